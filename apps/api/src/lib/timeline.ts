import type { TimelineEntry } from '@admin/contract';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EventColumns } from '../db/schema-money.ts';
import { nowIso } from './time.ts';
import type { Actor } from './audit-log.ts';

/**
 * The timelines of transactions, loans, e-contracts and cash loans: one row per change, written in
 * the database transaction of the change, with who made it ('system' for automatic moves).
 */
export interface TimelineWrite {
  type: string;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  data?: Record<string, unknown> | null;
}

/** The name the timeline shows for the actor: the user's full name, else the username, else 'system'. */
export async function actorName(db: Kysely<DB>, actor: Actor | null): Promise<string> {
  if (!actor?.userId) return actor?.username ?? 'system';
  const row = await db
    .selectFrom('users')
    .select(['full_name', 'username'])
    .where('id', '=', actor.userId)
    .executeTakeFirst();
  return row?.full_name || row?.username || actor.username || 'system';
}

const columns = async (db: Kysely<DB>, actor: Actor | null, entry: TimelineWrite) => ({
  from_status: entry.from ?? null,
  to_status: entry.to ?? null,
  reason: entry.reason ?? null,
  data_json: entry.data ? JSON.stringify(entry.data) : null,
  actor_id: actor?.userId ?? null,
  actor_name: await actorName(db, actor),
  created_at: nowIso(),
});

/**
 * Every timeline: its table, the column of the row it follows, and the column of the kind of change
 * (`type` on the newer tables, `action` on the loans' older histories).
 */
const TIMELINES = {
  transaction: ['transaction_events', 'transaction_id', 'type'],
  e_contract: ['e_contract_events', 'e_contract_id', 'type'],
  loan: ['loan_histories', 'loan_id', 'action'],
  cash_loan: ['cash_loan_histories', 'cash_loan_id', 'action'],
} as const;

/** The writer of one timeline: a row for `entry` on the row `id` it follows. */
function timelineWriter(of: keyof typeof TIMELINES) {
  const [table, key, kind] = TIMELINES[of];
  return async (db: Kysely<DB>, actor: Actor | null, id: number, entry: TimelineWrite) => {
    const values = { [key]: id, [kind]: entry.type, ...(await columns(db, actor, entry)) };
    // the four tables share every column but these two, named by the table above
    await db
      .insertInto(table)
      .values(values as Insertable<DB[typeof table]>)
      .execute();
  };
}

export const addTransactionEvent = timelineWriter('transaction');
export const addLoanHistory = timelineWriter('loan');
export const addEContractEvent = timelineWriter('e_contract');
export const addCashLoanHistory = timelineWriter('cash_loan');

/** A timeline row as read: the columns every timeline shares, and the kind of change as `type`. */
type TimelineRow = Selectable<EventColumns> & { type: string };

export const toTimelineEntry = (row: TimelineRow): TimelineEntry => ({
  id: row.id,
  type: row.type,
  from_status: row.from_status,
  to_status: row.to_status,
  reason: row.reason,
  data: row.data_json ? (JSON.parse(row.data_json) as Record<string, unknown>) : null,
  actor: { id: row.actor_id, name: row.actor_name },
  created_at: row.created_at,
});

/** The history of one loan or cash loan, newest first. */
export async function readHistory(db: Kysely<DB>, of: 'loan' | 'cash_loan', id: number): Promise<TimelineEntry[]> {
  const [table, key] = TIMELINES[of];
  const rows = await db
    .selectFrom(table)
    .select([
      'id',
      'action as type',
      'from_status',
      'to_status',
      'reason',
      'data_json',
      'actor_id',
      'actor_name',
      'created_at',
    ])
    .where(sql.ref(key), '=', id)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toTimelineEntry);
}
