import { z } from 'zod/mini';
import { entity, entityId, entityIdParam, pageQuery, sortFields, stamps, timestamp } from './common.ts';

export const USER_STATUSES = ['active', 'inactive'] as const;
export const userStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatus>;

export const roleRef = z.object({ id: z.int(), name: z.string(), display_name: z.string() });
export type RoleRef = z.infer<typeof roleRef>;

export const permissionRef = z.object({ id: z.int(), name: z.string() });

/** `role_has_permission`: 1 means full access, else the permissions held through every role. */
export const roleHasPermission = z.union([z.literal(1), z.array(permissionRef)]);
export type RoleHasPermission = z.infer<typeof roleHasPermission>;

export const avatarList = z.object({ original: z.string(), medium: z.string() });

/** An admin user as lists and detail show it. */
export const user = entity({
  username: z.string(),
  email: z.string(),
  full_name: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  avatar_list: z.nullable(avatarList),
  status: userStatus,
  first_login: z.int(),
  roles: z.array(roleRef),
  last_login_at: z.nullable(timestamp),
  ...stamps,
});
export type User = z.infer<typeof user>;

/** The user-info shape of spec section 3 (`GET /api/me/account`, sign-in). */
export const userInfo = z.extend(user, {
  role: z.nullable(z.string()),
  role_has_permission: roleHasPermission,
});
export type UserInfo = z.infer<typeof userInfo>;

export const USER_SORTS = ['id', 'username', 'full_name', 'email', 'created_at', 'last_login_at'] as const;

export const userListQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  role_id: z.optional(entityIdParam),
  status: z.optional(userStatus),
  ...sortFields(USER_SORTS),
});
export type UserListQuery = z.infer<typeof userListQuery>;

const username = z
  .string({ error: 'Username is required' })
  .check(
    z.trim(),
    z.minLength(3, 'Username must be at least 3 characters'),
    z.maxLength(50, 'Username must be at most 50 characters'),
    z.regex(/^[a-zA-Z0-9._-]+$/, 'Username may contain only letters, digits, dot, dash and underscore'),
  );
const email = z
  .string({ error: 'Email is required' })
  .check(z.trim(), z.minLength(1, 'Email is required'), z.email('Email is invalid'), z.maxLength(255));
const fullName = z.string().check(z.trim(), z.maxLength(100, 'Full name must be at most 100 characters'));
const optionalText = z.nullish(z.string().check(z.trim(), z.maxLength(100)));
const roleIds = z.array(entityId).check(z.minLength(1, 'Choose at least one role'));

export const userCreateBody = z.object({
  username,
  email,
  full_name: fullName.check(z.minLength(1, 'Full name is required')),
  nickname: optionalText,
  phone: z.nullish(z.string().check(z.trim(), z.maxLength(20), z.regex(/^[0-9+ ]*$/, 'Phone is invalid'))),
  password: z.string().check(z.minLength(1, 'Password is required')),
  role_ids: roleIds,
});
export type UserCreateBody = z.infer<typeof userCreateBody>;

export const userUpdateBody = z.extend(z.omit(userCreateBody, { password: true }), {
  /** Set only to change the password; the user is then asked to change it at next sign-in. */
  password: z.optional(z.string()),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const userStatusBody = z.object({ status: userStatus });
export type UserStatusBody = z.infer<typeof userStatusBody>;

export const resetPasswordData = z.object({ temporary_password: z.string() });

export const userSearchQuery = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});
export const userSearchItem = entity({
  username: z.string(),
  full_name: z.nullable(z.string()),
  email: z.string(),
});
export type UserSearchItem = z.infer<typeof userSearchItem>;
