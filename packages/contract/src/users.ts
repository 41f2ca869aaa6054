import { z } from 'zod';
import { entity, entityId, entityIdParam, pageQuery, sortFields, stamps, timestamp } from './common.ts';

export const USER_STATUSES = ['active', 'inactive'] as const;
export const userStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatus>;

export const roleRef = z.object({ id: z.number().int(), name: z.string(), display_name: z.string() });
export type RoleRef = z.infer<typeof roleRef>;

export const permissionRef = z.object({ id: z.number().int(), name: z.string() });

/** `role_has_permission`: 1 means full access, else the permissions held through every role. */
export const roleHasPermission = z.union([z.literal(1), z.array(permissionRef)]);
export type RoleHasPermission = z.infer<typeof roleHasPermission>;

export const avatarList = z.object({ original: z.string(), medium: z.string() });

/** An admin user as lists and detail show it. */
export const user = entity({
  username: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_list: avatarList.nullable(),
  status: userStatus,
  first_login: z.number().int(),
  roles: z.array(roleRef),
  last_login_at: timestamp.nullable(),
  ...stamps,
});
export type User = z.infer<typeof user>;

/** The user-info shape of spec section 3 (`GET /api/me/account`, sign-in). */
export const userInfo = user.extend({
  role: z.string().nullable(),
  role_has_permission: roleHasPermission,
});
export type UserInfo = z.infer<typeof userInfo>;

export const USER_SORTS = ['id', 'username', 'full_name', 'email', 'created_at', 'last_login_at'] as const;

export const userListQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
  role_id: entityIdParam.optional(),
  status: userStatus.optional(),
  ...sortFields(USER_SORTS),
});
export type UserListQuery = z.infer<typeof userListQuery>;

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Username may contain only letters, digits, dot, dash and underscore');
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .email('Email is invalid')
  .max(255);
const fullName = z.string().trim().max(100, 'Full name must be at most 100 characters');
const optionalText = z.string().trim().max(100).nullish();
const roleIds = z.array(entityId).min(1, 'Choose at least one role');

export const userCreateBody = z.object({
  username,
  email,
  full_name: fullName.min(1, 'Full name is required'),
  nickname: optionalText,
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+ ]*$/, 'Phone is invalid')
    .nullish(),
  password: z.string().min(1, 'Password is required'),
  role_ids: roleIds,
});
export type UserCreateBody = z.infer<typeof userCreateBody>;

export const userUpdateBody = userCreateBody.omit({ password: true }).extend({
  /** Set only to change the password; the user is then asked to change it at next sign-in. */
  password: z.string().optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const userStatusBody = z.object({ status: userStatus });
export type UserStatusBody = z.infer<typeof userStatusBody>;

export const resetPasswordData = z.object({ temporary_password: z.string() });

export const userSearchQuery = z.object({
  name: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  count: z.coerce.number().int().min(1).max(50).default(20),
});
export const userSearchItem = entity({
  username: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
});
export type UserSearchItem = z.infer<typeof userSearchItem>;
