import { type LedgerCheck, type TransferKind, transferCode, vietnamDay } from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { LedgerTransfersTable } from '../../db/schema-ads.ts';
import { conflict, invalidField, notFound } from '../../lib/http-error.ts';
import { vnd } from '../../lib/money.ts';
import { nowIso } from '../../lib/time.ts';

/**
 * The wallet ledger (docs/domain.md, "Wallet ledger"): accounts with cached sums, immutable
 * transfers between a store's wallet and a system account. Every function here runs inside the
 * caller's database transaction, so a transfer, the order or campaign that made it, its history and
 * its audit entry are written together or not at all.
 */

export type SystemAccount = 'cash' | 'alepay' | 'ads_revenue' | 'promotions';

/** Which system account each kind moves money with, and whether money goes into the wallet. */
export const KIND_SIDES: Record<TransferKind, { system: SystemAccount; intoWallet: boolean }> = {
  topup_cash: { system: 'cash', intoWallet: true },
  topup_alepay: { system: 'alepay', intoWallet: true },
  bonus: { system: 'promotions', intoWallet: true },
  deduct_cash: { system: 'cash', intoWallet: false },
  package_purchase: { system: 'ads_revenue', intoWallet: false },
  campaign_spend: { system: 'ads_revenue', intoWallet: false },
  refund: { system: 'ads_revenue', intoWallet: true },
};

export type TransferRow = Omit<LedgerTransfersTable, 'id'> & { id: number };

/** The wallet of a store, made on first use. */
export async function ensureWallet(db: Kysely<DB>, storeId: number): Promise<number> {
  const code = `wallet:${storeId}`;
  const existing = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirst();
  if (existing) return existing.id;
  await db
    .insertInto('ledger_accounts')
    .values({ kind: 'wallet', code, store_id: storeId, created_at: nowIso() })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const made = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return made.id;
}

async function systemAccountId(db: Kysely<DB>, code: SystemAccount): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** balance − pending holds, or 0 for an unknown account. */
export async function availableOf(db: Kysely<DB>, walletId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(sql<number>`credits_posted - debits_posted - debits_pending`.as('available'))
    .where('id', '=', walletId)
    .executeTakeFirst();
  return Number(row?.available ?? 0);
}

export interface TransferRequest {
  kind: TransferKind;
  walletId: number;
  amount: number;
  /** At most one transfer per key: the same request again answers the first transfer. */
  key: string;
  /** A hold: counted against the available balance until posted or voided. */
  pending?: boolean;
  refType?: string;
  refId?: number;
  createdBy?: number | null;
  note?: string | null;
  /** When it happened (demo data); now otherwise. */
  at?: string;
}

export interface Posted {
  transfer: TransferRow;
  /** The key had been used for this same transfer already: nothing moved this time. */
  replayed: boolean;
}

/**
 * Moves money between a wallet and the kind's system account. A wallet is debited only when its
 * available balance covers the amount (`UPDATE … WHERE available >= amount`, 409 otherwise; the
 * CHECK constraint refuses it too). The wallet row is always updated first, then the system row,
 * so two transfers never wait on each other in opposite order.
 */
export async function postTransfer(db: Kysely<DB>, request: TransferRequest): Promise<Posted> {
  const { kind, walletId, amount, key, pending = false } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw invalidField('amount', 'Amount must be a positive number');
  const side = KIND_SIDES[kind];
  const wallet = await db
    .selectFrom('ledger_accounts as a')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .select(['a.id', 'a.status', 's.type as store_type'])
    .where('a.id', '=', walletId)
    .where('a.kind', '=', 'wallet')
    .executeTakeFirst();
  if (!wallet) throw notFound('Wallet not found');
  if (wallet.status !== 'active' && !side.intoWallet) throw conflict('This wallet is locked');
  const systemId = await systemAccountId(db, side.system);
  const at = request.at ?? nowIso();
  const inserted = await db
    .insertInto('ledger_transfers')
    .values({
      kind,
      debit_account_id: side.intoWallet ? systemId : walletId,
      credit_account_id: side.intoWallet ? walletId : systemId,
      wallet_id: walletId,
      store_type: wallet.store_type,
      amount,
      status: pending ? 'pending' : 'posted',
      idempotency_key: key,
      ref_type: request.refType ?? null,
      ref_id: request.refId ?? null,
      note: request.note ?? null,
      created_by: request.createdBy ?? null,
      created_at: at,
      posted_at: pending ? null : at,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await transferByKey(db, key);
    const same =
      existing && existing.kind === kind && existing.wallet_id === walletId && Number(existing.amount) === amount;
    if (!same) throw invalidField('idempotency_key', 'This key was already used for another transfer');
    return { transfer: existing, replayed: true };
  }

  type SumColumn = 'debits_pending' | 'debits_posted' | 'credits_pending' | 'credits_posted';
  const pendingOrPosted = (side: 'debits' | 'credits'): SumColumn => (pending ? `${side}_pending` : `${side}_posted`);
  const walletColumn = pendingOrPosted(side.intoWallet ? 'credits' : 'debits');
  const systemColumn = pendingOrPosted(side.intoWallet ? 'debits' : 'credits');
  let walletUpdate = db
    .updateTable('ledger_accounts')
    .set((eb) => ({
      [walletColumn]: eb(sql.ref(walletColumn), '+', amount),
      posted_count: pending ? eb.ref('posted_count') : eb('posted_count', '+', 1),
    }))
    .where('id', '=', walletId);
  if (!side.intoWallet) {
    walletUpdate = walletUpdate.where(sql<boolean>`credits_posted - debits_posted - debits_pending >= ${amount}`);
  }
  const after = await walletUpdate
    .returning([sql<number>`credits_posted - debits_posted`.as('balance'), 'posted_count'])
    .executeTakeFirst();
  if (!after) {
    // Nothing moved: the transfer goes too, so a caller that handles the 409 inside its own
    // transaction (the daily charge pausing a campaign) leaves no trace of it.
    await db.deleteFrom('ledger_transfers').where('id', '=', inserted.id).execute();
    throw conflict(`Insufficient balance: available ${vnd(await availableOf(db, walletId))}`);
  }
  await db
    .updateTable('ledger_accounts')
    .set((eb) => ({ [systemColumn]: eb(sql.ref(systemColumn), '+', amount) }))
    .where('id', '=', systemId)
    .execute();
  if (!pending) {
    await db
      .updateTable('ledger_transfers')
      .set({ wallet_balance_after: Number(after.balance), wallet_seq: after.posted_count })
      .where('id', '=', inserted.id)
      .execute();
    await addDailyTotal(db, at, kind, wallet.store_type, amount);
  }
  return { transfer: (await transferById(db, inserted.id))!, replayed: false };
}

/**
 * Posts or voids a pending transfer, once: `UPDATE … WHERE status = 'pending'`; a transfer already
 * resolved answers 409.
 */
export async function resolveTransfer(
  db: Kysely<DB>,
  id: number,
  to: 'posted' | 'voided',
  options: { reason?: string | null; at?: string } = {},
): Promise<TransferRow> {
  const transfer = await transferById(db, id);
  if (!transfer) throw notFound('Transfer not found');
  const at = options.at ?? nowIso();
  const moved = await db
    .updateTable('ledger_transfers')
    .set(
      to === 'posted'
        ? { status: 'posted', posted_at: at }
        : { status: 'voided', voided_at: at, void_reason: options.reason ?? null },
    )
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) {
    throw conflict(`Transfer ${transferCode(id)} is already ${transfer.status}`);
  }
  const amount = Number(transfer.amount);
  const walletIsDebit = transfer.debit_account_id === transfer.wallet_id;
  const systemId = walletIsDebit ? transfer.credit_account_id : transfer.debit_account_id;
  const settle = (side: 'debits' | 'credits') =>
    to === 'posted'
      ? ({ from: `${side}_pending`, into: `${side}_posted` } as const)
      : ({ from: `${side}_pending`, into: null } as const);
  const walletSide = settle(walletIsDebit ? 'debits' : 'credits');
  const systemSide = settle(walletIsDebit ? 'credits' : 'debits');
  const after = await db
    .updateTable('ledger_accounts')
    .set((eb) => ({
      [walletSide.from]: eb(sql.ref(walletSide.from), '-', amount),
      ...(walletSide.into
        ? { [walletSide.into]: eb(sql.ref(walletSide.into), '+', amount), posted_count: eb('posted_count', '+', 1) }
        : {}),
    }))
    .where('id', '=', transfer.wallet_id)
    .returning([sql<number>`credits_posted - debits_posted`.as('balance'), 'posted_count'])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('ledger_accounts')
    .set((eb) => ({
      [systemSide.from]: eb(sql.ref(systemSide.from), '-', amount),
      ...(systemSide.into ? { [systemSide.into]: eb(sql.ref(systemSide.into), '+', amount) } : {}),
    }))
    .where('id', '=', systemId)
    .execute();
  if (to === 'posted') {
    await db
      .updateTable('ledger_transfers')
      .set({ wallet_balance_after: Number(after.balance), wallet_seq: after.posted_count })
      .where('id', '=', id)
      .execute();
    await addDailyTotal(db, at, transfer.kind as TransferKind, transfer.store_type, amount);
  }
  return (await transferById(db, id))!;
}

/** The day's total of the kind (Vietnam day), kept with the transfer: statistics read these. */
async function addDailyTotal(db: Kysely<DB>, at: string, kind: TransferKind, storeType: string, amount: number) {
  await db
    .insertInto('ads_daily_totals')
    .values({ day: vietnamDay(at), kind, store_type: storeType, amount, count: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'kind', 'store_type']).doUpdateSet({
        amount: sql`ads_daily_totals.amount + excluded.amount`,
        count: sql`ads_daily_totals.count + 1`,
      }),
    )
    .execute();
}

const normalise = (row: TransferRow): TransferRow => ({
  ...row,
  amount: Number(row.amount),
  wallet_balance_after: row.wallet_balance_after === null ? null : Number(row.wallet_balance_after),
});

export async function transferById(db: Kysely<DB>, id: number): Promise<TransferRow | undefined> {
  const row = await db.selectFrom('ledger_transfers').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

export async function transferByKey(db: Kysely<DB>, key: string): Promise<TransferRow | undefined> {
  const row = await db.selectFrom('ledger_transfers').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  return row && normalise(row);
}

/** The wallet's balance at a time: that of the last transfer posted by then (0 before the first). */
export async function balanceAt(db: Kysely<DB>, walletId: number, at: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_transfers')
    .select('wallet_balance_after')
    .where('wallet_id', '=', walletId)
    .where('status', '=', 'posted')
    .where('posted_at', '<=', at)
    .orderBy('wallet_seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.wallet_balance_after ?? 0);
}

/**
 * Proves the cached columns: for every account, each cached sum equals the sum over its transfers;
 * Σ debits = Σ credits over the ledger; each wallet's last `balance_after` is its balance; the daily
 * totals add up to the posted transfers. Answers every discrepancy (none, normally).
 */
export async function checkLedger(db: Kysely<DB>): Promise<LedgerCheck> {
  const accounts = await db.selectFrom('ledger_accounts').selectAll().execute();
  const sums = async (side: 'debit_account_id' | 'credit_account_id') =>
    db
      .selectFrom('ledger_transfers')
      .select([sql.ref<number>(side).as('account'), 'status', sql<number>`sum(amount)`.as('total')])
      .where('status', 'in', ['posted', 'pending'])
      .groupBy([side, 'status'])
      .execute();
  const expected = new Map<string, number>();
  for (const [side, rows] of [
    ['debits', await sums('debit_account_id')],
    ['credits', await sums('credit_account_id')],
  ] as const) {
    for (const r of rows) expected.set(`${r.account}:${side}_${r.status}`, Number(r.total));
  }
  const problems: LedgerCheck['problems'] = [];
  let debits = 0;
  let credits = 0;
  const fields = ['debits_posted', 'credits_posted', 'debits_pending', 'credits_pending'] as const;
  for (const account of accounts) {
    for (const field of fields) {
      const cached = Number(account[field]);
      const want = expected.get(`${account.id}:${field}`) ?? 0;
      if (cached !== want) problems.push({ account: account.code, field, cached, expected: want });
    }
    debits += Number(account.debits_posted);
    credits += Number(account.credits_posted);
    if (account.kind === 'wallet') {
      const balance = Number(account.credits_posted) - Number(account.debits_posted);
      const last = await db
        .selectFrom('ledger_transfers')
        .select('wallet_balance_after')
        .where('wallet_id', '=', account.id)
        .where('status', '=', 'posted')
        .orderBy('wallet_seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      const lastBalance = Number(last?.wallet_balance_after ?? 0);
      if (lastBalance !== balance) {
        problems.push({ account: account.code, field: 'balance_after', cached: lastBalance, expected: balance });
      }
    }
  }
  if (debits !== credits)
    problems.push({ account: 'ledger', field: 'debits = credits', cached: debits, expected: credits });

  const totals = await db
    .selectFrom('ads_daily_totals')
    .select(['kind', 'store_type', sql<number>`sum(amount)`.as('amount'), sql<number>`sum(count)`.as('count')])
    .groupBy(['kind', 'store_type'])
    .execute();
  const posted = await db
    .selectFrom('ledger_transfers')
    .select(['kind', 'store_type', sql<number>`sum(amount)`.as('amount'), sql<number>`count(*)`.as('count')])
    .where('status', '=', 'posted')
    .groupBy(['kind', 'store_type'])
    .execute();
  const totalOf = new Map(totals.map((t) => [`${t.kind}:${t.store_type}`, t]));
  const keys = new Set([...totals, ...posted].map((t) => `${t.kind}:${t.store_type}`));
  for (const key of keys) {
    const kept = totalOf.get(key);
    const real = posted.find((p) => `${p.kind}:${p.store_type}` === key);
    if (
      Number(kept?.amount ?? 0) !== Number(real?.amount ?? 0) ||
      Number(kept?.count ?? 0) !== Number(real?.count ?? 0)
    ) {
      problems.push({
        account: `daily_totals:${key}`,
        field: 'amount',
        cached: Number(kept?.amount ?? 0),
        expected: Number(real?.amount ?? 0),
      });
    }
  }
  const transfers = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { accounts: accounts.length, transfers: Number(transfers.n), problems };
}
