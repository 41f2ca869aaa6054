import {
  LOAN_CALL_ONLY_STEPS,
  LOAN_STATUS_NONE,
  LOAN_TRANSITIONS,
  type Loan,
  type LoanBuyer,
  type LoanDetail,
  type LoanListQuery,
  type LoanStep,
  type LoanUpdateBody,
  OPEN_LOAN_STEPS,
  type TimelineEntry,
  bankAccountName,
  codeOf,
  loan,
  loanStep,
  loanTargets,
  maskAccount,
} from '@admin/contract';
import { type Kysely, type Selectable, type Updateable, sql } from 'kysely';
import { newestBatchesOf } from '../../lib/export.ts';
import type { DB } from '../../db/schema.ts';
import type { LoansTable } from '../../db/schema-money.ts';
import { entityFields, num, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered } from '../../lib/list-filters.ts';
import { changedMeanwhile, conflict, invalid, invalidField, moveRefused } from '../../lib/http-error.ts';
import { pageOf, sortRows } from '../../lib/paging.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../lib/audit-log.ts';
import { statusChange, writeAudit } from '../../lib/audit-log.ts';
import { type RowOf, oneOr404, oneUpdated, rowReader } from '../../lib/rows.ts';
import type { PoData } from '../../lib/pdf.ts';
import { addLoanHistory, readHistory } from '../../lib/timeline.ts';
import { vnd } from '../../lib/money.ts';

export type LoanRow = Selectable<LoansTable>;

/** The answer of a change: made (1), or accepted with something the operator must see (2). */
export interface Outcome<T> {
  data: T;
  warnings: string[];
}

function selectLoans(db: Kysely<DB>) {
  return db
    .selectFrom('loans as l')
    .leftJoin('partners as pa', 'pa.id', 'l.partner_id')
    .selectAll('l')
    .select(['pa.name as partner_name', userName('l.assigned_to').as('assigned_name')]);
}
type ListRow = RowOf<typeof selectLoans>;

function toLoan(row: ListRow): Loan {
  return {
    ...entityFields(loan, row),
    code: codeOf('LN', row.id),
    transaction_code: codeOf('TX', row.transaction_id),
    partner: refOf(row.partner_id, row.partner_name),
    vehicle_price: Number(row.vehicle_price),
    down_payment: Number(row.down_payment),
    requested_amount: Number(row.requested_amount),
    approved_amount: num(row.approved_amount),
    assigned_to: refOf(row.assigned_to, row.assigned_name),
  };
}
const loans = rowReader(selectLoans, toLoan, { key: 'l.id', missing: 'Loan not found' });

/** The list's filters without paging and order. */
export type LoanFilters = Omit<LoanListQuery, 'page' | 'count' | 'sort_by' | 'order_by'>;

/** The loans the list's filters keep. */
function filteredLoans(db: Kysely<DB>, query: LoanFilters) {
  let base = filtered(db.selectFrom('loans as l'), query, {
    search: 'l.search_text',
    code: { prefix: 'LN', id: 'l.id' },
    created: 'l.created_at',
    equal: { kind: 'l.kind', partner_id: 'l.partner_id', assigned_to: 'l.assigned_to' },
  });
  // No loan is ever 'non-existent': that filter finds nothing here (transactions list them).
  if (query.loan_status === LOAN_STATUS_NONE) base = base.where(sql<boolean>`1 = 0`);
  // 'lender-rejected' / 'lender-disbursed': that decision of any lender (svfc-rejected, fecredit-rejected …)
  else if (query.loan_status?.startsWith('lender-'))
    base = base.where(sql<boolean>`l.loan_status = l.product_code || ${query.loan_status.slice('lender'.length)}`);
  else if (query.loan_status) base = base.where('l.loan_status', '=', query.loan_status);
  return base;
}

/** The filtered loans, newest first, a thousand at a time (the export's order). */
export const loanBatches = (db: Kysely<DB>, filters: LoanFilters) =>
  newestBatchesOf(() => filteredLoans(db, filters), 'l.id', selectLoans(db), toLoan);

export async function listLoans(db: Kysely<DB>, query: LoanListQuery): Promise<Page<Loan>> {
  const base = filteredLoans(db, query);
  const rows = sortRows(loans.within(db, base), {
    table: 'l',
    sortBy: query.sort_by,
    orderBy: query.order_by,
  });
  return pageOf(base, rows, query, toLoan);
}

export async function readLoan(db: Kysely<DB>, id: number): Promise<LoanRow> {
  const row = await oneOr404(db.selectFrom('loans').selectAll().where('id', '=', id), 'Loan not found');
  return row;
}

async function hasDisbursement(db: Kysely<DB>, loanId: number) {
  return !!(await db.selectFrom('disbursements').select('id').where('loan_id', '=', loanId).executeTakeFirst());
}

export async function getLoan(db: Kysely<DB>, id: number): Promise<LoanDetail> {
  const row = await loans.row(db, id);
  const tx = await db
    .selectFrom('transactions as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.product_json', 'p.sales_status'])
    .where('t.id', '=', row.transaction_id)
    .executeTakeFirstOrThrow();
  return {
    ...toLoan(row),
    allowed_statuses: loanTargets(row.loan_status, row.product_code),
    product: { ...JSON.parse(tx.product_json), sales_status: tx.sales_status },
    bank_locked: await hasDisbursement(db, id),
  };
}

/** One loan as the list shows it (a lender's callback answers it). */
export const loanOf = loans.one;

/** The private-file links of the ID-card pictures are made by the caller (signed, short-lived). */
export async function getLoanBuyer(db: Kysely<DB>, id: number, link: (file: string) => string): Promise<LoanBuyer> {
  const row = await readLoan(db, id);
  const pair = (file: string | null) => (file ? { original: link(file), medium: link(file) } : null);
  return {
    loan_id: row.id,
    loan_status: row.loan_status,
    buyer_name: row.buyer_name,
    phone: row.phone,
    email: row.email,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    id_number: row.id_number,
    id_issued_date: row.id_issued_date,
    id_issued_place: row.id_issued_place,
    permanent_address: row.permanent_address,
    current_address: row.current_address,
    occupation: row.occupation,
    monthly_income: num(row.monthly_income),
    identity_card_image: { front_image: pair(row.id_front_image), back_image: pair(row.id_back_image) },
  };
}

export async function loanHistory(db: Kysely<DB>, id: number): Promise<TimelineEntry[]> {
  await readLoan(db, id);
  return readHistory(db, 'loan', id);
}

// ---------------------------------------------------------------------------------------------
// Status

const REASON_NEEDED: readonly LoanStep[] = ['rejected', 'aborted', 'lender-rejected'];

/** Writes a loan's status with its transaction's copy, history and audit entry (caller's DB transaction). */
export async function writeLoanStatus(
  db: Kysely<DB>,
  actor: Actor | null,
  auditActor: Actor,
  loan: LoanRow,
  to: string,
  extra: Updateable<LoansTable> & { reason?: string | null },
  history: { type?: string; data?: Record<string, unknown> } = {},
) {
  const now = nowIso();
  const { reason, ...columns } = extra;
  const step = loanStep(to, loan.product_code);
  const set: Updateable<LoansTable> = {
    ...columns,
    loan_status: to,
    is_open: step && OPEN_LOAN_STEPS.includes(step) ? 1 : 0,
    updated_at: now,
  };
  if (reason !== undefined) set.status_reason = reason;
  await oneUpdated(
    db.updateTable('loans').set(set).where('id', '=', loan.id).where('loan_status', '=', loan.loan_status),
    changedMeanwhile(`Loan ${codeOf('LN', loan.id)}`),
  );
  await db.updateTable('transactions').set({ loan_status: to }).where('loan_id', '=', loan.id).execute();
  await addLoanHistory(db, actor, loan.id, {
    type: history.type ?? 'status_changed',
    from: loan.loan_status,
    to,
    reason: reason ?? null,
    data: history.data ?? null,
  });
  await writeAudit(
    db,
    auditActor,
    statusChange(
      'loan',
      loan.id,
      { loan_status: loan.loan_status },
      { loan_status: to, reason: reason ?? null, ...history.data },
    ),
  );
}

async function changeLoanStatus(db: Kysely<DB>, actor: Actor, id: number, body: LoanUpdateBody): Promise<string[]> {
  return db.transaction().execute(async (trx) => moveLoanStatus(trx, actor, await readLoan(trx, id), body));
}

/**
 * Moves a loan just read in the caller's DB transaction to `body.loan_status`, with the checks of
 * the move and the decision fields it needs (staff through PUT /loans/{id}, a lender's callback);
 * answers the warnings the operator must see.
 */
export async function moveLoanStatus(
  trx: Kysely<DB>,
  actor: Actor,
  loan: LoanRow,
  body: LoanUpdateBody,
): Promise<string[]> {
  const to = body.loan_status!;
  const warnings: string[] = [];
  const code = codeOf('LN', loan.id);
  if (to === LOAN_STATUS_NONE)
    throw invalidField('loan_status', "'non-existent' means there is no loan; it cannot be set");
  const target = loanStep(to, loan.product_code);
  if (!target) {
    const prefixed = /^([a-z0-9]+)-(rejected|disbursed)$/.exec(to);
    throw invalidField(
      'loan_status',
      prefixed
        ? `${code} is a '${loan.product_code}' loan: use '${loan.product_code}-${prefixed[2]}', not '${to}'`
        : `Unknown loan status '${to}'`,
    );
  }
  if (to === loan.loan_status) {
    warnings.push(`Loan is already ${to}`);
    return warnings;
  }
  const from = loanStep(loan.loan_status, loan.product_code)!;
  const allowed = loanTargets(loan.loan_status, loan.product_code);
  if (target === 'lender-disbursed' && from === 'approved')
    throw conflict(`Record the disbursement (money and contract number) to reach ${to}`);
  if (target === 'disbursed' && from === 'lender-disbursed')
    throw conflict(`Confirm the disbursement (loan-disbursed, by a second person) to reach disbursed`);
  if (!LOAN_TRANSITIONS[from].includes(target) || LOAN_CALL_ONLY_STEPS.includes(target))
    throw moveRefused(`${code}: a loan`, loan.loan_status, to, allowed, { kind: 'loan', code });
  const reason = body.reason ?? null;
  const needsReason = REASON_NEEDED.includes(target) || (from === 'submitted' && target === 'processing');
  if (needsReason && !reason) throw invalidField('reason', 'Give a reason');
  const now = nowIso();
  const extra: Updateable<LoansTable> & { reason?: string | null } = { reason };
  if (target === 'processing' && loan.assigned_to === null) extra.assigned_to = actor.userId;
  if (target === 'submitted') {
    const missing: string[] = [];
    if (!loan.id_number) missing.push('ID number');
    if (!loan.id_front_image || !loan.id_back_image) missing.push('both ID-card pictures');
    if (!loan.date_of_birth) missing.push('date of birth');
    if (!loan.seller_bank_account) missing.push("the seller's bank account");
    if (missing.length) throw conflict(`${code} cannot be submitted: ${missing.join(', ')} missing`);
    if (Number(loan.requested_amount) > Number(loan.vehicle_price) - Number(loan.down_payment))
      throw conflict(`${code}: the amount is more than the price less the down payment`);
    extra.submitted_at = now;
  }
  if (target === 'approved') {
    const errors: Record<string, string[]> = {};
    if (body.approved_amount === undefined) errors.approved_amount = ['Approved amount is required'];
    else if (body.approved_amount > Number(loan.requested_amount))
      errors.approved_amount = [`Approved amount is at most the requested ${vnd(Number(loan.requested_amount))}`];
    if (body.tenor_months === undefined) errors.tenor_months = ['Tenor is required'];
    if (Object.keys(errors).length) throw invalid(errors);
    extra.approved_amount = body.approved_amount!;
    extra.tenor_months = body.tenor_months!;
    if (body.partner_contract_no) extra.partner_contract_no = body.partner_contract_no;
    extra.decided_at = now;
    const short = Number(loan.requested_amount) - body.approved_amount!;
    if (short > 0)
      warnings.push(
        `Approved ${vnd(body.approved_amount!)} of ${vnd(Number(loan.requested_amount))}: the buyer must add ${vnd(short)} to the down payment`,
      );
  }
  if (['rejected', 'lender-rejected', 'aborted'].includes(target)) extra.decided_at = now;
  if (target === 'done') {
    const tx = await trx
      .selectFrom('transactions')
      .select('status')
      .where('id', '=', loan.transaction_id)
      .executeTakeFirstOrThrow();
    if (tx.status !== 'completed')
      throw conflict(`${code} is done when its transaction is completed; it is '${tx.status}'`);
    extra.done_at = now;
  }
  await writeLoanStatus(trx, actor, actor, loan, to, extra);
  return warnings;
}

// ---------------------------------------------------------------------------------------------
// Bank accounts

async function updateBankAccounts(db: Kysely<DB>, actor: Actor, id: number, body: LoanUpdateBody) {
  await db.transaction().execute(async (trx) => {
    const loan = await readLoan(trx, id);
    const disbursement = await trx
      .selectFrom('disbursements')
      .select('bank_account')
      .where('loan_id', '=', id)
      .executeTakeFirst();
    if (disbursement)
      throw conflict(
        `Bank accounts are locked: the disbursement was recorded to ${maskAccount(disbursement.bank_account) ?? 'the seller'}`,
      );
    const step = loanStep(loan.loan_status, loan.product_code);
    if (step && ['approved'].includes(step) && !body.reason)
      throw invalidField('reason', 'Give a reason: the loan is approved, changing the payee account is checked');
    if (step && ['rejected', 'lender-rejected', 'aborted', 'done'].includes(step))
      throw conflict(`${codeOf('LN', id)} is '${loan.loan_status}': its bank accounts no longer change`);
    const set: Updateable<LoansTable> = {};
    const changes: Record<string, [string | null, string | null]> = {};
    for (const side of ['seller', 'buyer'] as const) {
      const account = body[`${side}_bank_account`];
      if (account === undefined) continue;
      const name = bankAccountName(body[`${side}_bank_account_name`]!);
      const bank = body[`${side}_bank_name`]!;
      set[`${side}_bank_account`] = account;
      set[`${side}_bank_account_name`] = name;
      set[`${side}_bank_name`] = bank;
      changes[`${side}_bank_account`] = [maskAccount(loan[`${side}_bank_account`]), maskAccount(account)];
      changes[`${side}_bank_account_name`] = [loan[`${side}_bank_account_name`], name];
      changes[`${side}_bank_name`] = [loan[`${side}_bank_name`], bank];
    }
    await oneUpdated(
      trx
        .updateTable('loans')
        .set({ ...set, updated_at: nowIso() })
        .where('id', '=', id)
        .where('loan_status', '=', loan.loan_status),
      changedMeanwhile(`Loan ${codeOf('LN', id)}`),
    );
    await addLoanHistory(trx, actor, id, { type: 'bank_account_updated', reason: body.reason ?? null, data: changes });
    await writeAudit(trx, actor, {
      action: 'update',
      entity: 'loan',
      entityId: id,
      before: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v[0]])),
      after: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v[1]])),
    });
  });
}

/** PUT /loans/{id}: a status change or a bank-account edit. */
export async function updateLoan(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: LoanUpdateBody,
): Promise<Outcome<LoanDetail>> {
  const warnings = body.loan_status !== undefined ? await changeLoanStatus(db, actor, id, body) : [];
  if (body.loan_status === undefined) await updateBankAccounts(db, actor, id, body);
  return { data: await getLoan(db, id), warnings };
}

/** What the purchase order of a loan shows (modules/transactions/pdf.ts draws it). */
export async function purchaseOrderData(db: Kysely<DB>, id: number): Promise<PoData> {
  const loan = await readLoan(db, id);
  const tx = await db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', loan.transaction_id)
    .executeTakeFirstOrThrow();
  const lender = await db
    .selectFrom('loan_products as lp')
    .innerJoin('partners as pa', 'pa.id', 'lp.partner_id')
    .select(['lp.name', 'pa.name as partner'])
    .where('lp.code', '=', loan.product_code)
    .executeTakeFirst();
  const product = JSON.parse(tx.product_json) as PoData['vehicle'] & {
    number_plate: string | null;
    release_year: string | null;
  };
  return {
    poNumber: `PO-${codeOf('LN', id)}`,
    at: nowIso(),
    lender: lender?.partner ?? loan.product_code,
    product: lender?.name ?? loan.product_code,
    contractNo: loan.partner_contract_no,
    buyer: {
      name: loan.buyer_name,
      idNumber: loan.id_number,
      phone: loan.phone,
      address: loan.current_address ?? loan.permanent_address,
    },
    seller: {
      name: tx.seller_name,
      phone: tx.seller_phone,
      bank: loan.seller_bank_name,
      account: loan.seller_bank_account,
      accountName: loan.seller_bank_account_name,
    },
    vehicle: {
      title: product.title,
      brand: product.brand,
      model: product.model,
      trim: product.trim,
      year: product.release_year,
      plate: product.number_plate,
    },
    price: Number(loan.vehicle_price),
    downPayment: Number(loan.down_payment),
    loanAmount: Number(loan.approved_amount ?? loan.requested_amount),
    tenorMonths: loan.tenor_months,
  };
}

export async function notePoDownload(db: Kysely<DB>, actor: Actor, id: number, sha256: string, template: string) {
  await addLoanHistory(db, actor, id, { type: 'po_downloaded', data: { sha256, template } });
}
