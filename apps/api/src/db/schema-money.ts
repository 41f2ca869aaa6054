import type { Generated } from 'kysely';

/** Times are ISO-8601 UTC strings on both dialects; money is integer VND (bigint read back as a number). */
type Time = string;

export interface BanksTable {
  id: Generated<number>;
  code: string;
  short_name: string;
  name: string;
  bin: string;
  sort: number;
}

export interface LoanProductsTable {
  id: Generated<number>;
  code: string;
  partner_id: number;
  name: string;
  kind: 'finance' | 'credit';
  min_amount: number;
  max_amount: number;
  /** JSON array of months. */
  tenors: string;
  /** JSON array of paperwork document types the lender wants beyond the base ones. */
  required_documents: string;
  status: string;
}

export interface TransactionsTable {
  id: Generated<number>;
  type: 'cash' | 'finance' | 'credit';
  status: 'new' | 'confirmed' | 'paid' | 'delivered' | 'completed' | 'cancelled';
  product_id: number;
  /** The listing as it was when the buyer asked. */
  product_json: string;
  seller_store_id: number;
  seller_name: string;
  seller_phone: string | null;
  buyer_store_id: number | null;
  buyer_name: string;
  buyer_phone: string;
  buyer_email: string | null;
  station_id: number | null;
  list_price: number;
  price: number;
  paid_amount: Generated<number>;
  loan_id: number | null;
  /** The current loan's status, kept with every loan change (list filter). */
  loan_status: string | null;
  partner_id: number | null;
  e_contract_id: number | null;
  received_at: Time | null;
  confirmed_at: Time | null;
  paid_at: Time | null;
  delivered_at: Time | null;
  completed_at: Time | null;
  cancelled_at: Time | null;
  cancel_reason: string | null;
  assigned_to: number | null;
  source: string;
  note: string | null;
  holds_product: Generated<number>;
  /** The product's sales status before this transaction held it, restored on cancel. */
  product_previous_status: string | null;
  status_updated_by: number | null;
  status_updated_at: Time | null;
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

/** The columns every timeline table shares (transactions, loans, e-contracts, cash loans). */
export interface EventColumns {
  id: Generated<number>;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  data_json: string | null;
  actor_id: number | null;
  actor_name: string;
  created_at: Time;
}

export interface TransactionEventsTable extends EventColumns {
  transaction_id: number;
  type: string;
}

export interface TransactionPaymentsTable {
  id: Generated<number>;
  transaction_id: number;
  amount: number;
  method: 'cash' | 'bank_transfer' | 'card';
  reference: string | null;
  paid_at: Time;
  recorded_by: number | null;
  voided_at: Time | null;
  void_reason: string | null;
  created_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface LoansTable {
  id: Generated<number>;
  transaction_id: number;
  kind: 'finance' | 'credit';
  partner_id: number | null;
  product_code: string;
  loan_status: string;
  status_reason: string | null;
  buyer_name: string;
  phone: string;
  email: string | null;
  date_of_birth: string | null;
  gender: string | null;
  id_number: string | null;
  id_issued_date: string | null;
  id_issued_place: string | null;
  permanent_address: string | null;
  current_address: string | null;
  occupation: string | null;
  monthly_income: number | null;
  /** Private files (DATA_DIR/private), served through signed links. */
  id_front_image: string | null;
  id_back_image: string | null;
  vehicle_price: number;
  down_payment: number;
  requested_amount: number;
  approved_amount: number | null;
  tenor_months: number;
  partner_application_id: string | null;
  partner_contract_no: string | null;
  seller_bank_account: string | null;
  seller_bank_account_name: string | null;
  seller_bank_name: string | null;
  buyer_bank_account: string | null;
  buyer_bank_account_name: string | null;
  buyer_bank_name: string | null;
  assigned_to: number | null;
  is_open: Generated<number>;
  submitted_at: Time | null;
  decided_at: Time | null;
  disbursed_at: Time | null;
  done_at: Time | null;
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface LoanHistoriesTable extends EventColumns {
  loan_id: number;
  action: string;
}

export interface PaperworksTable {
  id: Generated<number>;
  transaction_id: number;
  party: 'buyer' | 'seller';
  status: 'waiting' | 'approved' | 'rejected';
  reason: string | null;
  /** JSON array of document types. */
  required_types: string;
  version: Generated<number>;
  decided_by: number | null;
  decided_at: Time | null;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface PaperworkDocumentsTable {
  id: Generated<number>;
  paperwork_id: number;
  type: string;
  file: string;
  uploaded_by: number | null;
  uploaded_at: Time;
}

export interface EContractsTable {
  id: Generated<number>;
  transaction_id: number;
  contract_no: string;
  version: number;
  template: string;
  status: 'draft' | 'sent' | 'completed' | 'declined' | 'expired' | 'voided';
  is_open: Generated<number>;
  document: string | null;
  document_sha256: string | null;
  signed_document: string | null;
  signed_sha256: string | null;
  sent_at: Time | null;
  expires_at: Time | null;
  completed_at: Time | null;
  voided_at: Time | null;
  void_reason: string | null;
  decline_reason: string | null;
  created_by: number | null;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface EContractSignersTable {
  id: Generated<number>;
  e_contract_id: number;
  role: 'buyer' | 'seller';
  name: string;
  phone: string | null;
  status: 'pending' | 'signed' | 'declined';
  method: 'otp' | 'paper' | null;
  signed_at: Time | null;
  declined_at: Time | null;
  decline_reason: string | null;
  ip: string | null;
  paper_file: string | null;
}

export interface EContractEventsTable extends EventColumns {
  e_contract_id: number;
  type: string;
}

export interface DisbursementsTable {
  id: Generated<number>;
  loan_id: number;
  transaction_id: number;
  partner_id: number;
  money: number;
  contract_no: string;
  disbursed_at: Time;
  bank_name: string | null;
  bank_account: string | null;
  bank_account_name: string | null;
  note: string | null;
  request_hash: string;
  recorded_by: number | null;
  recorded_at: Time;
  confirmed_by: number | null;
  confirmed_at: Time | null;
  notification_status: Generated<'pending' | 'sent' | 'failed'>;
  notified_at: Time | null;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface NotificationOutboxTable {
  id: Generated<number>;
  kind: string;
  ref_id: number;
  payload_json: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Time;
  sent_at: Time | null;
  /** A failed row is tried again from then on (0030); null: at once. */
  next_attempt_at: Time | null;
  /** While a relay sends it: until when that relay holds it (a crashed one's lease runs out). */
  lease_until: Time | null;
}

export interface CashLoansTable {
  id: Generated<number>;
  applicant_store_id: number | null;
  name: string;
  phone: string;
  id_number: string | null;
  date_of_birth: string | null;
  province_id: number | null;
  amount: number;
  tenor_months: number;
  purpose: string | null;
  monthly_income: number | null;
  employment: string | null;
  collateral_json: string | null;
  phone_verified: Generated<number>;
  partner_id: number | null;
  status: 'applied' | 'processing' | 'submitted' | 'approved' | 'disbursed' | 'rejected' | 'aborted' | 'done';
  status_reason: string | null;
  rejected_by: 'staff' | 'partner' | null;
  cic_score: number | null;
  internal_score: number | null;
  risk_grade: 'A' | 'B' | 'C' | 'D' | 'E' | null;
  scored_at: Time | null;
  scored_by: number | null;
  assigned_to: number | null;
  disbursed_amount: number | null;
  disbursed_at: Time | null;
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface CashLoanHistoriesTable extends EventColumns {
  cash_loan_id: number;
  action: string;
}

export interface MoneyTables {
  banks: BanksTable;
  loan_products: LoanProductsTable;
  transactions: TransactionsTable;
  transaction_events: TransactionEventsTable;
  transaction_payments: TransactionPaymentsTable;
  loans: LoansTable;
  loan_histories: LoanHistoriesTable;
  paperworks: PaperworksTable;
  paperwork_documents: PaperworkDocumentsTable;
  e_contracts: EContractsTable;
  e_contract_signers: EContractSignersTable;
  e_contract_events: EContractEventsTable;
  disbursements: DisbursementsTable;
  notification_outbox: NotificationOutboxTable;
  cash_loans: CashLoansTable;
  cash_loan_histories: CashLoanHistoriesTable;
}
