import { z } from 'zod/mini';
import { newPassword } from './auth.ts';
import { entity, pageQuery, timestamp } from './common.ts';

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export const INVITATION_TTL_DAYS = 7;

/** An invitation for a new admin (spec: Manager, e-mail; "Invite" on the Admin page). */
export const manager = entity({
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** Path of the page where the invitee sets a username and password; shown to copy. */
  invite_url: z.nullable(z.string()),
  invited_by: z.nullable(z.string()),
  user_id: z.nullable(z.int()),
  created_at: timestamp,
  expires_at: timestamp,
});
export type Manager = z.infer<typeof manager>;

export const managerListQuery = z.extend(pageQuery, { q: z.optional(z.string().check(z.trim(), z.maxLength(100))) });

export const managerCreateBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, 'Email is required'), z.email('Email is invalid'), z.maxLength(255)),
});
export type ManagerCreateBody = z.infer<typeof managerCreateBody>;

export const invitationTokenParam = z.object({ token: z.string().check(z.minLength(10), z.maxLength(200)) });
export const invitationAcceptBody = z.object({
  username: z
    .string({ error: 'Username is required' })
    .check(
      z.trim(),
      z.minLength(3, 'Username must be at least 3 characters'),
      z.maxLength(50),
      z.regex(/^[a-zA-Z0-9._-]+$/, 'Username may contain only letters, digits, dot, dash and underscore'),
    ),
  full_name: z.string().check(z.trim(), z.minLength(1, 'Full name is required'), z.maxLength(100)),
  password: newPassword,
});
export type InvitationAcceptBody = z.infer<typeof invitationAcceptBody>;

/** What the public invitation page shows (`GET /api/managers/invitations/{token}`, and after accepting). */
export const invitationInfo = z.object({
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  expires_at: timestamp,
});
export type InvitationInfo = z.infer<typeof invitationInfo>;
