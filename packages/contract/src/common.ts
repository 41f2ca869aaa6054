import { z } from 'zod';

/** result_code values of the API envelope (design.md section 3, spec section 8). */
export const RESULT_CODE = {
  FAIL: 0,
  OK: 1,
  WARNING: 2,
  PRODUCT_CREATE_FAILED: 203,
  PRODUCT_CREATE_REJECTED: 11205,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  UNAUTHENTICATED: 6002,
} as const;
export type ResultCode = (typeof RESULT_CODE)[keyof typeof RESULT_CODE];

/** Page sizes of spec section 9. */
export const PAGE_SIZE = {
  default: 50,
  faqs: 9,
  max: 200,
} as const;

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export type IdParam = z.infer<typeof idParam>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const orderBy = z.enum(['asc', 'desc']);

/** Success envelope: `{ result_code: 1, result: "Ok", messages, data }`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    result_code: z.literal(RESULT_CODE.OK),
    result: z.string(),
    messages: z.string().optional(),
    data,
  });
}

/** List envelope: `{ result_code: 1, result: "Ok", data: [...], current, total, per_page }`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    result_code: z.literal(RESULT_CODE.OK),
    result: z.string(),
    data: z.array(item),
    current: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  });
}

/** Failure envelope: 4xx and 5xx answers. `errors` holds field messages on 422. */
export const errorEnvelope = z.object({
  result_code: z.number().int(),
  result: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Ok<T> = { result_code: 1; result: string; messages?: string; data: T };
export type List<T> = { result_code: 1; result: string; data: T[]; current: number; total: number; per_page: number };

export const emptyData = z.null();

/** An ISO-8601 UTC timestamp as the API writes it. */
export const timestamp = z.string();

/** Image variants kept for an upload (design.md section 6: thumbnails made). */
export const imageVariants = z.object({
  original: z.string(),
  medium: z.string(),
  small: z.string(),
});
export type ImageVariants = z.infer<typeof imageVariants>;

/** Uploads: images only, this large at most. */
export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const,
};

/** Messages the API and the web app share verbatim (spec sections 5 and 8). */
export const MESSAGES = {
  ok: 'Ok',
  badRequest: 'Bad request',
  serverError: 'Server Error',
  notFound: 'This page could not be found',
  unauthenticated: 'Unauthenticated',
  mustChangePassword: 'You must change your password before continuing',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  /** Sign-in with an unknown account or a wrong password (HTTP 422 on `username`). */
  accountNotFound: 'Account not found',
  /** Sign-in with the right password to a deactivated account (HTTP 403). */
  accountDeactivated: 'Account is deactivated',
} as const;
