import {
  HOLDING_STATUSES,
  LOAN_STATUS_NONE,
  type PaymentBody,
  type ReceivedTimeBody,
  TRANSACTION_TRANSITIONS,
  type Transaction,
  type TransactionAction,
  type TransactionBlock,
  type TransactionDetail,
  type TransactionListQuery,
  type TransactionPayment,
  type TransactionStatus,
  type TransactionStatusBody,
  codeOf,
  idOfCode,
  loanStep,
  parseTimeInput,
  transaction,
  transactionListQuery,
} from '@admin/contract';
import { type Kysely, type Selectable, type UpdateObject, type Updateable, sql } from 'kysely';
import { newestBatchesOf } from '../../lib/export.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ReadFrom } from '../../db/data-versions.ts';
import type { DB } from '../../db/schema.ts';
import type { TransactionsTable } from '../../db/schema-money.ts';
import { inSearchHits, SEARCHED_TRANSACTIONS, searchHits } from '../../db/search.ts';
import { entityFields, nameOf, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import {
  HttpError,
  changedMeanwhile,
  conflict,
  invalidField,
  moveRefused,
  notFound,
  reason,
} from '../../lib/http-error.ts';
import { vnd } from '../../lib/money.ts';
import { inOrderOf, pageOfIds, sortRows } from '../../lib/paging.ts';
import { assertNotFuture, nowIso } from '../../lib/time.ts';
import type { Actor } from '../../lib/audit-log.ts';
import { columnsChange, statusChange, writeAudit } from '../../lib/audit-log.ts';
import { type RowOf, oneOr404, oneUpdated, rowReader } from '../../lib/rows.ts';
import { recount } from '../products/public.ts';
import { addLoanHistory, addTransactionEvent, addEContractEvent, toTimelineEntry } from '../../lib/timeline.ts';

export type TransactionRow = Selectable<TransactionsTable>;

// ---------------------------------------------------------------------------------------------
// Reading

function selectTransactions(db: Kysely<DB>) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .selectAll('t')
    .select([
      'p.sales_status as product_sales_status',
      nameOf('stores', 't.station_id').as('station_name'),
      userName('t.assigned_to').as('assigned_name'),
      userName('t.status_updated_by').as('status_user_name'),
    ]);
}
type ListRow = RowOf<typeof selectTransactions>;

interface ProductSnapshot {
  id: number;
  title: string;
  number_plate: string | null;
  release_year: string | null;
  used_distance: number | null;
  brand: string | null;
  model: string | null;
  trim: string | null;
  picture: string | null;
}

function toTransaction(row: ListRow): Transaction {
  const product = JSON.parse(row.product_json) as ProductSnapshot;
  return {
    ...entityFields(transaction, row),
    code: codeOf('TX', row.id),
    product: { ...product, sales_status: row.product_sales_status },
    seller: { id: row.seller_store_id, name: row.seller_name, phone: row.seller_phone },
    buyer: { store_id: row.buyer_store_id, name: row.buyer_name, phone: row.buyer_phone, email: row.buyer_email },
    station: refOf(row.station_id, row.station_name),
    list_price: Number(row.list_price),
    price: Number(row.price),
    paid_amount: Number(row.paid_amount),
    loan_status: row.loan_status ?? LOAN_STATUS_NONE,
    assigned_to: refOf(row.assigned_to, row.assigned_name),
    status_updated_by: refOf(row.status_updated_by, row.status_user_name),
  };
}
const transactions = rowReader(selectTransactions, toTransaction, { key: 't.id', missing: 'Transaction not found' });

/** The first instant of the Vietnamese calendar day after `day`. */
export const dayAfter = (day: string) => new Date(Date.parse(parseTimeInput(day)!) + 86_400_000).toISOString();

/** The list's filters without paging and order. */
export type TransactionFilters = Omit<TransactionListQuery, 'page' | 'count' | 'sort_by' | 'order_by'>;

/** The list's filters that narrow the rows beside the search (a new one narrows by default). */
const NARROWING = Object.keys(transactionListQuery.shape).filter(
  (key) => !['q', 'date_field', 'page', 'count', 'sort_by', 'order_by'].includes(key),
) as (keyof TransactionFilters)[];

/**
 * The transactions the list's filters keep (search, type, statuses, parties, Vietnam days); with a
 * search alone, their number too.
 */
async function filteredTransactions(db: Kysely<DB>, query: TransactionFilters) {
  let base = db.selectFrom('transactions as t');
  const q = query.q;
  let total: number | undefined;
  if (q) {
    const id = idOfCode('TX', q);
    // the matches of the search text are read once per change of the transactions' texts (search.ts)
    const hits = await searchHits(db, q, SEARCHED_TRANSACTIONS);
    const matches = inSearchHits(db, hits, sql.ref('t.id'));
    base = id === null ? base.where(matches) : base.where((eb) => eb.or([eb('t.id', '=', id), matches]));
    // searched alone, the list's total is the matches' count
    if (id === null && NARROWING.every((key) => query[key] === undefined)) total = hits.count;
  }
  if (query.type) base = base.where('t.type', '=', query.type);
  if (query.status) base = base.where('t.status', '=', query.status);
  if (query.loan_status === LOAN_STATUS_NONE) base = base.where('t.loan_status', 'is', null);
  else if (query.loan_status) base = base.where('t.loan_status', '=', query.loan_status);
  if (query.partner_id) base = base.where('t.partner_id', '=', query.partner_id);
  if (query.store_id) {
    const store = query.store_id;
    base = base.where((eb) => eb.or([eb('t.seller_store_id', '=', store), eb('t.buyer_store_id', '=', store)]));
  }
  if (query.station_id) base = base.where('t.station_id', '=', query.station_id);
  if (query.assigned_to) base = base.where('t.assigned_to', '=', query.assigned_to);
  const dateColumn = `t.${query.date_field ?? 'created_at'}` as const;
  if (query.start_date) base = base.where(dateColumn, '>=', parseTimeInput(query.start_date)!);
  if (query.end_date) base = base.where(dateColumn, '<', dayAfter(query.end_date));
  if (query.paperwork_status) {
    const status = query.paperwork_status;
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('paperworks as p')
          .select('p.id')
          .whereRef('p.transaction_id', '=', 't.id')
          .where('p.status', '=', status),
      ),
    );
  }
  return { base, total };
}

/** What the transactions' list reads (plugins/kept-answers.ts). */
export const TRANSACTION_LIST_READS: ReadFrom = {
  rows: ['transactions', 'products', 'paperworks'],
  names: ['stores', 'users'],
};

export async function listTransactions(db: Kysely<DB>, query: TransactionListQuery): Promise<Page<Transaction>> {
  const { base, total } = await filteredTransactions(db, query);
  // One page of ids from the filter and sort indexes alone; the joins only dress those rows.
  const keys = sortRows(base.select('t.id'), {
    table: 't',
    sortBy: query.sort_by,
    orderBy: query.order_by,
    nullsLast: query.sort_by === 'status_updated_at',
  });
  return pageOfIds(base, keys, query, async (ids) => inOrderOf(ids, await transactions.of(db, ids)), {
    total,
    // the filters read the transactions and their paperworks
    keepCountWhile: { db, tables: ['transactions', 'paperworks'] },
  });
}

/** The filtered transactions, newest first, a thousand at a time (by id: the export's order). */
export const transactionBatches = (db: Kysely<DB>, filters: TransactionFilters) =>
  newestBatchesOf(
    async () => (await filteredTransactions(db, filters)).base,
    't.id',
    selectTransactions(db),
    toTransaction,
  );

export async function readTransaction(db: Kysely<DB>, id: number): Promise<TransactionRow> {
  const row = await oneOr404(db.selectFrom('transactions').selectAll().where('id', '=', id), 'Transaction not found');
  return row;
}

export const getTransaction = transactions.one;

async function listPayments(db: Kysely<DB>, transactionId: number): Promise<TransactionPayment[]> {
  const rows = await db
    .selectFrom('transaction_payments as tp')
    .selectAll('tp')
    .select(userName('tp.recorded_by').as('recorder'))
    .where('tp.transaction_id', '=', transactionId)
    .orderBy('tp.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    transaction_id: r.transaction_id,
    amount: Number(r.amount),
    method: r.method,
    reference: r.reference,
    paid_at: r.paid_at,
    recorded_by: refOf(r.recorded_by, r.recorder),
    voided_at: r.voided_at,
    void_reason: r.void_reason,
    created_at: r.created_at,
  }));
}

export async function getTransactionDetail(db: Kysely<DB>, id: number): Promise<TransactionDetail> {
  const tx = await getTransaction(db, id);
  const [payments, loan, contract, paperworks, events, now] = await Promise.all([
    listPayments(db, id),
    tx.loan_id
      ? db
          .selectFrom('loans as l')
          .select([
            'l.id',
            'l.kind',
            'l.product_code',
            'l.partner_id',
            nameOf('partners', 'l.partner_id').as('partner_name'),
            'l.loan_status',
            'l.requested_amount',
            'l.approved_amount',
          ])
          .where('l.id', '=', tx.loan_id)
          .executeTakeFirst()
      : undefined,
    tx.e_contract_id
      ? db
          .selectFrom('e_contracts')
          .select(['id', 'contract_no', 'version', 'status'])
          .where('id', '=', tx.e_contract_id)
          .executeTakeFirst()
      : undefined,
    db.selectFrom('paperworks').select(['id', 'party', 'status']).where('transaction_id', '=', id).execute(),
    db.selectFrom('transaction_events').selectAll().where('transaction_id', '=', id).orderBy('id', 'desc').execute(),
    readTransaction(db, id).then(async (row) => ({
      actions: await actionsOf(db, row),
      left: await leftToPay(db, row),
    })),
  ]);
  const bundle = (party: 'buyer' | 'seller') => {
    const p = paperworks.find((w) => w.party === party);
    return p ? { id: p.id, status: p.status } : null;
  };
  return {
    ...tx,
    payments,
    loan: loan
      ? {
          id: loan.id,
          code: codeOf('LN', loan.id),
          kind: loan.kind,
          product_code: loan.product_code,
          partner: refOf(loan.partner_id, loan.partner_name),
          loan_status: loan.loan_status,
          requested_amount: Number(loan.requested_amount),
          approved_amount: loan.approved_amount === null ? null : Number(loan.approved_amount),
        }
      : null,
    e_contract: contract ?? null,
    paperwork: { buyer: bundle('buyer'), seller: bundle('seller') },
    left_to_pay: now.left,
    allowed_statuses: [...TRANSACTION_TRANSITIONS[tx.status]],
    actions: now.actions,
    events: events.map((e) => toTimelineEntry(e)),
  };
}

// ---------------------------------------------------------------------------------------------
// Status

interface Move {
  to: TransactionStatus;
  reason: string | null;
}

/** The product fields the counters need (products.repository's recount). */
async function countedProduct(db: Kysely<DB>, productId: number) {
  const row = await db
    .selectFrom('products')
    .select(['id', 'sales_status', 'type', 'store_id', 'price', 'detail_model_id'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return { ...row, price: Number(row.price) };
}

/** Moves the product's sales status, conditional on the one read, with its counters and audit entry. */
async function moveProduct(db: Kysely<DB>, actor: Actor, productId: number, from: string, to: string) {
  const before = await countedProduct(db, productId);
  if (before.sales_status !== from) throw conflict(`The product is '${before.sales_status}', not '${from}' any more`);
  const now = nowIso();
  await oneUpdated(
    db
      .updateTable('products')
      .set({ sales_status: to, status_latest_user: actor.userId, status_latest_datetime: now, updated_at: now })
      .where('id', '=', productId)
      .where('sales_status', '=', from),
    changedMeanwhile('The product'),
  );
  await recount(db, before, { ...before, sales_status: to });
  await writeAudit(
    db,
    actor,
    statusChange('product', productId, { sales_status: from }, { sales_status: to, action: 'transaction' }),
  );
}

/** A guard that refuses a move now: its code and values, and the sentence of the 409 answer. */
type Block = TransactionAction['reasons'][number] & { message: string };

const block = (code: TransactionBlock, message: string, params: Block['params'] = {}): Block => ({
  code,
  params,
  message,
});

/**
 * The guards of a move the status table allows, reading only: every one the state refuses (none:
 * the move can be made). The change-status routes and the detail's `actions` both ask this.
 */
/**
 * What a sale still lacks to be completed (or its loan paid out): whether its e-contract is signed,
 * and the parties whose paperwork is not approved.
 */
export async function signingGaps(db: Kysely<DB>, row: TransactionRow) {
  const contract = row.e_contract_id
    ? await db.selectFrom('e_contracts').select('status').where('id', '=', row.e_contract_id).executeTakeFirst()
    : undefined;
  const papers = await db
    .selectFrom('paperworks')
    .select(['party', 'status'])
    .where('transaction_id', '=', row.id)
    .execute();
  return {
    contractSigned: contract?.status === 'completed',
    unapproved: (['buyer', 'seller'] as const).filter(
      (party) => papers.find((p) => p.party === party)?.status !== 'approved',
    ),
  };
}

async function moveBlocks(db: Kysely<DB>, row: TransactionRow, to: TransactionStatus): Promise<Block[]> {
  const code = codeOf('TX', row.id);
  const loan = row.loan_id
    ? await db
        .selectFrom('loans')
        .select(['id', 'loan_status', 'product_code'])
        .where('id', '=', row.loan_id)
        .executeTakeFirst()
    : undefined;
  const step = loan ? loanStep(loan.loan_status, loan.product_code) : null;
  const loanStatus = loan?.loan_status ?? LOAN_STATUS_NONE;
  const blocks: Block[] = [];
  switch (to) {
    case 'confirmed': {
      const product = await countedProduct(db, row.product_id);
      if (product.sales_status !== 'ing')
        blocks.push(
          block(
            'product_not_on_sale',
            `${code}: the product is '${product.sales_status}', only a product on sale ('ing') can be held`,
            { status: product.sales_status },
          ),
        );
      const holder = await db
        .selectFrom('transactions')
        .select('id')
        .where('product_id', '=', row.product_id)
        .where('holds_product', '=', 1)
        .where('id', '<>', row.id)
        .executeTakeFirst();
      if (holder)
        blocks.push(
          block('product_held', `${code}: the product is held by ${codeOf('TX', holder.id)}`, {
            holder: codeOf('TX', holder.id),
          }),
        );
      break;
    }
    case 'cancelled':
      if (step === 'lender-disbursed' || step === 'disbursed')
        blocks.push(
          block('lender_paid', `${code}: the loan is '${loanStatus}': the lender has paid, it cannot be cancelled`, {
            status: loanStatus,
          }),
        );
      break;
    case 'paid':
      if (row.type !== 'cash' && step !== 'disbursed')
        blocks.push(
          block(
            'loan_not_disbursed',
            `${code}: the loan must be 'disbursed' (confirmed) first; it is '${loanStatus}'`,
            { status: loanStatus },
          ),
        );
      if (Number(row.paid_amount) < Number(row.price))
        blocks.push(
          block(
            'not_paid_in_full',
            `${code}: ${vnd(Number(row.paid_amount))} of ${vnd(Number(row.price))} received; the price must be paid in full`,
            { paid: Number(row.paid_amount), price: Number(row.price) },
          ),
        );
      break;
    case 'delivered':
      if (!row.received_at)
        blocks.push(block('received_time_missing', `${code}: set the received time (vehicle handover) first`));
      break;
    case 'completed': {
      const gaps = await signingGaps(db, row);
      if (!gaps.contractSigned) blocks.push(block('contract_not_signed', 'the e-contract is not signed'));
      for (const party of gaps.unapproved)
        blocks.push(block('paperwork_not_approved', `the ${party}'s paperwork is not approved`, { party }));
      if (row.type !== 'cash' && step !== 'disbursed')
        blocks.push(block('loan_not_disbursed', 'the loan is not disbursed', { status: loanStatus }));
      break;
    }
    default:
      break;
  }
  return blocks;
}

/**
 * Checks a move against the table and its guards, reading only: 409 for a move not in the table
 * or a guard the state refuses, 422 for a missing reason.
 */
export async function checkMove(db: Kysely<DB>, row: TransactionRow, move: Move): Promise<void> {
  const from = row.status;
  const code = codeOf('TX', row.id);
  if (!TRANSACTION_TRANSITIONS[from].includes(move.to)) {
    if (from === 'paid' && move.to === 'cancelled')
      throw moveRefused(
        `${code}: the seller already has the money; a transaction`,
        from,
        move.to,
        TRANSACTION_TRANSITIONS[from],
        { kind: 'transaction', code },
      );
    throw moveRefused(`${code}: a transaction`, from, move.to, TRANSACTION_TRANSITIONS[from], {
      kind: 'transaction',
      code,
    });
  }
  if (move.to === 'cancelled' && !move.reason) throw invalidField('reason', 'Give a reason to cancel');
  const blocks = await moveBlocks(db, row, move.to);
  if (!blocks.length) return;
  const said = [
    reason('move_blocked', { kind: 'transaction', record: code, to: move.to }),
    blocks.map((b) => reason(b.code, b.params)),
  ] as const;
  if (move.to === 'completed')
    throw conflict(`${code} cannot be completed: ${blocks.map((b) => b.message).join('; ')}`).saying(...said);
  throw conflict(blocks[0]!.message).saying(...said);
}

/** The moves the table offers from the row's status, each with the guards applied now. */
async function actionsOf(db: Kysely<DB>, row: TransactionRow): Promise<TransactionAction[]> {
  const actions: TransactionAction[] = [];
  for (const status of TRANSACTION_TRANSITIONS[row.status]) {
    const reasons = (await moveBlocks(db, row, status)).map(({ code, params }) => ({ code, params }));
    actions.push({ status, allowed: reasons.length === 0, reasons });
  }
  return actions;
}

/**
 * The rule of money in (docs/domain.md): a confirmed sale whose money received reaches its price
 * (a loan sale's loan disbursed) is paid, moved by the system in the caller's DB transaction.
 * Every way money comes in, and the confirmation of a sale already paid in full, ends with it.
 */
export async function settleIfPaid(db: Kysely<DB>, actor: Actor, id: number): Promise<void> {
  const row = await readTransaction(db, id);
  if (row.status !== 'confirmed' || (await moveBlocks(db, row, 'paid')).length) return;
  await applyMove(db, actor, row, { to: 'paid', reason: null }, { system: true });
}

/** Money a payout of the sale's lender will bring: one recorded and not confirmed yet. */
async function payoutOnItsWay(db: Kysely<DB>, transactionId: number): Promise<number> {
  const payout = await db
    .selectFrom('disbursements')
    .select('money')
    .where('transaction_id', '=', transactionId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return payout ? Number(payout.money) : 0;
}

/** What money in may still bring: the price less what was received and a payout on its way. */
export async function leftToPay(db: Kysely<DB>, row: TransactionRow): Promise<number> {
  return Number(row.price) - Number(row.paid_amount) - (await payoutOnItsWay(db, row.id));
}

/**
 * Makes a checked move inside the caller's database transaction: the conditional update, then the
 * product, loan and contract that follow, the event and the audit entry.
 */
export async function applyMove(
  db: Kysely<DB>,
  actor: Actor,
  row: TransactionRow,
  move: Move,
  options: { system?: boolean } = {},
): Promise<void> {
  const now = nowIso();
  const from = row.status;
  const set: Updateable<TransactionsTable> = {
    status: move.to,
    status_updated_by: options.system ? null : actor.userId,
    status_updated_at: now,
    updated_at: now,
  };
  if (move.to === 'confirmed')
    Object.assign(set, { confirmed_at: now, holds_product: 1, product_previous_status: 'ing' });
  if (move.to === 'paid') set.paid_at = now;
  if (move.to === 'delivered') set.delivered_at = now;
  if (move.to === 'completed') Object.assign(set, { completed_at: now, holds_product: 0 });
  if (move.to === 'cancelled') Object.assign(set, { cancelled_at: now, cancel_reason: move.reason, holds_product: 0 });
  let result;
  try {
    result = await db
      .updateTable('transactions')
      .set(set)
      .where('id', '=', row.id)
      .where('status', '=', from)
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`${codeOf('TX', row.id)}: another transaction holds the product`);
    throw error;
  }
  if (Number(result.numUpdatedRows) !== 1) throw changedMeanwhile(`Transaction ${codeOf('TX', row.id)}`);

  if (move.to === 'confirmed') await moveProduct(db, actor, row.product_id, 'ing', 'pending');
  if (move.to === 'cancelled') {
    if (row.holds_product) {
      const product = await countedProduct(db, row.product_id);
      if (product.sales_status === 'pending')
        await moveProduct(db, actor, row.product_id, 'pending', row.product_previous_status ?? 'ing');
    }
    await abortOpenLoan(db, actor, row, 'transaction cancelled');
    await voidOpenContract(db, actor, row.id, 'transaction cancelled');
  }
  if (move.to === 'completed') {
    await moveProduct(db, actor, row.product_id, 'pending', 'done');
    if (row.buyer_store_id)
      await db
        .updateTable('stores')
        .set({ purchased_products: sql`purchased_products + 1` })
        .where('id', '=', row.buyer_store_id)
        .execute();
    if (row.loan_id) await finishLoan(db, actor, row.loan_id);
    await cancelOtherRequests(db, actor, row);
  }
  await addTransactionEvent(db, options.system ? null : actor, row.id, {
    type: 'status_changed',
    from,
    to: move.to,
    reason: move.reason,
  });
  await writeAudit(
    db,
    actor,
    statusChange('transaction', row.id, { status: from }, { status: move.to, reason: move.reason }),
  );
  // money received while the request was new counts once it is confirmed
  if (move.to === 'confirmed') await settleIfPaid(db, actor, row.id);
}

/** The loan follows a cancelled transaction: an open loan not paid out is aborted. */
async function abortOpenLoan(db: Kysely<DB>, actor: Actor, row: TransactionRow, reason: string) {
  if (!row.loan_id) return;
  const loan = await db
    .selectFrom('loans')
    .select(['id', 'loan_status', 'product_code', 'is_open'])
    .where('id', '=', row.loan_id)
    .executeTakeFirstOrThrow();
  if (!loan.is_open) return;
  const now = nowIso();
  await db
    .updateTable('loans')
    .set({ loan_status: 'aborted', status_reason: reason, is_open: 0, decided_at: now, updated_at: now })
    .where('id', '=', loan.id)
    .where('loan_status', '=', loan.loan_status)
    .execute();
  await db.updateTable('transactions').set({ loan_status: 'aborted' }).where('id', '=', row.id).execute();
  await addLoanHistory(db, null, loan.id, { type: 'status_changed', from: loan.loan_status, to: 'aborted', reason });
  await writeAudit(
    db,
    actor,
    statusChange('loan', loan.id, { loan_status: loan.loan_status }, { loan_status: 'aborted', reason }),
  );
}

/** The sale's contract still open (a draft or a sent one), if it has one. */
export const openContract = (db: Kysely<DB>, transactionId: number) =>
  db
    .selectFrom('e_contracts')
    .select(['id', 'contract_no', 'status'])
    .where('transaction_id', '=', transactionId)
    .where('is_open', '=', 1)
    .executeTakeFirst();

/** A draft or sent contract of a cancelled transaction is voided. */
async function voidOpenContract(db: Kysely<DB>, actor: Actor, transactionId: number, reason: string) {
  const contract = await openContract(db, transactionId);
  if (!contract) return;
  const now = nowIso();
  await db
    .updateTable('e_contracts')
    .set({ status: 'voided', is_open: 0, voided_at: now, void_reason: reason, updated_at: now })
    .where('id', '=', contract.id)
    .execute();
  await addEContractEvent(db, null, contract.id, { type: 'voided', from: contract.status, to: 'voided', reason });
  await writeAudit(
    db,
    actor,
    statusChange('e_contract', contract.id, { status: contract.status }, { status: 'voided', reason }),
  );
}

/** The sale is complete: its disbursed loan is done. */
async function finishLoan(db: Kysely<DB>, actor: Actor, loanId: number) {
  const loan = await db
    .selectFrom('loans')
    .select(['id', 'loan_status', 'transaction_id'])
    .where('id', '=', loanId)
    .executeTakeFirstOrThrow();
  if (loan.loan_status !== 'disbursed') return;
  const now = nowIso();
  await db
    .updateTable('loans')
    .set({ loan_status: 'done', is_open: 0, done_at: now, updated_at: now })
    .where('id', '=', loanId)
    .where('loan_status', '=', 'disbursed')
    .execute();
  await db.updateTable('transactions').set({ loan_status: 'done' }).where('id', '=', loan.transaction_id).execute();
  await addLoanHistory(db, null, loanId, {
    type: 'status_changed',
    from: 'disbursed',
    to: 'done',
    reason: 'sale completed',
  });
  await writeAudit(db, actor, statusChange('loan', loanId, { loan_status: 'disbursed' }, { loan_status: 'done' }));
}

/** Other buyers' requests for a product that is now sold are cancelled. */
async function cancelOtherRequests(db: Kysely<DB>, actor: Actor, sold: TransactionRow) {
  const others = await db
    .selectFrom('transactions')
    .selectAll()
    .where('product_id', '=', sold.product_id)
    .where('status', '=', 'new')
    .where('id', '<>', sold.id)
    .execute();
  for (const other of others)
    await applyMove(db, actor, other, { to: 'cancelled', reason: 'sold to another buyer' }, { system: true });
}

export async function changeTransactionStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: TransactionStatusBody,
): Promise<Transaction> {
  await db.transaction().execute(async (trx) => {
    const row = await readTransaction(trx, id);
    const move = { to: body.status, reason: body.reason ?? null };
    await checkMove(trx, row, move);
    await applyMove(trx, actor, row, move);
  });
  return getTransaction(db, id);
}

/** The ids of the transactions that match the list's filters, newest first, at most `limit` (a bulk action's rows). */
export async function transactionIdsMatching(db: Kysely<DB>, filters: TransactionFilters, limit: number) {
  const { base } = await filteredTransactions(db, filters);
  const rows = await base.select('t.id').orderBy('t.id', 'desc').limit(limit).execute();
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Received time and payments

/**
 * Writes `set` to the sale as `row` read it: a sale whose status (and with `samePaid`, its paid
 * amount) changed meanwhile is left alone, with a 409.
 */
export async function updateAsRead(
  trx: Kysely<DB>,
  row: TransactionRow,
  set: UpdateObject<DB, 'transactions'>,
  { samePaid = false } = {},
): Promise<void> {
  let query = trx.updateTable('transactions').set(set).where('id', '=', row.id).where('status', '=', row.status);
  if (samePaid) query = query.where('paid_amount', '=', row.paid_amount);
  await oneUpdated(query, changedMeanwhile(`Transaction ${codeOf('TX', row.id)}`));
}

export async function updateReceivedTime(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: ReceivedTimeBody,
): Promise<Transaction> {
  await db.transaction().execute(async (trx) => {
    const row = await readTransaction(trx, id);
    if (!HOLDING_STATUSES.includes(row.status))
      throw conflict(
        `${codeOf('TX', id)} is '${row.status}': the received time is set on a confirmed, paid or delivered transaction`,
      );
    assertNotFuture('received_at', body.received_at, 'Received time cannot be in the future');
    if (row.confirmed_at && body.received_at < row.confirmed_at)
      throw invalidField('received_at', 'Received time cannot be before the transaction was confirmed');
    const now = nowIso();
    await updateAsRead(trx, row, { received_at: body.received_at, updated_at: now });
    await addTransactionEvent(trx, actor, id, {
      type: 'received_time_updated',
      data: { before: row.received_at, after: body.received_at },
    });
    await writeAudit(trx, actor, columnsChange('update', 'transaction', id, row, { received_at: body.received_at }));
    // The buyer has the vehicle: a paid sale is delivered.
    if (row.status === 'paid')
      await applyMove(
        trx,
        actor,
        { ...row, received_at: body.received_at },
        { to: 'delivered', reason: null },
        { system: true },
      );
  });
  return getTransaction(db, id);
}

const PAYABLE: TransactionStatus[] = ['new', 'confirmed'];

export async function recordPayment(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: PaymentBody,
): Promise<TransactionDetail> {
  await db.transaction().execute(async (trx) => {
    const row = await readTransaction(trx, id);
    if (!PAYABLE.includes(row.status))
      throw conflict(`${codeOf('TX', id)} is '${row.status}': payments are recorded while it is new or confirmed`);
    const paidAt = body.paid_at ?? nowIso();
    assertNotFuture('paid_at', paidAt, 'Paid time cannot be in the future');
    const left = await leftToPay(trx, row);
    if (body.amount > left) throw invalidField('amount', `The payment exceeds what is left to pay (${vnd(left)})`);
    await updateAsRead(
      trx,
      row,
      { paid_amount: sql`paid_amount + ${body.amount}`, updated_at: nowIso() },
      { samePaid: true },
    );
    // a payout recorded meanwhile (it takes the row too) is seen now: the sum never passes the price
    if ((await leftToPay(trx, await readTransaction(trx, id))) < 0)
      throw invalidField('amount', `The payment exceeds what is left to pay (${vnd(left)})`);
    const { id: paymentId } = await trx
      .insertInto('transaction_payments')
      .values({
        transaction_id: id,
        amount: body.amount,
        method: body.method,
        reference: body.reference ?? null,
        paid_at: paidAt,
        recorded_by: actor.userId,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addTransactionEvent(trx, actor, id, {
      type: 'payment_recorded',
      data: { payment_id: paymentId, amount: body.amount, method: body.method },
    });
    await writeAudit(trx, actor, {
      action: 'create',
      entity: 'transaction_payment',
      entityId: paymentId,
      after: { transaction_id: id, amount: body.amount, method: body.method, reference: body.reference ?? null },
    });
    await settleIfPaid(trx, actor, id);
  });
  return getTransactionDetail(db, id);
}

export async function voidPayment(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  paymentId: number,
  reason: string,
): Promise<TransactionDetail> {
  await db.transaction().execute(async (trx) => {
    const row = await readTransaction(trx, id);
    const payment = await trx
      .selectFrom('transaction_payments')
      .selectAll()
      .where('id', '=', paymentId)
      .where('transaction_id', '=', id)
      .executeTakeFirst();
    if (!payment) throw notFound('Payment not found');
    if (payment.voided_at) throw conflict('This payment is already voided');
    if (!PAYABLE.includes(row.status))
      throw conflict(`${codeOf('TX', id)} is '${row.status}': a payment cannot be voided once the transaction is paid`);
    const now = nowIso();
    await oneUpdated(
      trx
        .updateTable('transaction_payments')
        .set({ voided_at: now, void_reason: reason })
        .where('id', '=', paymentId)
        .where('voided_at', 'is', null),
      conflict('This payment is already voided'),
    );
    await updateAsRead(trx, row, { paid_amount: sql`paid_amount - ${Number(payment.amount)}`, updated_at: now });
    await addTransactionEvent(trx, actor, id, {
      type: 'payment_voided',
      reason,
      data: { payment_id: paymentId, amount: Number(payment.amount) },
    });
    await writeAudit(
      trx,
      actor,
      statusChange('transaction_payment', paymentId, { voided_at: null }, { voided_at: now, void_reason: reason }),
    );
  });
  return getTransactionDetail(db, id);
}

// ---------------------------------------------------------------------------------------------
// Scheduled work

/** A request nobody confirmed within this many days is cancelled by the system (`TX_EXPIRE_DAYS`). */
export const requestExpiryDays = (env: NodeJS.ProcessEnv = process.env) => Number(env.TX_EXPIRE_DAYS ?? 7);

/**
 * Cancels `new` transactions created more than `days` before `now`, reason 'expired', each in its
 * own database transaction and conditional on the status read: one a person moved meanwhile is
 * left alone (counted in `skipped`).
 */
export async function expireRequests(db: Kysely<DB>, now = new Date(), days = requestExpiryDays()) {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = { cancelled: 0, skipped: 0 };
  // in id order, a batch at a time, so that a backlog (a server off for days) is cleared in one run
  for (let after = 0; ;) {
    const due = await db
      .selectFrom('transactions')
      .select('id')
      .where('status', '=', 'new')
      .where('created_at', '<', before)
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (!due.length) return result;
    for (const { id } of due) {
      after = id;
      try {
        await db.transaction().execute(async (trx) => {
          const row = await readTransaction(trx, id);
          if (row.status !== 'new') throw changedMeanwhile(`Transaction ${codeOf('TX', id)}`);
          const move = { to: 'cancelled' as const, reason: 'expired' };
          await checkMove(trx, row, move);
          await applyMove(trx, SYSTEM_ACTOR, row, move, { system: true });
        });
        result.cancelled += 1;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        result.skipped += 1;
      }
    }
  }
}

const SYSTEM_ACTOR: Actor = { userId: null, username: 'system', ip: null };
