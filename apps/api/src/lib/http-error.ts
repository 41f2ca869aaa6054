import { RESULT_CODE, type SaidReason } from '@admin/contract';

export type FieldErrors = Record<string, string[]>;

/** An error the errors plugin turns into the envelope of design.md section 3. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly resultCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The refusal as a code and its causes, for the screens to say in the reader's language. */
  said?: { reason: SaidReason; reasons?: SaidReason[] };

  saying(reason: SaidReason, reasons?: SaidReason[]): this {
    this.said = { reason, ...(reasons?.length ? { reasons } : {}) };
    return this;
  }
}

/** A reason as a code and its values. */
export const reason = (code: string, params?: Record<string, string | number>): SaidReason =>
  params ? { code, params } : { code };

/** 422 with messages on fields; `result` is the messages joined. */
export function invalid(fields: FieldErrors): HttpError {
  const message = Object.values(fields).flat().join(', ');
  return new HttpError(422, RESULT_CODE.FAIL, message, fields);
}

export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });

export const unauthenticated = (message = 'Unauthenticated') =>
  new HttpError(401, RESULT_CODE.UNAUTHENTICATED, message);

export const forbidden = (message: string) => new HttpError(403, RESULT_CODE.FORBIDDEN, message);

export const notFound = (message: string) => new HttpError(404, RESULT_CODE.NOT_FOUND, message);

export const conflict = (message: string) => new HttpError(409, RESULT_CODE.CONFLICT, message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, RESULT_CODE.TOO_MANY_REQUESTS, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/**
 * A move not in a status table: HTTP 409 naming the current status and the allowed targets, also
 * as `errors.current` and `errors.allowed` for the client.
 */
export function moveRefused(
  what: string,
  from: string,
  to: string,
  allowed: readonly string[],
  record: { kind: string; code?: string },
): HttpError {
  const list = allowed.length ? `allowed: ${allowed.join(', ')}` : 'it is final';
  return new HttpError(409, 409, `${what} that is '${from}' cannot become '${to}' (${list})`, {
    status: [`${what} that is '${from}' cannot become '${to}'`],
    current: [from],
    allowed: [...allowed],
  }).saying(reason('move_refused', { kind: record.kind, ...(record.code ? { record: record.code } : {}), from, to }));
}

export const changedMeanwhile = (what: string) => conflict(`${what} was changed meanwhile; reload it and try again`);
