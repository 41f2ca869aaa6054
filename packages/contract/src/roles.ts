import { z } from 'zod';
import { entity, entityId } from './common.ts';

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
  role_has_permission: z.number().int(),
  permissions: z.array(permission),
  users_count: z.number().int(),
});
export type Role = z.infer<typeof role>;

const roleName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(60, 'Name must be at most 60 characters');

export const roleCreateBody = z.object({ name: roleName, display_name: z.string().trim().max(100).optional() });
export type RoleCreateBody = z.infer<typeof roleCreateBody>;

export const roleUpdateBody = z.object({
  name: roleName,
  display_name: z.string().trim().max(100).optional(),
  permissions: z.array(entityId),
});
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;
