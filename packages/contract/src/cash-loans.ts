import { z } from 'zod/mini';
import { exportParams } from './exports.ts';
import { entity, entityIdParam, ref, sortFields, stamps, timestamp } from './common.ts';
import { dayRange, optionalText, pageQueryOf, searchParam } from './site.ts';
import { money, timelineEntry } from './transactions.ts';

/**
 * A cash loan (vay tiền mặt): a personal loan application of a marketplace user, often against a
 * vehicle, that the marketplace scores and forwards to a lender. Same words as loans, without the
 * lender prefix: a lender's refusal is `rejected` with `rejected_by: 'partner'`.
 */
export const CASH_LOAN_STATUSES = [
  'applied',
  'processing',
  'submitted',
  'approved',
  'disbursed',
  'rejected',
  'aborted',
  'done',
] as const;
export const cashLoanStatus = z.enum(CASH_LOAN_STATUSES, {
  error: 'Status must be applied, processing, submitted, approved, disbursed, rejected, aborted or done',
});
export type CashLoanStatus = z.infer<typeof cashLoanStatus>;

export const CASH_LOAN_TRANSITIONS: Record<CashLoanStatus, readonly CashLoanStatus[]> = {
  applied: ['processing', 'rejected', 'aborted'],
  processing: ['submitted', 'rejected', 'aborted'],
  submitted: ['approved', 'rejected', 'processing', 'aborted'],
  approved: ['disbursed', 'rejected', 'aborted'],
  disbursed: ['done'],
  rejected: [],
  aborted: [],
  done: [],
};

export const RISK_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type RiskGrade = (typeof RISK_GRADES)[number];

/** A score's grade from the lowest scores of A, B, C and D (in that order); below them all, E. */
const gradeByFloors =
  (floors: readonly [number, number, number, number]) =>
  (score: number): RiskGrade =>
    RISK_GRADES[floors.findIndex((floor) => score >= floor)] ?? 'E';

/** The grade of a CIC score (150–850): ≥ 680 A, 570–679 B, 431–569 C, 322–430 D, below E. */
export const gradeOfCic = gradeByFloors([680, 570, 431, 322]);

/** Without a CIC score, the grade of the internal score (0–100): ≥ 80 A, ≥ 65 B, ≥ 50 C, ≥ 35 D, below E. */
export const gradeOfInternal = gradeByFloors([80, 65, 50, 35]);

export const riskGrade = (cic: number | null, internal: number | null): RiskGrade | null =>
  cic !== null ? gradeOfCic(cic) : internal !== null ? gradeOfInternal(internal) : null;

export const cashLoan = entity({
  code: z.string(),
  applicant_store: z.nullable(ref),
  name: z.string(),
  phone: z.string(),
  id_number: z.nullable(z.string()),
  date_of_birth: z.nullable(z.string()),
  province: z.nullable(ref),
  amount: money,
  tenor_months: z.int(),
  purpose: z.nullable(z.string()),
  monthly_income: z.nullable(money),
  employment: z.nullable(z.string()),
  collateral_vehicle: z.nullable(
    z.object({ brand: z.string(), model: z.string(), year: z.nullable(z.int()), plate: z.nullable(z.string()) }),
  ),
  partner: z.nullable(ref),
  status: cashLoanStatus,
  status_reason: z.nullable(z.string()),
  rejected_by: z.nullable(z.enum(['staff', 'partner'])),
  cic_score: z.nullable(z.int()),
  internal_score: z.nullable(z.int()),
  risk_grade: z.nullable(z.enum(RISK_GRADES)),
  scored_at: z.nullable(timestamp),
  scored_by: z.nullable(ref),
  assigned_to: z.nullable(ref),
  disbursed_amount: z.nullable(money),
  disbursed_at: z.nullable(timestamp),
  ...stamps,
});
export type CashLoan = z.infer<typeof cashLoan>;

export const cashLoanDetail = z.extend(cashLoan, { allowed_statuses: z.array(cashLoanStatus) });
export type CashLoanDetail = z.infer<typeof cashLoanDetail>;

export const CASH_LOAN_SORTS = ['id', 'created_at', 'amount', 'updated_at'] as const;
export const cashLoanListQuery = z.extend(pageQueryOf(50), {
  q: searchParam,
  status: z.optional(cashLoanStatus),
  risk_grade: z.optional(z.enum(RISK_GRADES)),
  partner_id: z.optional(entityIdParam),
  assigned_to: z.optional(entityIdParam),
  ...dayRange,
  ...sortFields(CASH_LOAN_SORTS),
});
export type CashLoanListQuery = z.infer<typeof cashLoanListQuery>;

/** GET /v1/cash-loans/export: the list's filters, the file format and the language. */
export const cashLoanExportQuery = z.extend(z.omit(cashLoanListQuery, { page: true, count: true }), exportParams);
export type CashLoanExportQuery = z.infer<typeof cashLoanExportQuery>;

export const cashLoanStatusParams = z.object({ id: entityIdParam, status: cashLoanStatus });

/** PUT /v1/cash-loans/{id}/status/{status}: a reason to reject or abort; the amount paid out to disburse. */
export const cashLoanStatusBody = z.object({
  reason: optionalText('Reason', 500),
  rejected_by: z.optional(z.enum(['staff', 'partner'])),
  disbursed_amount: z.optional(z.int().check(z.positive())),
});
export type CashLoanStatusBody = z.infer<typeof cashLoanStatusBody>;

/** PUT /v1/cash-loans/{id}/update-scores: given scores, or `recompute` the internal score from the rules. */
export const cashLoanScoresBody = z
  .object({
    cic_score: z.optional(
      z
        .number()
        .check(
          z.int('CIC score is a whole number'),
          z.gte(150, 'CIC score is 150 to 850'),
          z.lte(850, 'CIC score is 150 to 850'),
        ),
    ),
    internal_score: z.optional(
      z.number().check(z.int(), z.gte(0, 'Internal score is 0 to 100'), z.lte(100, 'Internal score is 0 to 100')),
    ),
    recompute: z.optional(z.boolean()),
    note: optionalText('Note', 500),
  })
  .check(
    z.refine((b) => b.cic_score !== undefined || b.internal_score !== undefined || b.recompute === true, {
      path: ['cic_score'],
      message: 'Send a score, or recompute',
    }),
  );
export type CashLoanScoresBody = z.infer<typeof cashLoanScoresBody>;

export const cashLoanHistoryEntry = timelineEntry;
