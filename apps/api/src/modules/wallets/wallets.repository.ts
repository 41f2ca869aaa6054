import {
  CAMPAIGN_TYPES,
  CREDIT_KINDS,
  type LedgerCheck,
  type TransferKind,
  type Wallet,
  type WalletDetail,
  type WalletListQuery,
  type WalletTransfer,
  type WalletTransferListQuery,
  type WalletTransferNoteBody,
  type WalletTransferStatusBody,
  parseTimeInput,
  transferCode,
  wallet,
  walletTransfer,
  vietnamDayStart,
} from '@admin/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { containsFolded } from '../../db/search.ts';
import { auditedChange } from '../../lib/audited.ts';
import { entityFields, num, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { newestBatchesOf } from '../../lib/export.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { whereAll } from '../../lib/list-filters.ts';
import { pageOf } from '../../lib/paging.ts';
import type { Actor } from '../../plugins/audit.ts';
import { columnsChange, statusChange, writeAudit } from '../../lib/audit-log.ts';
import { type RowOf, oneOr404, rowReader } from '../../lib/rows.ts';
import { balanceAt, checkLedger, resolveTransfer } from './ledger.ts';

const TOPUP_KINDS: TransferKind[] = ['topup_cash', 'topup_alepay'];
const SPEND_KINDS: TransferKind[] = ['package_purchase', 'campaign_spend'];

/** Σ posted transfers of these kinds on the wallet `a` (index ledger_transfers(wallet_id, id)). */
const sumOfKinds = (kinds: TransferKind[]) =>
  sql<number>`(select coalesce(sum(t.amount), 0) from ledger_transfers t
    where t.wallet_id = a.id and t.status = 'posted' and t.kind in (${sql.join(kinds)}))`;

function selectWallets(db: Kysely<DB>) {
  return db
    .selectFrom('ledger_accounts as a')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .where('a.kind', '=', 'wallet')
    .select((eb) => [
      'a.id',
      'a.store_id',
      's.name as store_name',
      's.type as store_type',
      's.phone',
      'a.status',
      'a.credits_posted',
      'a.debits_posted',
      'a.debits_pending',
      'a.created_at',
      sumOfKinds(TOPUP_KINDS).as('total_topup'),
      sumOfKinds(SPEND_KINDS).as('total_spent_gross'),
      sumOfKinds(['refund']).as('total_refund'),
      sumOfKinds(['bonus']).as('total_bonus'),
      eb
        .selectFrom('campaigns as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('c.wallet_id', '=', 'a.id')
        .where('c.status', '=', 2)
        .as('active_campaigns'),
    ]);
}
type WalletRow = RowOf<typeof selectWallets>;

const toWallet = (row: WalletRow): Wallet => {
  const balance = Number(row.credits_posted) - Number(row.debits_posted);
  return {
    ...entityFields(wallet, row),
    store: { id: row.store_id!, name: row.store_name },
    balance,
    available: balance - Number(row.debits_pending),
    pending: Number(row.debits_pending),
    total_topup: Number(row.total_topup ?? 0),
    total_spent: Number(row.total_spent_gross ?? 0) - Number(row.total_refund ?? 0),
    active_campaigns: Number(row.active_campaigns ?? 0),
  };
};

const WALLET_ORDER = {
  id: sql`a.id`,
  created_at: sql`a.created_at`,
  balance: sql`a.credits_posted - a.debits_posted`,
  total_topup: sql`total_topup`,
  total_spent: sql`total_spent_gross`,
} as const;

type WalletFilters = Pick<WalletListQuery, 'q' | 'store_type' | 'funded'>;

/** What the filters ask of a wallet `a` and its store `s`: search, store type, only funded. */
const walletConditions = (query: WalletFilters): Expression<SqlBool>[] => [
  ...(query.q ? [containsFolded(sql.ref('s.search_text'), query.q)] : []),
  ...(query.store_type ? [sql<SqlBool>`${sql.ref('s.type')} = ${query.store_type}`] : []),
  ...(query.funded === '1' ? [sql<SqlBool>`a.credits_posted - a.debits_posted > 0`] : []),
];

/** The accounts (wallets of stores) the filters keep. */
function filteredWallets(db: Kysely<DB>, query: WalletFilters) {
  const accounts = db
    .selectFrom('ledger_accounts as a')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .where('a.kind', '=', 'wallet');
  return whereAll(accounts, walletConditions(query));
}

/** The filtered accounts, newest first, a thousand at a time (the export's order). */
export const walletBatches = (db: Kysely<DB>, filters: WalletFilters) =>
  newestBatchesOf(() => filteredWallets(db, filters), 'a.id', selectWallets(db), toWallet);

export async function listWallets(db: Kysely<DB>, query: WalletListQuery): Promise<Page<Wallet>> {
  const rows = whereAll(selectWallets(db), walletConditions(query))
    .orderBy(WALLET_ORDER[query.sort_by], query.order_by)
    .orderBy('a.id', query.order_by);
  return pageOf(filteredWallets(db, query), rows, query, toWallet);
}

export async function getWallet(db: Kysely<DB>, id: number, at?: string): Promise<WalletDetail> {
  const row = await oneOr404(selectWallets(db).where('a.id', '=', id), 'Wallet not found');
  const counts = await db
    .selectFrom('campaigns')
    .select(['type', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('wallet_id', '=', id)
    .groupBy(['type', 'status'])
    .execute();
  const campaigns = Object.fromEntries(
    CAMPAIGN_TYPES.map((type) => {
      const mine = counts.filter((c) => c.type === type);
      return [
        type,
        {
          total: mine.reduce((sum, c) => sum + Number(c.n), 0),
          by_status: Object.fromEntries(mine.map((c) => [String(c.status), Number(c.n)])),
        },
      ];
    }),
  ) as WalletDetail['campaigns'];
  const atIso = at ? parseTimeInput(at)! : null;
  return {
    ...toWallet(row),
    total_bonus: Number(row.total_bonus ?? 0),
    total_refund: Number(row.total_refund ?? 0),
    campaigns,
    balance_at: atIso ? { at: atIso, balance: await balanceAt(db, id, atIso) } : null,
  };
}

function selectTransfers(db: Kysely<DB>) {
  return db
    .selectFrom('ledger_transfers as t')
    .selectAll('t')
    .select([userName('t.created_by').as('created_by_name')]);
}
type TransferListRow = RowOf<typeof selectTransfers>;

const toTransfer = (row: TransferListRow): WalletTransfer => ({
  ...entityFields(walletTransfer, row),
  code: transferCode(row.id),
  kind: row.kind as TransferKind,
  amount: row.credit_account_id === row.wallet_id ? Number(row.amount) : -Number(row.amount),
  balance_after: num(row.wallet_balance_after),
  created_by: refOf(row.created_by, row.created_by_name),
});
const transfers = rowReader(selectTransfers, toTransfer, { key: 't.id', missing: 'Transfer not found' });

const dayAfter = (day: string) => new Date(Date.parse(vietnamDayStart(day)) + 86_400_000).toISOString();

/** The wallet's transfers, newest first; `direction` in (credits) or out (debits). */
export async function listWalletTransfers(
  db: Kysely<DB>,
  walletId: number,
  query: WalletTransferListQuery,
): Promise<Page<WalletTransfer>> {
  const exists = await db.selectFrom('ledger_accounts').select('id').where('id', '=', walletId).executeTakeFirst();
  if (!exists) throw notFound('Wallet not found');
  let base = db.selectFrom('ledger_transfers as t').where('t.wallet_id', '=', walletId);
  if (query.kind) base = base.where('t.kind', '=', query.kind);
  if (query.status) base = base.where('t.status', '=', query.status);
  if (query.direction) base = base.where('t.kind', query.direction === 'in' ? 'in' : 'not in', CREDIT_KINDS);
  if (query.start_date) base = base.where('t.created_at', '>=', vietnamDayStart(query.start_date));
  if (query.end_date) base = base.where('t.created_at', '<', dayAfter(query.end_date));
  return pageOf(base, transfers.within(db, base).orderBy('t.id', 'desc'), query, transfers.toItem);
}

export const getWalletTransfer = transfers.one;

/** The note is the only thing about a transfer that changes; audited. */
export async function setWalletTransferNote(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: WalletTransferNoteBody,
): Promise<WalletTransfer> {
  const before = await getWalletTransfer(db, id);
  const note = body.note === '' ? null : body.note;
  await auditedChange(db, actor, columnsChange('update', 'wallet_transfer', id, before, { note }), async (trx) => {
    await trx.updateTable('ledger_transfers').set({ note }).where('id', '=', id).execute();
  });
  return getWalletTransfer(db, id);
}

/**
 * Posts or voids a pending transfer. A hold made by a cash order decides that order through the
 * cash orders' own function (so the two never disagree), which the caller passes in.
 */
export async function setWalletTransferStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: WalletTransferStatusBody,
  decideCashOrder: (
    trx: Kysely<DB>,
    actor: Actor,
    orderId: number,
    status: 'approved' | 'rejected',
    reason?: string,
  ) => Promise<void>,
): Promise<WalletTransfer> {
  const before = await getWalletTransfer(db, id);
  if (before.status !== 'pending') throw conflict(`Transfer ${before.code} is already ${before.status}`);
  await db.transaction().execute(async (trx) => {
    // the transfer's entry first: its version is the one the request names (If-Match)
    await writeAudit(
      trx,
      actor,
      statusChange('wallet_transfer', id, { status: 'pending' }, { status: body.status, reason: body.reason ?? null }),
    );
    if (before.ref_type === 'cash_order' && before.ref_id !== null) {
      await decideCashOrder(trx, actor, before.ref_id, body.status === 'posted' ? 'approved' : 'rejected', body.reason);
      return;
    }
    await resolveTransfer(trx, id, body.status, { reason: body.reason });
  });
  return getWalletTransfer(db, id);
}

export const ledgerCheck = (db: Kysely<DB>): Promise<LedgerCheck> => checkLedger(db);
