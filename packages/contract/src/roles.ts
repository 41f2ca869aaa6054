import { z } from 'zod/mini';
import { entity, entityId } from './common.ts';
import { requiredText } from './site.ts';

export const permission = entity({
  name: z.string(),
  display_name: z.string(),
  group: z.string(),
});
export type Permission = z.infer<typeof permission>;

export const role = entity({
  name: z.string(),
  display_name: z.string(),
  /** 1: the role grants every permission (full access). */
  role_has_permission: z.int(),
  permissions: z.array(permission),
  users_count: z.int(),
});
export type Role = z.infer<typeof role>;

const roleName = requiredText('Name', 60);

export const roleCreateBody = z.object({
  name: roleName,
  display_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type RoleCreateBody = z.infer<typeof roleCreateBody>;

export const roleUpdateBody = z.object({
  name: roleName,
  display_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  permissions: z.array(entityId),
});
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;
