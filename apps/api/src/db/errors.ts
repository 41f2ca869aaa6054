/** A UNIQUE constraint refused the write (SQLite or PostgreSQL): a race that checks before it missed. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** The database refused a value (PostgreSQL data exception, class 22: NUL bytes, out of range …). */
export function isInvalidValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) || code === 'SQLITE_MISMATCH';
}
