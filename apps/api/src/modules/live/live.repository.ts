import {
  type ChangeEvent,
  PRESENCE_GONE_SECONDS,
  type PresenceBody,
  type PresencePerson,
  RECORD_KINDS,
  isRecordKind,
} from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';

/** A change as read from the audit log: its entry's id, the permission that reads it, the event. */
export interface ReadChange {
  id: number;
  permission: string;
  event: ChangeEvent;
}

const KINDS = Object.keys(RECORD_KINDS);

/**
 * The changes of record kinds after audit entry `after`, oldest first (at most `limit`). Every
 * process reads the same table, so a change made through one reaches the tabs of all.
 */
export async function changesAfter(db: Kysely<DB>, after: number, limit = 200): Promise<ReadChange[]> {
  const rows = await db
    .selectFrom('audit_logs as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.entity',
      'a.entity_id',
      'a.entity_version',
      'a.action',
      'a.user_id',
      'a.username',
      'u.full_name',
      'a.created_at',
    ])
    .where('a.id', '>', after)
    .where('a.entity', 'in', KINDS)
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    if (!isRecordKind(row.entity)) return [];
    const kind = RECORD_KINDS[row.entity];
    const event: ChangeEvent = {
      kind: row.entity,
      record_id: row.entity_id,
      version: row.entity_version,
      action: row.action,
      areas: [...kind.areas],
      by: row.user_id === null ? null : { id: row.user_id, name: row.full_name || row.username },
      at: row.created_at,
    };
    return [{ id: row.id, permission: kind.permission, event }];
  });
}

/** The newest audit entry's id (a new connection is told what comes after it). */
export async function newestChangeId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

const goneBefore = () => new Date(Date.now() - PRESENCE_GONE_SECONDS * 1000).toISOString();

/**
 * A tab's heartbeat on a record: kept (or refreshed) with whether the person is editing, and
 * answered with the others heard on the same record lately (one row a person, editing first).
 */
export async function beat(
  db: Kysely<DB>,
  userId: number,
  body: PresenceBody,
): Promise<{ others: PresencePerson[]; changed: boolean }> {
  const now = nowIso();
  const { tab } = body;
  const key = { user_id: userId, kind: body.kind, record_id: body.record_id, tab };
  const editing = body.editing ? 1 : 0;
  const changed = await db.transaction().execute(async (trx) => {
    const mine = trx
      .selectFrom('presence')
      .select('editing')
      .where('user_id', '=', userId)
      .where('kind', '=', body.kind)
      .where('record_id', '=', body.record_id)
      .where('tab', '=', tab);
    const was = await mine.executeTakeFirst();
    await trx
      .insertInto('presence')
      .values({ ...key, editing, since: now, seen_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'record_id', 'tab']).doUpdateSet({ editing, seen_at: now }))
      .execute();
    await trx.deleteFrom('presence').where('seen_at', '<', goneBefore()).execute();
    // a tab come to the record, or one that began or stopped editing: the others are told at once
    return was?.editing !== editing;
  });
  return { others: await othersOn(db, userId, body.kind, body.record_id), changed };
}

/** Who else has the record open, heard lately. */
export async function othersOn(db: Kysely<DB>, userId: number, kind: string, recordId: string) {
  const rows = await db
    .selectFrom('presence as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.full_name', 'u.username', 'p.editing', 'p.since'])
    .where('p.kind', '=', kind)
    .where('p.record_id', '=', recordId)
    .where('p.user_id', '<>', userId)
    .where('p.seen_at', '>=', goneBefore())
    .orderBy('p.since')
    .execute();
  const people = new Map<number, PresencePerson>();
  for (const row of rows) {
    const seen = people.get(row.user_id);
    const editing = row.editing === 1 || (seen?.editing ?? false);
    people.set(row.user_id, {
      user_id: row.user_id,
      name: row.full_name || row.username,
      editing,
      since: seen?.since ?? row.since,
    });
  }
  return [...people.values()].sort((a, b) => Number(b.editing) - Number(a.editing));
}

/** The tab has left the record (closed, navigated away). */
export async function leave(db: Kysely<DB>, userId: number, tab: string, kind: string, recordId: string) {
  await db
    .deleteFrom('presence')
    .where('user_id', '=', userId)
    .where('tab', '=', tab)
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .execute();
}
