import { randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { PASSWORD_RULE } from '@admin/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

export interface HashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane. */
export const RECOMMENDED_HASH_COST: HashCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the time of a verification, so unknown accounts answer as slowly as wrong passwords. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(cost: Partial<HashCost> = {}): PasswordHasher {
  const options = { ...RECOMMENDED_HASH_COST, ...cost, algorithm: ARGON2ID };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async verifyDummy(password) {
      dummy ??= hash('dummy-password-1', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A random password that satisfies the contract's password rule (letters and digits, 12 long). */
export function temporaryPassword(length = Math.max(12, PASSWORD_RULE.min)): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];
  const chars = [pick(LETTERS), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(LETTERS + DIGITS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export const COMMON_PASSWORD = 'This password is one of the most common ones: choose another';

let common: Set<string> | undefined;

/**
 * The password is among the ~49,000 most common ones (zxcvbn's ranked list of leaked passwords),
 * compared without case. Refused wherever a password is set or changed; the web app does not ship
 * the list, the API answers the field error.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}
