/**
 * Constants without schemas: importing them does not load zod (the web app's first screen keeps
 * its bundle small). Re-exported by common.ts and auth.ts, so every import path still works.
 */

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
  /** Sign-in field messages of spec section 5. */
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
} as const;

/** Access tokens live this many seconds; the refresh cookie this many days. */
export const TOKEN_TTL = { accessSeconds: 15 * 60, refreshDays: 14 } as const;
export const REFRESH_COOKIE = 'refresh_token';
