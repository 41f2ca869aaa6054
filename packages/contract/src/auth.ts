import { z } from 'zod/mini';
import { userInfo } from './users.ts';
import { MESSAGES } from './codes.ts';

/** Password rule for every password a person chooses. */
export const PASSWORD_RULE = { min: 8, max: 128 } as const;
export const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_RULE.min, 'Password must be at least 8 characters'),
    z.maxLength(PASSWORD_RULE.max, 'Password must be at most 128 characters'),
    z.regex(/[A-Za-z]/, 'Password must contain a letter'),
    z.regex(/[0-9]/, 'Password must contain a digit'),
  );

export const loginBody = z.object({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .check(z.trim(), z.minLength(1, MESSAGES.usernameRequired), z.maxLength(255)),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .check(z.minLength(1, MESSAGES.passwordRequired), z.maxLength(PASSWORD_RULE.max)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginData = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.int(),
  userId: z.int(),
  user: userInfo,
});
export type LoginData = z.infer<typeof loginData>;

export { TOKEN_TTL, REFRESH_COOKIE } from './codes.ts';

export const changePasswordBody = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .check(z.minLength(1, 'Current password is required')),
    new_password: newPassword,
  })
  .check(
    z.refine((b) => b.current_password !== b.new_password, {
      path: ['new_password'],
      message: 'The new password must differ from the current one',
    }),
  );
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * Sign-in throttling (docs/domain.md, Security): an account and address pair has `maxFailures` free
 * failures in the window, then waits a doubling delay; past `accountMaxFailures` from all addresses
 * together, only addresses that have not failed on the account may still try.
 */
export const LOGIN_THROTTLE = { maxFailures: 5, accountMaxFailures: 50, windowSeconds: 15 * 60 } as const;
