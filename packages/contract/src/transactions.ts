import { z } from 'zod';
import { exportParams } from './exports.ts';
import { entity, entityId, entityIdParam, ref, RESULT_CODE, sortFields, stamps, timestamp } from './common.ts';
import { dayRange, optionalText, pageQueryOf, parseTimeInput, searchParam } from './content.ts';

/**
 * A transaction: one sale of one product from a seller store to a buyer, handled by staff from the
 * buyer's request to the ownership transfer (docs/domain.md, "Transactions and loans"). Not a
 * money movement: wallet transfers of the ads area are another thing under a similar path.
 */

/** Payment types: the buyer pays the price (cash), or a consumer-finance company (finance) or a bank (credit) lends part of it. */
export const TRANSACTION_TYPES = ['cash', 'finance', 'credit'] as const;
export const transactionType = z.enum(TRANSACTION_TYPES, { error: 'Type must be cash, finance or credit' });
export type TransactionType = z.infer<typeof transactionType>;

export const TRANSACTION_STATUSES = ['new', 'confirmed', 'paid', 'delivered', 'completed', 'cancelled'] as const;
export const transactionStatus = z.enum(TRANSACTION_STATUSES, {
  error: 'Status must be new, confirmed, paid, delivered, completed or cancelled',
});
export type TransactionStatus = z.infer<typeof transactionStatus>;

/**
 * The moves staff may make (guards and side effects in docs/domain.md). `completed` and
 * `cancelled` are final; a paid transaction cannot be cancelled here (the seller has the money).
 */
export const TRANSACTION_TRANSITIONS: Record<TransactionStatus, readonly TransactionStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['paid', 'cancelled'],
  paid: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

export function canMoveTransaction(from: TransactionStatus, to: TransactionStatus): boolean {
  return TRANSACTION_TRANSITIONS[from].includes(to);
}

/** The statuses in which a transaction holds its product (the product shows 'In Transaction'). */
export const HOLDING_STATUSES: readonly TransactionStatus[] = ['confirmed', 'paid', 'delivered'];

/** Codes read out on the phone: TX000123, LN000045, CL000012. */
export const codeOf = (prefix: 'TX' | 'LN' | 'CL', id: number) => `${prefix}${String(id).padStart(6, '0')}`;
/** The id inside a code typed in a search box ('tx123', 'TX000123'), or null. */
export function idOfCode(prefix: 'TX' | 'LN' | 'CL', text: string): number | null {
  const m = new RegExp(`^${prefix}0*(\\d{1,9})$`, 'i').exec(text.trim());
  return m ? Number(m[1]) : null;
}

/** A Vietnamese mobile number. */
export const VN_PHONE = /^(0|\+84)(3|5|7|8|9)\d{8}$/;

/** Integer VND, as every amount of the money areas. */
export const money = z.number().int();

export const transactionProduct = entity({
  title: z.string(),
  number_plate: z.string().nullable(),
  release_year: z.string().nullable(),
  used_distance: z.number().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  /** The product's sales status now (the snapshot above is from when the buyer asked). */
  sales_status: z.string().nullable(),
  picture: z.string().nullable(),
});

export const LOAN_STATUS_NONE = 'non-existent';

export const transaction = entity({
  code: z.string(),
  type: transactionType,
  status: transactionStatus,
  product: transactionProduct,
  seller: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  buyer: z.object({
    store_id: z.number().int().nullable(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
  }),
  station: ref.nullable(),
  list_price: money,
  price: money,
  paid_amount: money,
  /** The current loan (finance and credit), or null. */
  loan_id: z.number().int().nullable(),
  /** Its status, `non-existent` without a loan. */
  loan_status: z.string(),
  e_contract_id: z.number().int().nullable(),
  received_at: timestamp.nullable(),
  confirmed_at: timestamp.nullable(),
  paid_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  cancel_reason: z.string().nullable(),
  assigned_to: ref.nullable(),
  source: z.string(),
  note: z.string().nullable(),
  status_updated_at: timestamp.nullable(),
  status_updated_by: ref.nullable(),
  ...stamps,
});
export type Transaction = z.infer<typeof transaction>;

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS, { error: 'Method must be cash, bank_transfer or card' });

export const transactionPayment = entity({
  transaction_id: z.number().int(),
  amount: money,
  method: paymentMethod,
  reference: z.string().nullable(),
  paid_at: timestamp,
  recorded_by: ref.nullable(),
  voided_at: timestamp.nullable(),
  void_reason: z.string().nullable(),
  created_at: timestamp,
});
export type TransactionPayment = z.infer<typeof transactionPayment>;

export const TRANSACTION_EVENT_TYPES = [
  'created',
  'status_changed',
  'payment_recorded',
  'payment_voided',
  'received_time_updated',
  'loan_linked',
  'contract_sent',
  'contract_signed',
  'paperwork_confirmed',
  'note_added',
  'assigned',
] as const;

/** One line of a timeline: who did what, when, from which status to which. */
export const timelineEntry = entity({
  type: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  reason: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  created_at: timestamp,
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const paperworkStatusValue = z.enum(['waiting', 'approved', 'rejected']);

/** The detail: the row with its payments, loan, contract and paperwork in brief, and its timeline. */
export const transactionDetail = transaction.extend({
  payments: z.array(transactionPayment),
  loan: z
    .object({
      id: z.number().int(),
      code: z.string(),
      kind: z.string(),
      product_code: z.string(),
      partner: ref.nullable(),
      loan_status: z.string(),
      requested_amount: money,
      approved_amount: money.nullable(),
    })
    .nullable(),
  e_contract: z
    .object({ id: z.number().int(), contract_no: z.string(), version: z.number().int(), status: z.string() })
    .nullable(),
  paperwork: z.object({
    buyer: z.object({ id: z.number().int(), status: paperworkStatusValue }).nullable(),
    seller: z.object({ id: z.number().int(), status: paperworkStatusValue }).nullable(),
  }),
  /** What the status may become now. */
  allowed_statuses: z.array(transactionStatus),
  events: z.array(timelineEntry),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

export const TRANSACTION_SORTS = ['id', 'created_at', 'price', 'status_updated_at'] as const;

export const TRANSACTION_DATE_FIELDS = ['created_at', 'completed_at'] as const;

/** A loan status filter of a list: a status of any product (`svfc-rejected`), or `non-existent`. */
export const loanStatusFilter = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, 'Loan status is invalid')
  .optional();

/** Filters of the list; `start_date` / `end_date` are Vietnam days (of `date_field`), both included. */
export const transactionListQuery = pageQueryOf(50).extend({
  q: searchParam,
  type: transactionType.optional(),
  status: transactionStatus.optional(),
  /** A loan status (prefixed ones included), or `non-existent`: transactions without a loan. */
  loan_status: loanStatusFilter,
  partner_id: entityIdParam.optional(),
  store_id: entityIdParam.optional(),
  station_id: entityIdParam.optional(),
  assigned_to: entityIdParam.optional(),
  ...dayRange,
  /** Which time the days filter: the request's creation (default) or the sale's completion. */
  date_field: z.enum(TRANSACTION_DATE_FIELDS, { error: 'Date field is invalid' }).optional(),
  /** Sales with a paperwork bundle (buyer's or seller's) in this status. */
  paperwork_status: paperworkStatusValue.optional(),
  ...sortFields(TRANSACTION_SORTS),
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

/** GET /v2/transactions/export: the list's filters, the file format and the language. */
export const transactionExportQuery = transactionListQuery.omit({ page: true, count: true }).extend(exportParams);
export type TransactionExportQuery = z.infer<typeof transactionExportQuery>;

const reason = optionalText('Reason', 500);

/** PUT /transactions/{id}/change-status: a reason is required to cancel. */
export const transactionStatusBody = z.object({ status: transactionStatus, reason });
export type TransactionStatusBody = z.infer<typeof transactionStatusBody>;

/** PUT /transactions/multi-change-status: every transaction moves, or none (422 names the ones that cannot). */
export const transactionMultiStatusBody = z.object({
  ids: z
    .array(entityId, { error: 'ids must be a list of ids' })
    .min(1, 'Choose at least one transaction')
    .max(100, 'At most 100 transactions at once')
    .refine((ids) => new Set(ids).size === ids.length, 'An id is listed twice'),
  status: transactionStatus,
  reason,
});
export type TransactionMultiStatusBody = z.infer<typeof transactionMultiStatusBody>;

/** A time with its zone, or 'YYYY-MM-DD HH:mm' read in Vietnam time. */
const requiredTime = (label: string) =>
  z.string({ error: `${label} is required` }).transform((v, ctx) => {
    const iso = parseTimeInput(v);
    if (iso === null) {
      ctx.issues.push({ code: 'custom', message: `${label} is invalid`, input: v });
      return z.NEVER;
    }
    return iso;
  });

/** PUT /v2/transactions/{id}/update-received-time: when the buyer took the vehicle. */
export const receivedTimeBody = z.object({ received_at: requiredTime('Received time') });
export type ReceivedTimeBody = z.infer<typeof receivedTimeBody>;

/** POST /transactions/{id}/payments: money the seller received (cash sales, down payments). */
export const paymentBody = z.object({
  amount: z
    .number({ error: 'Amount is required' })
    .int('Amount is a whole number of đồng')
    .positive('Amount must be more than 0')
    .max(10_000_000_000, 'Amount is too large')
    .refine((v) => v % 1000 === 0, 'Amount is a multiple of 1.000 đ'),
  method: paymentMethod,
  reference: optionalText('Reference', 100),
  paid_at: requiredTime('Paid time').optional(),
});
export type PaymentBody = z.infer<typeof paymentBody>;

export const paymentVoidBody = z.object({
  reason: z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(500),
});
export type PaymentVoidBody = z.infer<typeof paymentVoidBody>;

export const paymentParams = z.object({ id: entityIdParam, paymentId: entityIdParam });

/**
 * Accepted with a caveat (result_code 2): HTTP 200 with `warnings` the operator must see, e.g. the
 * loan already had the status, or a disbursement was recorded before.
 */
export function okOrWarnEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    result_code: z.union([z.literal(RESULT_CODE.OK), z.literal(RESULT_CODE.WARNING)]),
    result: z.string(),
    messages: z.string().optional(),
    warnings: z.array(z.string()).optional(),
    data,
  });
}

// ---------------------------------------------------------------------------------------------
// Paperwork: the buyer's and the seller's documents, each bundle waiting, approved or rejected.

export const PAPERWORK_DOCUMENT_TYPES = [
  'id_card_front',
  'id_card_back',
  'residence',
  'income_proof',
  'driving_licence',
  'vehicle_registration',
  'sale_declaration',
  'handover_record',
] as const;

export const paperwork = entity({
  transaction_id: z.number().int(),
  party: z.enum(['buyer', 'seller']),
  status: paperworkStatusValue,
  reason: z.string().nullable(),
  required_types: z.array(z.string()),
  missing_types: z.array(z.string()),
  version: z.number().int(),
  /** Each document's picture as a link signed for 5 minutes. */
  documents: z.array(z.object({ id: z.number().int(), type: z.string(), url: z.string(), uploaded_at: timestamp })),
  decided_by: ref.nullable(),
  decided_at: timestamp.nullable(),
  updated_at: timestamp,
});
export type Paperwork = z.infer<typeof paperwork>;

export const paperworkPair = z.object({
  paperwork_buyer: paperwork.nullable(),
  paperwork_seller: paperwork.nullable(),
});
export type PaperworkPair = z.infer<typeof paperworkPair>;

/** POST /transactions/paperworks/{id}/confirm: approve, or reject with a reason. */
export const paperworkConfirmBody = z.object({
  approve: z.preprocess(
    (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
    z.boolean({ error: 'approve is true or false' }),
  ),
  reason: optionalText('Reason', 500),
});
export type PaperworkConfirmBody = z.infer<typeof paperworkConfirmBody>;

/** The form fields of a document upload (the picture goes in `file`). */
export const paperworkDocumentFields = z.object({
  type: z.enum(PAPERWORK_DOCUMENT_TYPES, { error: 'Choose the document type' }),
});

/** The spec's message of paperwork and disbursement actions, spelled as the spec gives it. */
export const PAPERWORK_MESSAGE = 'Successully';

// ---------------------------------------------------------------------------------------------
// E-contract: the sale contract between buyer and seller, signed by OTP or on paper.

export const E_CONTRACT_STATUSES = ['draft', 'sent', 'completed', 'declined', 'expired', 'voided'] as const;
export const eContractStatus = z.enum(E_CONTRACT_STATUSES);
export type EContractStatus = z.infer<typeof eContractStatus>;

export const E_CONTRACT_TRANSITIONS: Record<EContractStatus, readonly EContractStatus[]> = {
  draft: ['sent', 'voided'],
  sent: ['completed', 'declined', 'expired', 'voided'],
  completed: [],
  declined: [],
  expired: [],
  voided: [],
};

export const eContractSigner = z.object({
  role: z.enum(['buyer', 'seller']),
  name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['pending', 'signed', 'declined']),
  method: z.enum(['otp', 'paper']).nullable(),
  signed_at: timestamp.nullable(),
  declined_at: timestamp.nullable(),
  decline_reason: z.string().nullable(),
});

export const eContract = entity({
  transaction_id: z.number().int(),
  contract_no: z.string(),
  version: z.number().int(),
  template: z.string(),
  status: eContractStatus,
  document_url: z.string().nullable(),
  document_sha256: z.string().nullable(),
  signed_document_url: z.string().nullable(),
  signed_sha256: z.string().nullable(),
  sent_at: timestamp.nullable(),
  expires_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  voided_at: timestamp.nullable(),
  void_reason: z.string().nullable(),
  decline_reason: z.string().nullable(),
  signers: z.array(eContractSigner),
  events: z.array(timelineEntry),
  created_at: timestamp,
});
export type EContract = z.infer<typeof eContract>;

export const eContractVoidBody = z.object({
  reason: z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(500),
});
export const eContractSignParams = z.object({
  id: entityIdParam,
  role: z.enum(['buyer', 'seller'], { error: 'Role is buyer or seller' }),
});
export const eContractDeclineBody = z.object({
  reason: z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(500),
});
