import type { Generated } from 'kysely';

/** ISO-8601 UTC strings on both dialects. */
type Time = string;

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: 'wallet' | 'system';
  /** 'wallet:{store_id}', or a system account: 'cash', 'alepay', 'ads_revenue', 'promotions'. */
  code: string;
  store_id: number | null;
  debits_posted: Generated<number>;
  credits_posted: Generated<number>;
  debits_pending: Generated<number>;
  credits_pending: Generated<number>;
  /** Transfers posted on the account so far: the next one's `wallet_seq`. */
  posted_count: Generated<number>;
  allow_negative: Generated<number>;
  status: Generated<'active' | 'locked'>;
  created_at: Time;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  kind: string;
  debit_account_id: number;
  credit_account_id: number;
  wallet_id: number;
  /** The wallet's store type when the transfer was made (daily totals are kept by it). */
  store_type: string;
  amount: number;
  status: 'pending' | 'posted' | 'voided';
  wallet_balance_after: number | null;
  wallet_seq: number | null;
  idempotency_key: string;
  ref_type: string | null;
  ref_id: number | null;
  note: string | null;
  created_by: number | null;
  created_at: Time;
  posted_at: Time | null;
  voided_at: Time | null;
  void_reason: string | null;
}

export interface AdsDailyTotalsTable {
  day: string;
  kind: string;
  store_type: string;
  amount: number;
  count: number;
}

export interface TopupSettingsTable {
  id: Generated<number>;
  amount: number;
  bonus_amount: number;
  status: number;
  sort: number;
  created_at: Time;
  updated_at: Time;
}

export interface CashOrdersTable {
  id: Generated<number>;
  type: 'deposit' | 'deduction';
  store_id: number;
  wallet_id: number;
  amount: number;
  bonus_amount: number;
  place: 'office_hn' | 'office_hcm' | 'bank_transfer' | 'station';
  station_id: number | null;
  payment_method: 'cash' | 'bank_transfer';
  reference: string | null;
  note: string | null;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  reason: string | null;
  requester_id: number;
  approver_id: number | null;
  decided_at: Time | null;
  hold_transfer_id: number | null;
  transfer_id: number | null;
  bonus_transfer_id: number | null;
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface AlepayOrdersTable {
  id: Generated<number>;
  order_code: string;
  store_id: number;
  wallet_id: number;
  amount: number;
  bonus_amount: number;
  status: 'pending' | 'review' | 'success' | 'failed' | 'cancelled' | 'expired';
  transaction_code: string | null;
  error_code: string | null;
  error_message: string | null;
  checkout_url: string | null;
  payment_method: string | null;
  bank_code: string | null;
  expires_at: Time;
  paid_at: Time | null;
  checked_at: Time | null;
  transfer_id: number | null;
  bonus_transfer_id: number | null;
  last_response: string | null;
  created_by: number | null;
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface AlepaySandboxTransactionsTable {
  transaction_code: string;
  order_code: string;
  amount: number;
  currency: string;
  status: string;
  return_url: string;
  cancel_url: string;
  created_at: Time;
  updated_at: Time;
}

export interface AdPackageGroupsTable {
  id: Generated<number>;
  type: 'priority' | 'label' | 'banner';
  name: string;
  description: string | null;
  status: number;
  sort: number;
  updated_at: Time;
  row_version: Generated<number>;
}

export interface AdPackagesTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  days: number;
  price: number;
  status: number;
  sort: number;
  updated_at: Time;
}

export interface AdPackagePricesTable {
  id: Generated<number>;
  package_id: number;
  price: number;
  valid_from: Time;
  changed_by: number | null;
}

export interface CampaignSettingsTable {
  id: Generated<number>;
  type: 'priority' | 'label' | 'banner';
  name: string;
  status: number;
  daily_price: number;
  min_days: number;
  max_days: number;
  max_active_per_store: number;
  require_approval: number;
  /** JSON list of `{code, text_vi, text_en, color}`. */
  labels: string;
  updated_at: Time;
  row_version: Generated<number>;
}

export interface CampaignBudgetsTable {
  id: Generated<number>;
  setting_id: number;
  amount: number;
  status: number;
}

export interface CampaignsTable {
  id: Generated<number>;
  type: 'priority' | 'label' | 'banner';
  status: number;
  store_id: number;
  wallet_id: number;
  product_id: number | null;
  label_code: string | null;
  banner_image: string | null;
  banner_link: string | null;
  banner_position: string | null;
  charge_model: 'package' | 'budget';
  package_id: number | null;
  package_name: string | null;
  package_price: number | null;
  package_days: number | null;
  total_budget: number | null;
  daily_price: number | null;
  spent: Generated<number>;
  views: Generated<number>;
  clicks: Generated<number>;
  pause_reason: 'manual' | 'insufficient_balance' | null;
  end_reason: 'finished' | 'budget_exhausted' | 'rejected' | 'stopped' | null;
  status_reason: string | null;
  start_at: Time;
  end_at: Time;
  approved_by: number | null;
  approved_at: Time | null;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface CampaignEventsTable {
  id: Generated<number>;
  campaign_id: number;
  from_status: number | null;
  to_status: number;
  reason: string | null;
  actor_id: number | null;
  actor_name: string;
  created_at: Time;
}

export interface CampaignDailyStatsTable {
  campaign_id: number;
  day: string;
  views: number;
  clicks: number;
  calls: number;
  chats: number;
  spend: number;
}

export interface AdsNoticesTable {
  id: Generated<number>;
  kind: 'low_balance' | 'campaign_paused' | 'alepay_stuck' | 'cash_order_pending';
  store_id: number | null;
  ref_type: string | null;
  ref_id: number | null;
  message: string;
  dedupe_key: string;
  created_at: Time;
}

export interface JobRunsTable {
  name: string;
  due_at: Time;
  started_at: Time;
  finished_at: Time | null;
  status: 'running' | 'done' | 'failed';
  result: string | null;
  /** 1 for the first run, one more for each retry or takeover (0040). */
  attempts: Generated<number>;
  /** The process running it, and until when its lease holds (renewed while it works). */
  owner: string | null;
  lease_until: Time | null;
  /** A failed run is tried again from then; null once it gave up (or never failed). */
  next_attempt_at: Time | null;
}

/** Ads and promotions (migration 0020-ads). */
export interface AdsTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ads_daily_totals: AdsDailyTotalsTable;
  topup_settings: TopupSettingsTable;
  cash_orders: CashOrdersTable;
  alepay_orders: AlepayOrdersTable;
  alepay_sandbox_transactions: AlepaySandboxTransactionsTable;
  ad_package_groups: AdPackageGroupsTable;
  ad_packages: AdPackagesTable;
  ad_package_prices: AdPackagePricesTable;
  campaign_settings: CampaignSettingsTable;
  campaign_budgets: CampaignBudgetsTable;
  campaigns: CampaignsTable;
  campaign_events: CampaignEventsTable;
  campaign_daily_stats: CampaignDailyStatsTable;
  ads_notices: AdsNoticesTable;
  job_runs: JobRunsTable;
}
