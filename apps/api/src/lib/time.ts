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

const VIETNAM_OFFSET = '+07:00';

/** A date (YYYY-MM-DD, a day in Vietnam) or date-time as the ISO UTC string the database holds. */
export function startOf(value: string): string {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00${VIETNAM_OFFSET}` : value).toISOString();
}
/** The exclusive end: the day after a date, or the date-time itself. */
export function endOf(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value).toISOString();
  return new Date(new Date(`${value}T00:00:00${VIETNAM_OFFSET}`).getTime() + 86_400_000).toISOString();
}
