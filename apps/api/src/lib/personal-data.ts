import type { PermissionName } from '@admin/contract';
import { type AuthUser, isAllowed } from './access.ts';

/** An ID-card number as staff who do not check identities see it: its last three digits. */
export const maskedIdNumber = (value: string): string =>
  value.length <= 3 ? '•'.repeat(value.length) : `${'•'.repeat(value.length - 3)}${value.slice(-3)}`;

/**
 * A record's `id_number` whole for those whose work is to check it (`checker`), masked for the
 * others who may read the record (docs/decisions.md, "ID-card numbers"); the record is not changed.
 */
export function withIdNumberFor<T extends { id_number: string | null }>(
  user: AuthUser | null,
  checker: PermissionName,
  record: T,
): T {
  if (record.id_number === null || (user && isAllowed(user, checker))) return record;
  return { ...record, id_number: maskedIdNumber(record.id_number) };
}
