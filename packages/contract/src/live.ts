import { z } from 'zod/mini';
import { RECORD_KINDS } from './record-kinds.ts';

export type RecordKindName = keyof typeof RECORD_KINDS;

export const isRecordKind = (entity: string): entity is RecordKindName => Object.hasOwn(RECORD_KINDS, entity);

/** One committed change, as `GET /live` tells it (the event's id is the audit entry's). */
export const changeEvent = z.object({
  kind: z.string(),
  record_id: z.nullable(z.string()),
  version: z.nullable(z.int()),
  action: z.string(),
  areas: z.array(z.string()),
  by: z.nullable(z.object({ id: z.nullable(z.int()), name: z.nullable(z.string()) })),
  at: z.string(),
});
export type ChangeEvent = z.infer<typeof changeEvent>;

/** POST /presence: I have this record open (or am editing it); answered with the others who do. */
export const presenceBody = z.object({
  /** The browser tab's own id: one person may have the record open in two tabs. */
  tab: z.string().check(z.minLength(1), z.maxLength(40)),
  kind: z.string().check(z.minLength(1), z.maxLength(40)),
  record_id: z.string().check(z.minLength(1), z.maxLength(40)),
  editing: z.boolean(),
});
export type PresenceBody = z.infer<typeof presenceBody>;

export const presencePerson = z.object({
  user_id: z.int(),
  name: z.string(),
  editing: z.boolean(),
  since: z.string(),
});
export type PresencePerson = z.infer<typeof presencePerson>;

/** A heartbeat is sent every `PRESENCE_BEAT_SECONDS`; a person not heard for `PRESENCE_GONE_SECONDS` has left. */
export const PRESENCE_BEAT_SECONDS = 15;
export const PRESENCE_GONE_SECONDS = 40;

/** The 409 of a write made on a version someone else has since changed: `errors` holds these keys. */
export const VERSION_CONFLICT_KEYS = [
  'version',
  'current_version',
  'changed_by',
  'changed_at',
  'changed_fields',
] as const;
