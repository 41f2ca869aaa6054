import { z } from 'zod/mini';
import { entity, entityIdParam, pageQuery, timestamp } from './common.ts';
import { dayRange } from './site.ts';

export const auditEntry = entity({
  user_id: z.nullable(z.int()),
  username: z.nullable(z.string()),
  action: z.string(),
  entity: z.string(),
  entity_id: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  ip: z.nullable(z.string()),
  created_at: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = z.extend(pageQuery, {
  entity: z.optional(z.string().check(z.maxLength(50))),
  entity_id: z.optional(z.string().check(z.maxLength(50))),
  user_id: z.optional(entityIdParam),
  /** Who: a username (exact, any case). */
  username: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  action: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  ...dayRange,
});
export type AuditListQuery = z.infer<typeof auditListQuery>;
