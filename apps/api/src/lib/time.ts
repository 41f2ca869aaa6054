import { invalidField } from './http-error.ts';

/** The current time as the database stores it: an ISO-8601 UTC string. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(seconds: number, from = Date.now()): string {
  return new Date(from + seconds * 1000).toISOString();
}

/** Five minutes of clock difference are allowed for a time "now". */
const FUTURE_SLACK_MS = 5 * 60_000;

/** A time staff give as "when it happened" is not in the future (a 422 on `field` with `message`). */
export function assertNotFuture(field: string, iso: string, message: string): void {
  if (Date.parse(iso) > Date.now() + FUTURE_SLACK_MS) throw invalidField(field, message);
}
