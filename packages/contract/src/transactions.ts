import { z } from 'zod/mini';
import { exportParams } from './exports.ts';
import {
  entity,
  entityIdParam,
  ref,
  RESULT_CODE,
  sortFields,
  stamps,
  timestamp,
  preprocess,
  versioned,
} from './common.ts';
import { dayRange, optionalText, pageQueryOf, searchParam, timeInput } from './site.ts';

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
export const money = z.int();

export const transactionProduct = entity({
  title: z.string(),
  number_plate: z.nullable(z.string()),
  release_year: z.nullable(z.string()),
  used_distance: z.nullable(z.number()),
  brand: z.nullable(z.string()),
  model: z.nullable(z.string()),
  trim: z.nullable(z.string()),
  /** The product's sales status now (the snapshot above is from when the buyer asked). */
  sales_status: z.nullable(z.string()),
  picture: z.nullable(z.string()),
});

export const LOAN_STATUS_NONE = 'non-existent';

export const transaction = entity({
  code: z.string(),
  type: transactionType,
  status: transactionStatus,
  product: transactionProduct,
  seller: z.object({ id: z.int(), name: z.string(), phone: z.nullable(z.string()) }),
  buyer: z.object({
    store_id: z.nullable(z.int()),
    name: z.string(),
    phone: z.string(),
    email: z.nullable(z.string()),
  }),
  station: z.nullable(ref),
  list_price: money,
  price: money,
  paid_amount: money,
  /** The current loan (finance and credit), or null. */
  loan_id: z.nullable(z.int()),
  /** Its status, `non-existent` without a loan. */
  loan_status: z.string(),
  e_contract_id: z.nullable(z.int()),
  received_at: z.nullable(timestamp),
  confirmed_at: z.nullable(timestamp),
  paid_at: z.nullable(timestamp),
  delivered_at: z.nullable(timestamp),
  completed_at: z.nullable(timestamp),
  cancelled_at: z.nullable(timestamp),
  cancel_reason: z.nullable(z.string()),
  assigned_to: z.nullable(ref),
  source: z.string(),
  note: z.nullable(z.string()),
  status_updated_at: z.nullable(timestamp),
  status_updated_by: z.nullable(ref),
  ...stamps,
});
export type Transaction = z.infer<typeof transaction>;

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS, { error: 'Method must be cash, bank_transfer or card' });

export const transactionPayment = entity({
  transaction_id: z.int(),
  amount: money,
  method: paymentMethod,
  reference: z.nullable(z.string()),
  paid_at: timestamp,
  recorded_by: z.nullable(ref),
  voided_at: z.nullable(timestamp),
  void_reason: z.nullable(z.string()),
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
  from_status: z.nullable(z.string()),
  to_status: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  data: z.nullable(z.record(z.string(), z.unknown())),
  actor: z.object({ id: z.nullable(z.int()), name: z.string() }),
  created_at: timestamp,
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const paperworkStatusValue = z.enum(['waiting', 'approved', 'rejected']);

/**
 * Why a move of the status table cannot be made now: the guards of docs/domain.md, each a code
 * with the values a sentence needs (`paid`, `price` in đồng, a `party`, a `status`).
 */
export const TRANSACTION_BLOCKS = [
  'product_not_on_sale',
  'product_held',
  'lender_paid',
  'loan_not_disbursed',
  'not_paid_in_full',
  'received_time_missing',
  'contract_not_signed',
  'paperwork_not_approved',
] as const;
export type TransactionBlock = (typeof TRANSACTION_BLOCKS)[number];

export const transactionBlock = z.object({
  code: z.enum(TRANSACTION_BLOCKS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/**
 * One move the status table offers from the current status, as the server would take it now:
 * `allowed`, or refused with every reason (the same guards the change-status route checks).
 */
export const transactionAction = z.object({
  status: transactionStatus,
  allowed: z.boolean(),
  reasons: z.array(transactionBlock),
});
export type TransactionAction = z.infer<typeof transactionAction>;

/** The detail: the row with its payments, loan, contract and paperwork in brief, and its timeline. */
export const transactionDetail = z.extend(transaction, {
  payments: z.array(transactionPayment),
  loan: z.nullable(
    z.object({
      id: z.int(),
      code: z.string(),
      kind: z.string(),
      product_code: z.string(),
      partner: z.nullable(ref),
      loan_status: z.string(),
      requested_amount: money,
      approved_amount: z.nullable(money),
    }),
  ),
  e_contract: z.nullable(z.object({ id: z.int(), contract_no: z.string(), version: z.int(), status: z.string() })),
  paperwork: z.object({
    buyer: z.nullable(z.object({ id: z.int(), status: paperworkStatusValue })),
    seller: z.nullable(z.object({ id: z.int(), status: paperworkStatusValue })),
  }),
  /** What money in may still bring: the price less the money received and a payout recorded, not confirmed. */
  left_to_pay: money,
  /** What the status table lets the status become (guards aside). */
  allowed_statuses: z.array(transactionStatus),
  /** Each of those moves with its guards applied now: allowed, or the reasons it is not. */
  actions: z.array(transactionAction),
  events: z.array(timelineEntry),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

export const TRANSACTION_SORTS = ['id', 'created_at', 'price', 'status_updated_at'] as const;

export const TRANSACTION_DATE_FIELDS = ['created_at', 'completed_at'] as const;

/** A loan status filter of a list: a status of any product (`svfc-rejected`), or `non-existent`. */
export const loanStatusFilter = z.optional(
  z.string().check(z.trim(), z.maxLength(40), z.regex(/^[a-z][a-z0-9-]*$/, 'Loan status is invalid')),
);

/** Filters of the list; `start_date` / `end_date` are Vietnam days (of `date_field`), both included. */
export const transactionListQuery = z.extend(pageQueryOf(50), {
  q: searchParam,
  type: z.optional(transactionType),
  status: z.optional(transactionStatus),
  /** A loan status (prefixed ones included), or `non-existent`: transactions without a loan. */
  loan_status: loanStatusFilter,
  partner_id: z.optional(entityIdParam),
  store_id: z.optional(entityIdParam),
  station_id: z.optional(entityIdParam),
  assigned_to: z.optional(entityIdParam),
  ...dayRange,
  /** Which time the days filter: the request's creation (default) or the sale's completion. */
  date_field: z.optional(z.enum(TRANSACTION_DATE_FIELDS, { error: 'Date field is invalid' })),
  /** Sales with a paperwork bundle (buyer's or seller's) in this status. */
  paperwork_status: z.optional(paperworkStatusValue),
  ...sortFields(TRANSACTION_SORTS),
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

/** GET /v2/transactions/export: the list's filters, the file format and the language. */
export const transactionExportQuery = z.extend(z.omit(transactionListQuery, { page: true, count: true }), exportParams);
export type TransactionExportQuery = z.infer<typeof transactionExportQuery>;

const reason = optionalText('Reason', 500);

/** PUT /transactions/{id}/change-status: a reason is required to cancel. */
export const transactionStatusBody = z.object({ status: transactionStatus, reason });
export type TransactionStatusBody = z.infer<typeof transactionStatusBody>;

/** A time with its zone, or 'YYYY-MM-DD HH:mm' read in Vietnam time. */
const requiredTime = (label: string) => timeInput(label, `${label} is required`);

export const receivedTimeBody = z.object({ received_at: requiredTime('Received time') });
export type ReceivedTimeBody = z.infer<typeof receivedTimeBody>;

/** POST /transactions/{id}/payments: money the seller received (cash sales, down payments). */
export const paymentBody = z.object({
  amount: z.number({ error: 'Amount is required' }).check(
    z.int('Amount is a whole number of đồng'),
    z.positive('Amount must be more than 0'),
    z.lte(10_000_000_000, 'Amount is too large'),
    z.refine((v) => v % 1000 === 0, 'Amount is a multiple of 1.000 đ'),
  ),
  method: paymentMethod,
  reference: optionalText('Reference', 100),
  paid_at: z.optional(requiredTime('Paid time')),
});
export type PaymentBody = z.infer<typeof paymentBody>;

/** A void or a decline: why, always said. */
const reasonBody = z.object({
  reason: z
    .string({ error: 'Reason is required' })
    .check(z.trim(), z.minLength(1, 'Reason is required'), z.maxLength(500)),
});

export const paymentVoidBody = reasonBody;
export type PaymentVoidBody = z.infer<typeof paymentVoidBody>;

export const paymentParams = z.object({ id: entityIdParam, paymentId: entityIdParam });

/**
 * Accepted with a caveat (result_code 2): HTTP 200 with `warnings` the operator must see, e.g. the
 * loan already had the status, or a disbursement was recorded before.
 */
export function okOrWarnEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({
    result_code: z.union([z.literal(RESULT_CODE.OK), z.literal(RESULT_CODE.WARNING)]),
    result: z.string(),
    messages: z.optional(z.string()),
    warnings: z.optional(z.array(z.string())),
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
  transaction_id: z.int(),
  party: z.enum(['buyer', 'seller']),
  status: paperworkStatusValue,
  reason: z.nullable(z.string()),
  required_types: z.array(z.string()),
  missing_types: z.array(z.string()),
  version: z.int(),
  /** Each document's picture as a link signed for 5 minutes. */
  documents: z.array(z.object({ id: z.int(), type: z.string(), url: z.string(), uploaded_at: timestamp })),
  decided_by: z.nullable(ref),
  decided_at: z.nullable(timestamp),
  updated_at: timestamp,
  ...versioned,
});
export type Paperwork = z.infer<typeof paperwork>;

export const paperworkPair = z.object({
  paperwork_buyer: z.nullable(paperwork),
  paperwork_seller: z.nullable(paperwork),
});
export type PaperworkPair = z.infer<typeof paperworkPair>;

/** POST /transactions/paperworks/{id}/confirm: approve, or reject with a reason. */
export const paperworkConfirmBody = z.object({
  approve: preprocess(
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
  phone: z.nullable(z.string()),
  status: z.enum(['pending', 'signed', 'declined']),
  method: z.nullable(z.enum(['otp', 'paper'])),
  signed_at: z.nullable(timestamp),
  declined_at: z.nullable(timestamp),
  decline_reason: z.nullable(z.string()),
});

export const eContract = entity({
  transaction_id: z.int(),
  contract_no: z.string(),
  version: z.int(),
  template: z.string(),
  status: eContractStatus,
  document_url: z.nullable(z.string()),
  document_sha256: z.nullable(z.string()),
  signed_document_url: z.nullable(z.string()),
  signed_sha256: z.nullable(z.string()),
  sent_at: z.nullable(timestamp),
  expires_at: z.nullable(timestamp),
  completed_at: z.nullable(timestamp),
  voided_at: z.nullable(timestamp),
  void_reason: z.nullable(z.string()),
  decline_reason: z.nullable(z.string()),
  signers: z.array(eContractSigner),
  events: z.array(timelineEntry),
  created_at: timestamp,
});
export type EContract = z.infer<typeof eContract>;

export const eContractVoidBody = reasonBody;
export const eContractSignParams = z.object({
  id: entityIdParam,
  role: z.enum(['buyer', 'seller'], { error: 'Role is buyer or seller' }),
});
export const eContractDeclineBody = reasonBody;
