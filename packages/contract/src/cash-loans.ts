import { z } from 'zod';
import { exportParams } from './exports.ts';
import { entity, entityIdParam, ref, sortFields, stamps, timestamp } from './common.ts';
import { dayRange, optionalText, pageQueryOf, searchParam } from './content.ts';
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

/** The grade of a CIC score (150–850): ≥ 680 A, 570–679 B, 431–569 C, 322–430 D, below E. */
export function gradeOfCic(score: number): RiskGrade {
  if (score >= 680) return 'A';
  if (score >= 570) return 'B';
  if (score >= 431) return 'C';
  if (score >= 322) return 'D';
  return 'E';
}

/** Without a CIC score, the grade of the internal score (0–100): ≥ 80 A, ≥ 65 B, ≥ 50 C, ≥ 35 D, below E. */
export function gradeOfInternal(score: number): RiskGrade {
  if (score >= 80) return 'A';
  if (score >= 65) return 'B';
  if (score >= 50) return 'C';
  if (score >= 35) return 'D';
  return 'E';
}

export const riskGrade = (cic: number | null, internal: number | null): RiskGrade | null =>
  cic !== null ? gradeOfCic(cic) : internal !== null ? gradeOfInternal(internal) : null;

export const cashLoan = entity({
  code: z.string(),
  applicant_store: ref.nullable(),
  name: z.string(),
  phone: z.string(),
  id_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  province: ref.nullable(),
  amount: money,
  tenor_months: z.number().int(),
  purpose: z.string().nullable(),
  monthly_income: money.nullable(),
  employment: z.string().nullable(),
  collateral_vehicle: z
    .object({ brand: z.string(), model: z.string(), year: z.number().int().nullable(), plate: z.string().nullable() })
    .nullable(),
  partner: ref.nullable(),
  status: cashLoanStatus,
  status_reason: z.string().nullable(),
  rejected_by: z.enum(['staff', 'partner']).nullable(),
  cic_score: z.number().int().nullable(),
  internal_score: z.number().int().nullable(),
  risk_grade: z.enum(RISK_GRADES).nullable(),
  scored_at: timestamp.nullable(),
  scored_by: ref.nullable(),
  assigned_to: ref.nullable(),
  disbursed_amount: money.nullable(),
  disbursed_at: timestamp.nullable(),
  ...stamps,
});
export type CashLoan = z.infer<typeof cashLoan>;

export const cashLoanDetail = cashLoan.extend({ allowed_statuses: z.array(cashLoanStatus) });
export type CashLoanDetail = z.infer<typeof cashLoanDetail>;

export const CASH_LOAN_SORTS = ['id', 'created_at', 'amount', 'updated_at'] as const;
export const cashLoanListQuery = pageQueryOf(50).extend({
  q: searchParam,
  status: cashLoanStatus.optional(),
  risk_grade: z.enum(RISK_GRADES).optional(),
  partner_id: entityIdParam.optional(),
  assigned_to: entityIdParam.optional(),
  ...dayRange,
  ...sortFields(CASH_LOAN_SORTS),
});
export type CashLoanListQuery = z.infer<typeof cashLoanListQuery>;

/** GET /v1/cash-loans/export: the list's filters, the file format and the language. */
export const cashLoanExportQuery = cashLoanListQuery.omit({ page: true, count: true }).extend(exportParams);
export type CashLoanExportQuery = z.infer<typeof cashLoanExportQuery>;

export const cashLoanStatusParams = z.object({ id: entityIdParam, status: cashLoanStatus });

/** PUT /v1/cash-loans/{id}/status/{status}: a reason to reject or abort; the amount paid out to disburse. */
export const cashLoanStatusBody = z.object({
  reason: optionalText('Reason', 500),
  rejected_by: z.enum(['staff', 'partner']).optional(),
  disbursed_amount: z.number().int().positive().optional(),
});
export type CashLoanStatusBody = z.infer<typeof cashLoanStatusBody>;

/** PUT /v1/cash-loans/{id}/update-scores: given scores, or `recompute` the internal score from the rules. */
export const cashLoanScoresBody = z
  .object({
    cic_score: z
      .number()
      .int('CIC score is a whole number')
      .min(150, 'CIC score is 150 to 850')
      .max(850, 'CIC score is 150 to 850')
      .optional(),
    internal_score: z
      .number()
      .int()
      .min(0, 'Internal score is 0 to 100')
      .max(100, 'Internal score is 0 to 100')
      .optional(),
    recompute: z.boolean().optional(),
    note: optionalText('Note', 500),
  })
  .refine((b) => b.cic_score !== undefined || b.internal_score !== undefined || b.recompute === true, {
    path: ['cic_score'],
    message: 'Send a score, or recompute',
  });
export type CashLoanScoresBody = z.infer<typeof cashLoanScoresBody>;

export const cashLoanHistoryEntry = timelineEntry;
