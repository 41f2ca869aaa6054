import { z } from 'zod/mini';

import { RESULT_CODE } from './codes.ts';
import type { PermissionName } from './permissions.ts';

export { RESULT_CODE, MESSAGES, type ResultCode } from './codes.ts';

/**
 * zod's `preprocess`, which zod/mini leaves out: `fn` reads the raw input before `schema` checks it.
 * Typed like classic zod's: a field the schema lets be left out may be left out of the input too.
 */
export type Preprocess<S extends z.core.$ZodType> = z.ZodMiniType<
  z.output<S>,
  unknown,
  z.core.$ZodPreprocessInternals<S>
>;
export const preprocess = <S extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(fn), schema) as unknown as Preprocess<S>;

/** Page sizes of spec section 9. */
export const PAGE_SIZE = {
  default: 50,
  faqs: 9,
  max: 200,
} as const;

/** Ids are 32-bit database integers; larger numbers are refused as input, not sent to the database. */
export const MAX_ID = 2_147_483_647;
/** A database id in a body. */
export const entityId = z.int().check(z.positive(), z.lte(MAX_ID));
/** A record a form must choose (a store, a station): "Choose the store" when none is, not "Invalid input". */
export const chosenId = (what: string) => z.int({ error: `Choose the ${what}` }).check(z.positive(), z.lte(MAX_ID));
/** A database id in a path or query string: decimal digits only (`0x1`, `1e0`, ` 1` are refused, not read as 1). */
export const entityIdParam = z.pipe(
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^[0-9]{1,10}$/, 'An id is written in decimal digits only'))]),
    z.transform(Number),
  ),
  entityId,
);

export const idParam = z.object({ id: entityIdParam });
export type IdParam = z.infer<typeof idParam>;

export const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE.max)), PAGE_SIZE.default),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const orderBy = z.enum(['asc', 'desc']);

/**
 * The sort fields of a list query: `sort_by` one of `sorts` (`by` unless given), `order_by` asc or
 * desc (`order` unless given).
 */
export function sortFields<const S extends readonly [string, ...string[]]>(
  sorts: S,
  by: S[number] = 'id',
  order: 'asc' | 'desc' = 'desc',
) {
  return { sort_by: z._default(z.enum(sorts), by as never), order_by: z._default(orderBy, order) };
}

/** Success envelope: `{ result_code: 1, result: "Ok", messages, data }`. */
export function okEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({
    result_code: z.literal(RESULT_CODE.OK),
    result: z.string(),
    messages: z.optional(z.string()),
    data,
  });
}

/** List envelope: `{ result_code: 1, result: "Ok", data: [...], current, total, per_page }`. */
export function listEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({
    result_code: z.literal(RESULT_CODE.OK),
    result: z.string(),
    data: z.array(item),
    current: z.int(),
    total: z.int(),
    per_page: z.int(),
  });
}

/** Failure envelope: 4xx and 5xx answers. `errors` holds field messages on 422. */
/**
 * What the server says as a code and its values (a record's code, a status, a party), for the
 * screens to say in the reader's language; `result` keeps the English sentence for logs and tools.
 */
export const saidReason = z.object({
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type SaidReason = z.infer<typeof saidReason>;

export const errorEnvelope = z.object({
  result_code: z.int(),
  result: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** The refusal as a code (with `reasons`, the causes it lists, each a code too). */
  reason: z.optional(saidReason),
  reasons: z.optional(z.array(saidReason)),
  /** The id of the request (its X-Request-Id answer header), to find its log lines. */
  request_id: z.optional(z.string()),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Ok<T> = { result_code: 1; result: string; messages?: string; data: T };
export type List<T> = { result_code: 1; result: string; data: T[]; current: number; total: number; per_page: number };

export const emptyData = z.null();

/** An ISO-8601 UTC timestamp as the API writes it. */
export const timestamp = z.string();

/** A stored record as the API answers it: its database `id`, then its `fields`. */
export const entity = <const F extends z.core.$ZodLooseShape>(fields: F) => z.object({ id: z.int(), ...fields });

/**
 * When a record was made and last changed, the last fields of most records, and its version:
 * raised by every change, sent back in `If-Match` by a write that must not overwrite what the
 * person did not see (docs/decisions.md, "Several staff at once"). Every record kind of
 * `RECORD_KINDS` has it.
 */
export const stamps = { created_at: timestamp, updated_at: timestamp, row_version: z.optional(z.int()) };

/** The version alone, for a record kind whose other stamps are its own (a product, a paperwork bundle). */
export const versioned = { row_version: stamps.row_version };

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

/** `{ id, name }` of a related record. */
export const ref = z.object({ id: z.int(), name: z.string() });
export type Ref = z.infer<typeof ref>;

/** A status change with an optional reason (500 characters at most), required when moving to `needsReason`. */
export const statusReasonBody = <S extends z.core.$ZodType>(status: S, needsReason: z.output<S>, message: string) =>
  z
    .object({
      status,
      reason: z.optional(z.string().check(z.trim(), z.maxLength(500, 'Reason must be at most 500 characters'))),
    })
    .check(
      // the shape's output is only known to the callers; it holds the two fields above
      z.refine((b) => (b as { status: unknown }).status !== needsReason || !!(b as { reason?: string }).reason, {
        path: ['reason'],
        message,
      }),
    );

/**
 * Several staff at once (docs/decisions.md, "Several staff at once"): a record kind the audit log
 * names, with its table (whose rows carry a `row_version`), the permission that reads it (a change
 * is told only to those who hold it) and the web's query roots that show it (refreshed when it
 * changes). Each area's schema file lists its kinds (`<area>RecordKinds`); record-kinds.ts joins
 * them into `RECORD_KINDS`. A kind absent there (a sign-in, a session) is neither versioned nor told.
 */
export interface RecordKind {
  table: string;
  permission: PermissionName;
  areas: readonly string[];
}

export const recordKind = (table: string, permission: PermissionName, ...areas: string[]): RecordKind => ({
  table,
  permission,
  areas,
});
