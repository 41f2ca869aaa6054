import { z } from 'zod/mini';
import { exportParams } from './exports.ts';
import { entity, entityIdParam, MAX_ID, ref, sortFields, stamps, timestamp } from './common.ts';
import { dayRange, optionalText, pageQueryOf, requiredText, searchParam } from './site.ts';
import { LOAN_STATUS_NONE, loanStatusFilter, money, timelineEntry, transactionProduct } from './transactions.ts';

/**
 * Loans of finance and credit sales: a consumer-finance company (finance) or a bank (credit) lends
 * part of the price and pays it to the seller. `{code}-rejected` and `{code}-disbursed` are the
 * lender's decision and payout, prefixed with the loan's product code (`svfc-rejected`); the
 * unprefixed `rejected` and `disbursed` are the marketplace's own (docs/domain.md).
 */
export const LOAN_KINDS = ['finance', 'credit'] as const;
export const loanKind = z.enum(LOAN_KINDS, { error: 'Kind must be finance or credit' });
export type LoanKind = z.infer<typeof loanKind>;

/** The statuses without a lender prefix. */
export const LOAN_BASE_STATUSES = [
  'applied',
  'processing',
  'submitted',
  'approved',
  'rejected',
  'aborted',
  'disbursed',
  'done',
] as const;
export type LoanBaseStatus = (typeof LOAN_BASE_STATUSES)[number];

/** A lender product code: lower-case letters and digits ('svfc', 'hdsaison'). */
export const PRODUCT_CODE = /^[a-z][a-z0-9]{1,19}$/;

/** The statuses a loan of this product can have: the base ones and the lender's two. */
export function loanStatusesFor(productCode: string): string[] {
  return [...LOAN_BASE_STATUSES, `${productCode}-rejected`, `${productCode}-disbursed`];
}

/** Reads a status against the loan's product: the base word, or 'lender-rejected' / 'lender-disbursed'. */
export type LoanStep = LoanBaseStatus | 'lender-rejected' | 'lender-disbursed';
export function loanStep(status: string, productCode: string): LoanStep | null {
  if ((LOAN_BASE_STATUSES as readonly string[]).includes(status)) return status as LoanBaseStatus;
  if (status === `${productCode}-rejected`) return 'lender-rejected';
  if (status === `${productCode}-disbursed`) return 'lender-disbursed';
  return null;
}

/** The moves, on the steps above. Reaching `lender-disbursed` and `disbursed` takes their own calls. */
export const LOAN_TRANSITIONS: Record<LoanStep, readonly LoanStep[]> = {
  applied: ['processing', 'rejected', 'aborted'],
  processing: ['submitted', 'rejected', 'aborted'],
  submitted: ['approved', 'lender-rejected', 'processing', 'aborted'],
  approved: ['lender-rejected', 'aborted', 'lender-disbursed'],
  'lender-disbursed': ['disbursed'],
  disbursed: ['done'],
  rejected: [],
  'lender-rejected': [],
  aborted: [],
  done: [],
};

/** The steps only a dedicated call reaches: the disbursement record, and its confirmation. */
export const LOAN_CALL_ONLY_STEPS: readonly LoanStep[] = ['lender-disbursed', 'disbursed'];

/** A loan is open (at most one per transaction) from application until it is done. */
export const OPEN_LOAN_STEPS: readonly LoanStep[] = [
  'applied',
  'processing',
  'submitted',
  'approved',
  'lender-disbursed',
  'disbursed',
];

/** The statuses the loan may move to through PUT /loans/{id} (the spelled-out names). */
export function loanTargets(status: string, productCode: string): string[] {
  const step = loanStep(status, productCode);
  if (!step) return [];
  return LOAN_TRANSITIONS[step]
    .filter((s) => !LOAN_CALL_ONLY_STEPS.includes(s))
    .map((s) =>
      s === 'lender-rejected' ? `${productCode}-rejected` : s === 'lender-disbursed' ? `${productCode}-disbursed` : s,
    );
}

const bankAccountNumber = z
  .string({ error: 'Bank account is required' })
  .check(z.trim(), z.regex(/^[0-9]{6,20}$/, 'Bank account has 6 to 20 digits'));
export const imagePair = z.object({ original: z.string(), medium: z.string() });

export const loan = entity({
  code: z.string(),
  transaction_id: z.int(),
  transaction_code: z.string(),
  kind: loanKind,
  partner: z.nullable(ref),
  product_code: z.string(),
  loan_status: z.string(),
  status_reason: z.nullable(z.string()),
  buyer_name: z.string(),
  phone: z.string(),
  vehicle_price: money,
  down_payment: money,
  requested_amount: money,
  approved_amount: z.nullable(money),
  tenor_months: z.int(),
  partner_contract_no: z.nullable(z.string()),
  seller_bank_account: z.nullable(z.string()),
  seller_bank_account_name: z.nullable(z.string()),
  seller_bank_name: z.nullable(z.string()),
  buyer_bank_account: z.nullable(z.string()),
  buyer_bank_account_name: z.nullable(z.string()),
  buyer_bank_name: z.nullable(z.string()),
  assigned_to: z.nullable(ref),
  submitted_at: z.nullable(timestamp),
  decided_at: z.nullable(timestamp),
  disbursed_at: z.nullable(timestamp),
  done_at: z.nullable(timestamp),
  ...stamps,
});
export type Loan = z.infer<typeof loan>;

/** The detail: the loan, the statuses it may take now, the vehicle with pictures. */
export const loanDetail = z.extend(loan, {
  allowed_statuses: z.array(z.string()),
  product: transactionProduct,
  bank_locked: z.boolean(),
});
export type LoanDetail = z.infer<typeof loanDetail>;

/** GET /loans/{id}/buyer: the borrower, with ID-card pictures as short-lived signed links. */
export const loanBuyer = z.object({
  loan_id: z.int(),
  loan_status: z.string(),
  buyer_name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  date_of_birth: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  id_number: z.nullable(z.string()),
  id_issued_date: z.nullable(z.string()),
  id_issued_place: z.nullable(z.string()),
  permanent_address: z.nullable(z.string()),
  current_address: z.nullable(z.string()),
  occupation: z.nullable(z.string()),
  monthly_income: z.nullable(money),
  identity_card_image: z.object({ front_image: z.nullable(imagePair), back_image: z.nullable(imagePair) }),
});
export type LoanBuyer = z.infer<typeof loanBuyer>;

export const LOAN_SORTS = ['id', 'created_at', 'requested_amount', 'updated_at'] as const;

export const loanListQuery = z.extend(pageQueryOf(50), {
  q: searchParam,
  /** A status of any product (`svfc-rejected`), or `non-existent` (no loan: an empty list). */
  loan_status: loanStatusFilter,
  kind: z.optional(loanKind),
  partner_id: z.optional(entityIdParam),
  assigned_to: z.optional(entityIdParam),
  ...dayRange,
  ...sortFields(LOAN_SORTS),
});
export type LoanListQuery = z.infer<typeof loanListQuery>;

/** GET /loans/export: the list's filters, the file format and the language. */
export const loanExportQuery = z.extend(z.omit(loanListQuery, { page: true, count: true }), exportParams);
export type LoanExportQuery = z.infer<typeof loanExportQuery>;

/**
 * PUT /loans/{id}: a status (`loan_status`, with the lender's decision fields), or one side's bank
 * account (all three fields of the side together). A reason is required to reject or abort, and to
 * change a bank account after approval.
 */
export const loanUpdateBody = z
  .object({
    loan_status: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
    reason: optionalText('Reason', 500),
    approved_amount: z.optional(z.int('Approved amount is a whole number of đồng').check(z.positive())),
    tenor_months: z.optional(z.int().check(z.gte(1), z.lte(84))),
    partner_contract_no: optionalText('Contract number', 50),
    seller_bank_account: z.optional(bankAccountNumber),
    seller_bank_account_name: z.optional(requiredText('Account name', 100)),
    seller_bank_name: z.optional(requiredText('Bank name', 100)),
    buyer_bank_account: z.optional(bankAccountNumber),
    buyer_bank_account_name: z.optional(requiredText('Account name', 100)),
    buyer_bank_name: z.optional(requiredText('Bank name', 100)),
  })
  .check(
    z.superRefine((body, ctx) => {
      for (const side of ['seller', 'buyer'] as const) {
        const fields = [`${side}_bank_account`, `${side}_bank_account_name`, `${side}_bank_name`] as const;
        const given = fields.filter((f) => body[f] !== undefined);
        if (given.length > 0 && given.length < 3) {
          for (const f of fields.filter((f) => body[f] === undefined))
            ctx.addIssue({ code: 'custom', path: [f], message: 'Send the account number, name and bank together' });
        }
      }
      const bank = ['seller_bank_account', 'buyer_bank_account'].some(
        (f) => body[f as keyof typeof body] !== undefined,
      );
      if (!bank && body.loan_status === undefined)
        ctx.addIssue({ code: 'custom', path: ['loan_status'], message: 'Send a loan status or a bank account' });
      if (bank && body.loan_status !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['loan_status'],
          message: 'Change the status and the bank account apart',
        });
    }),
  );
export type LoanUpdateBody = z.infer<typeof loanUpdateBody>;

export const loanHistoryEntry = timelineEntry;

export const disbursement = entity({
  loan_id: z.int(),
  transaction_id: z.int(),
  partner: z.nullable(ref),
  money,
  contract_no: z.string(),
  disbursed_at: timestamp,
  bank_name: z.nullable(z.string()),
  bank_account: z.nullable(z.string()),
  bank_account_name: z.nullable(z.string()),
  note: z.nullable(z.string()),
  recorded_by: z.nullable(ref),
  recorded_at: timestamp,
  confirmed_by: z.nullable(ref),
  confirmed_at: z.nullable(timestamp),
  notification_status: z.enum(['pending', 'sent', 'failed']),
  notified_at: z.nullable(timestamp),
});
export type Disbursement = z.infer<typeof disbursement>;

/** POST /transactions/loans/{id}/disbursement: what the lender paid, under its contract number. */
export const disbursementBody = z.object({
  money: z
    .number({ error: 'Money is required' })
    .check(z.int('Money is a whole number of đồng'), z.positive('Money must be more than 0')),
  contract_no: z
    .string({ error: 'Contract number is required' })
    .check(
      z.trim(),
      z.minLength(3, 'Contract number has 3 to 50 characters'),
      z.maxLength(50, 'Contract number has 3 to 50 characters'),
      z.regex(/^[A-Za-z0-9/_.-]+$/, 'Contract number has letters, digits and - / _ . only'),
    ),
  disbursed_at: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i,
          'Use an ISO time with its zone',
        ),
      ),
  ),
  note: optionalText('Note', 500),
});
export type DisbursementBody = z.infer<typeof disbursementBody>;

/**
 * A payout as its dialog checks it before sending, on the field at fault: at most the amount
 * approved (`approvedText`, the same written as money), not later than now. The server checks the
 * same (docs/domain.md, "Disbursement").
 */
export const boundedDisbursementBody = (approved: number, approvedText: string) =>
  disbursementBody.check(
    z.refine((body) => body.money <= approved, {
      path: ['money'],
      message: `Money is at most the approved ${approvedText}`,
    }),
    z.refine((body) => !body.disbursed_at || Date.parse(body.disbursed_at) <= Date.now() + 60_000, {
      path: ['disbursed_at'],
      message: 'The payout time cannot be in the future',
    }),
  );

/** The decisions a lender calls back with (POST /partners-sandbox/{code}/callback). */
export const LENDER_CALLBACK_EVENTS = ['approved', 'rejected', 'disbursed'] as const;
export type LenderCallbackEvent = (typeof LENDER_CALLBACK_EVENTS)[number];

type CallbackField = 'approved_amount' | 'tenor_months' | 'contract_no' | 'reason' | 'money';

/** The fields each event needs besides `event` and `loan_id`. */
export const LENDER_CALLBACK_NEEDS: Record<LenderCallbackEvent, readonly CallbackField[]> = {
  approved: ['approved_amount', 'tenor_months', 'contract_no'],
  rejected: ['reason'],
  disbursed: ['money', 'contract_no'],
};

const CALLBACK_LABELS: Record<CallbackField, string> = {
  approved_amount: 'Approved amount',
  tenor_months: 'Tenor',
  contract_no: 'Contract number',
  reason: 'Reason',
  money: 'Money',
};

/**
 * A lender's signed callback (the sandbox's body): `approved` with the amount, tenor and contract
 * number; `rejected` with the reason; `disbursed` with the money paid under the contract number.
 */
export const lenderCallbackBody = z
  .object({
    event: z.enum(LENDER_CALLBACK_EVENTS, { error: 'Event must be approved, rejected or disbursed' }),
    loan_id: z
      .number({ error: 'Loan id is required' })
      .check(
        z.int('Loan id is a whole number'),
        z.positive('Loan id is a whole number'),
        z.lte(MAX_ID, 'Loan id is too large'),
      ),
    application_id: optionalText('Application id', 50),
    approved_amount: z.optional(
      z
        .number({ error: 'Approved amount is a number of đồng' })
        .check(z.int('Approved amount is a whole number of đồng'), z.positive('Approved amount must be more than 0')),
    ),
    tenor_months: z.optional(
      z
        .number({ error: 'Tenor is a number of months' })
        .check(
          z.int('Tenor is a whole number of months'),
          z.gte(1, 'Tenor is 1 to 84 months'),
          z.lte(84, 'Tenor is 1 to 84 months'),
        ),
    ),
    contract_no: z.optional(disbursementBody.shape.contract_no),
    reason: optionalText('Reason', 500),
    money: z.optional(disbursementBody.shape.money),
    disbursed_at: disbursementBody.shape.disbursed_at,
  })
  .check(
    z.superRefine((body, ctx) => {
      for (const field of LENDER_CALLBACK_NEEDS[body.event])
        if (body[field] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `${CALLBACK_LABELS[field]} is required when the loan is ${body.event}`,
          });
    }),
  );
export type LenderCallbackBody = z.infer<typeof lenderCallbackBody>;

export const lenderCallbackParams = z.object({
  code: z.string().check(z.regex(PRODUCT_CODE, 'Unknown lender')),
});

/** The PO download's optional segments: the document and its language. */
export const PO_TEMPLATES = ['po', 'disbursement-request'] as const;
export const poParams = z.object({
  id: entityIdParam,
  template: z.optional(z.enum(PO_TEMPLATES, { error: 'Template must be po or disbursement-request' })),
  lang: z.optional(z.enum(['vi', 'en'], { error: 'Language must be vi or en' })),
});
export type PoParams = z.infer<typeof poParams>;

export { LOAN_STATUS_NONE };
