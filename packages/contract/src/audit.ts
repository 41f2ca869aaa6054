import { z } from 'zod';
import { entity, entityIdParam, pageQuery, timestamp } from './common.ts';
import { dayRange } from './content.ts';

export const auditEntry = entity({
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  created_at: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = pageQuery.extend({
  entity: z.string().max(50).optional(),
  entity_id: z.string().max(50).optional(),
  user_id: entityIdParam.optional(),
  /** Who: a username (exact, any case). */
  username: z.string().trim().max(50).optional(),
  action: z.string().trim().max(50).optional(),
  ...dayRange,
});
export type AuditListQuery = z.infer<typeof auditListQuery>;
