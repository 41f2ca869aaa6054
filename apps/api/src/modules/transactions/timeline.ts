import type { TimelineEntry } from '@admin/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventColumns } from '../../db/schema-money.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../lib/audit-log.ts';

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

export async function addTransactionEvent(
  db: Kysely<DB>,
  actor: Actor | null,
  transactionId: number,
  entry: TimelineWrite,
) {
  await db
    .insertInto('transaction_events')
    .values({ transaction_id: transactionId, type: entry.type, ...(await columns(db, actor, entry)) })
    .execute();
}

export async function addLoanHistory(db: Kysely<DB>, actor: Actor | null, loanId: number, entry: TimelineWrite) {
  await db
    .insertInto('loan_histories')
    .values({ loan_id: loanId, action: entry.type, ...(await columns(db, actor, entry)) })
    .execute();
}

export async function addEContractEvent(db: Kysely<DB>, actor: Actor | null, contractId: number, entry: TimelineWrite) {
  await db
    .insertInto('e_contract_events')
    .values({ e_contract_id: contractId, type: entry.type, ...(await columns(db, actor, entry)) })
    .execute();
}

export async function addCashLoanHistory(
  db: Kysely<DB>,
  actor: Actor | null,
  cashLoanId: number,
  entry: TimelineWrite,
) {
  await db
    .insertInto('cash_loan_histories')
    .values({ cash_loan_id: cashLoanId, action: entry.type, ...(await columns(db, actor, entry)) })
    .execute();
}

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

/** The history tables of loans and cash loans: the table and its column of the row it follows. */
const HISTORIES = {
  loan: ['loan_histories', 'loan_id'],
  cash_loan: ['cash_loan_histories', 'cash_loan_id'],
} as const;

/** The history of one loan or cash loan, newest first. */
export async function readHistory(db: Kysely<DB>, of: keyof typeof HISTORIES, id: number): Promise<TimelineEntry[]> {
  const [table, key] = HISTORIES[of];
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
