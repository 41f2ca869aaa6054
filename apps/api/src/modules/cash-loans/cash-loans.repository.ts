import {
  CASH_LOAN_TRANSITIONS,
  type CashLoan,
  type CashLoanListQuery,
  type CashLoanScoresBody,
  type CashLoanStatus,
  type CashLoanStatusBody,
  type TimelineEntry,
  cashLoan,
  codeOf,
  riskGrade,
} from '@admin/contract';
import { type Kysely, type Selectable, type Updateable } from 'kysely';
import { newestBatchesOf } from '../../lib/export.ts';
import type { DB } from '../../db/schema.ts';
import type { CashLoansTable } from '../../db/schema-money.ts';
import { type Actor, statusChange, writeAudit } from '../../lib/audit-log.ts';
import { entityFields, nameOf, num, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered } from '../../lib/list-filters.ts';
import { changedMeanwhile, conflict, invalidField, moveRefused } from '../../lib/http-error.ts';
import { inOrderOf, pageOfIds, sortRows } from '../../lib/paging.ts';
import { type RowOf, oneOr404, oneUpdated, rowReader } from '../../lib/rows.ts';
import { nowIso } from '../../lib/time.ts';
import { addCashLoanHistory, readHistory } from '../../lib/timeline.ts';
import { vnd } from '../../lib/money.ts';

type Row = Selectable<CashLoansTable>;

function selectCashLoans(db: Kysely<DB>) {
  return db
    .selectFrom('cash_loans as c')
    .selectAll('c')
    .select([
      nameOf('stores', 'c.applicant_store_id').as('store_name'),
      nameOf('locations', 'c.province_id').as('province_name'),
      nameOf('partners', 'c.partner_id').as('partner_name'),
      userName('c.scored_by').as('scorer'),
      userName('c.assigned_to').as('assignee'),
    ]);
}
type ListRow = RowOf<typeof selectCashLoans>;

const toCashLoan = (r: ListRow): CashLoan => ({
  ...entityFields(cashLoan, r),
  code: codeOf('CL', r.id),
  applicant_store: refOf(r.applicant_store_id, r.store_name),
  province: refOf(r.province_id, r.province_name),
  amount: Number(r.amount),
  monthly_income: num(r.monthly_income),
  collateral_vehicle: r.collateral_json ? JSON.parse(r.collateral_json) : null,
  partner: refOf(r.partner_id, r.partner_name),
  scored_by: refOf(r.scored_by, r.scorer),
  assigned_to: refOf(r.assigned_to, r.assignee),
  disbursed_amount: num(r.disbursed_amount),
});
const cashLoans = rowReader(selectCashLoans, toCashLoan, { key: 'c.id', missing: 'Cash loan not found' });

/** The list's filters without paging and order. */
export type CashLoanFilters = Omit<CashLoanListQuery, 'page' | 'count' | 'sort_by' | 'order_by'>;

/** The cash loans the list's filters keep. */
function filteredCashLoans(db: Kysely<DB>, query: CashLoanFilters) {
  return filtered(db.selectFrom('cash_loans as c'), query, {
    search: 'c.search_text',
    code: { prefix: 'CL', id: 'c.id' },
    created: 'c.created_at',
    equal: { status: 'c.status', risk_grade: 'c.risk_grade', partner_id: 'c.partner_id', assigned_to: 'c.assigned_to' },
  });
}

/** The filtered cash loans, newest first, a thousand at a time (the export's order). */
export const cashLoanBatches = (db: Kysely<DB>, filters: CashLoanFilters) =>
  newestBatchesOf(() => filteredCashLoans(db, filters), 'c.id', selectCashLoans(db), toCashLoan);

export async function listCashLoans(db: Kysely<DB>, query: CashLoanListQuery): Promise<Page<CashLoan>> {
  const base = filteredCashLoans(db, query);
  const keys = sortRows(base.select('c.id'), { table: 'c', sortBy: query.sort_by, orderBy: query.order_by });
  return pageOfIds(base, keys, query, async (ids) => inOrderOf(ids, await cashLoans.of(db, ids)));
}

async function readCashLoan(db: Kysely<DB>, id: number): Promise<Row> {
  const row = await oneOr404(db.selectFrom('cash_loans').selectAll().where('id', '=', id), 'Cash loan not found');
  return row;
}

export async function getCashLoan(db: Kysely<DB>, id: number) {
  const row = await cashLoans.row(db, id);
  return { ...toCashLoan(row), allowed_statuses: [...CASH_LOAN_TRANSITIONS[row.status]] };
}

export async function cashLoanHistories(db: Kysely<DB>, id: number): Promise<TimelineEntry[]> {
  await readCashLoan(db, id);
  return readHistory(db, 'cash_loan', id);
}

/** Grades a lender accepts for submission. */
const SUBMITTABLE = ['A', 'B', 'C'];

export async function changeCashLoanStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  to: CashLoanStatus,
  body: CashLoanStatusBody,
): Promise<string[]> {
  const warnings: string[] = [];
  await db.transaction().execute(async (trx) => {
    const row = await readCashLoan(trx, id);
    const code = codeOf('CL', id);
    if (row.status === to) {
      // a repeated payout is the same payout, or a mistake: never a second amount answered "done"
      const recorded = Number(row.disbursed_amount);
      if (to === 'disbursed' && body.disbursed_amount !== undefined && body.disbursed_amount !== recorded) {
        throw conflict(`${code} was already disbursed with ${vnd(recorded)}, not ${vnd(body.disbursed_amount)}`);
      }
      warnings.push(`Cash loan is already ${to}`);
      return;
    }
    if (!CASH_LOAN_TRANSITIONS[row.status].includes(to))
      throw moveRefused(`${code}: a cash loan`, row.status, to, CASH_LOAN_TRANSITIONS[row.status], {
        kind: 'cash_loan',
        code,
      });
    const reason = body.reason ?? null;
    if ((to === 'rejected' || to === 'aborted') && !reason) throw invalidField('reason', 'Give a reason');
    const now = nowIso();
    const set: Updateable<CashLoansTable> = { status: to, updated_at: now };
    if (reason !== null) set.status_reason = reason;
    if (to === 'processing' && row.assigned_to === null) set.assigned_to = actor.userId;
    if (to === 'submitted') {
      if (!row.risk_grade) throw conflict(`${code} has no score yet: score it before submitting`);
      if (!SUBMITTABLE.includes(row.risk_grade))
        throw conflict(`Risk grade ${row.risk_grade}: only grades A to C are submitted to a lender`);
    }
    if (to === 'rejected')
      set.rejected_by =
        body.rejected_by ?? (row.status === 'submitted' || row.status === 'approved' ? 'partner' : 'staff');
    if (to === 'disbursed') {
      const amount = body.disbursed_amount ?? Number(row.amount);
      if (amount > Number(row.amount))
        throw invalidField('disbursed_amount', `At most the requested ${vnd(Number(row.amount))}`);
      set.disbursed_amount = amount;
      set.disbursed_at = now;
    }
    await oneUpdated(
      trx.updateTable('cash_loans').set(set).where('id', '=', id).where('status', '=', row.status),
      changedMeanwhile(`Cash loan ${code}`),
    );
    await addCashLoanHistory(trx, actor, id, { type: 'status_changed', from: row.status, to, reason });
    await writeAudit(trx, actor, statusChange('cash_loan', id, { status: row.status }, { status: to, reason }));
  });
  return warnings;
}

/**
 * The internal score (0–100) from fixed rules: identity complete 25, phone verified 20, a vehicle
 * as collateral 20, income covering the loan 20, a past purchase on the marketplace 15.
 */
async function internalScore(db: Kysely<DB>, row: Row): Promise<number> {
  let score = 0;
  if (row.id_number && row.date_of_birth) score += 25;
  if (row.phone_verified) score += 20;
  if (row.collateral_json) score += 20;
  if (row.monthly_income !== null && Number(row.monthly_income) * row.tenor_months >= Number(row.amount) * 1.5)
    score += 20;
  if (row.applicant_store_id) {
    const store = await db
      .selectFrom('stores')
      .select('purchased_products')
      .where('id', '=', row.applicant_store_id)
      .executeTakeFirst();
    if (store && store.purchased_products > 0) score += 15;
  }
  return score;
}

/** Scores change while the application is applied or processing; after submission they are frozen. */
export async function updateCashLoanScores(db: Kysely<DB>, actor: Actor, id: number, body: CashLoanScoresBody) {
  await db.transaction().execute(async (trx) => {
    const row = await readCashLoan(trx, id);
    if (row.status !== 'applied' && row.status !== 'processing')
      throw conflict(`${codeOf('CL', id)} is '${row.status}': scores are frozen once it is submitted`);
    const cic = body.cic_score ?? row.cic_score;
    const internal =
      body.internal_score ??
      (body.recompute || row.internal_score === null ? await internalScore(trx, row) : row.internal_score);
    const grade = riskGrade(cic, internal);
    const now = nowIso();
    const before = { cic_score: row.cic_score, internal_score: row.internal_score, risk_grade: row.risk_grade };
    const after = { cic_score: cic, internal_score: internal, risk_grade: grade };
    await oneUpdated(
      trx
        .updateTable('cash_loans')
        .set({ ...after, scored_at: now, scored_by: actor.userId, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', row.status),
      changedMeanwhile(`Cash loan ${codeOf('CL', id)}`),
    );
    await addCashLoanHistory(trx, actor, id, {
      type: 'scores_updated',
      reason: body.note ?? null,
      data: { before, after },
    });
    await writeAudit(trx, actor, { action: 'update', entity: 'cash_loan', entityId: id, before, after });
  });
  return getCashLoan(db, id);
}
