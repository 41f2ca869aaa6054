import { z } from 'zod/mini';
import { entity } from './common.ts';

/** A bank of the NAPAS / VietQR list: its code, short and full name, and its BIN. */
export const bank = entity({
  code: z.string(),
  short_name: z.string(),
  name: z.string(),
  bin: z.string(),
});
export type Bank = z.infer<typeof bank>;

/** A bank account name as Vietnamese banks print it: upper case, no diacritics ('Nguyễn Văn Á' → 'NGUYEN VAN A'). */
export function bankAccountName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

/** A bank account shown in lists and logs: the last four digits only ('****6789'). */
export function maskAccount(account: string | null): string | null {
  return account ? `****${account.slice(-4)}` : null;
}
