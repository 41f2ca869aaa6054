/** The current time as the database stores it: an ISO-8601 UTC string. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(seconds: number, from = Date.now()): string {
  return new Date(from + seconds * 1000).toISOString();
}
