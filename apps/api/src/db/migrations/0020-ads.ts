import { type ColumnDataType, type Kysely, type Migration, sql } from 'kysely';
import { columnKit, createIndex, dropTables } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/**
 * Ads and promotions: the wallet ledger (accounts, immutable transfers, daily totals), cash and
 * Alepay orders, top-up tiers, commercial packages with their price history, campaign settings,
 * campaigns with their status history and daily statistics, notices, and the scheduled-job runs.
 * Money is whole VND: bigint on PostgreSQL, integer (64-bit) on SQLite.
 */
export function migration(dialect: DialectName): Migration {
  const { time, withId, stamps } = columnKit(dialect);
  const money: ColumnDataType = 'bigint';

  return {
    async up(db: Kysely<unknown>) {
      const index = (table: string, columns: string[], name = `${table}_${columns.join('_')}_index`) =>
        createIndex(db, name, table, columns);

      // A wallet can never be overdrawn: the database refuses it, whatever the code does.
      await withId(db.schema.createTable('ledger_accounts'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('store_id', 'integer', (c) => c.unique().references('stores.id').onDelete('restrict'))
        .addColumn('debits_posted', money, (c) => c.notNull().defaultTo(0))
        .addColumn('credits_posted', money, (c) => c.notNull().defaultTo(0))
        .addColumn('debits_pending', money, (c) => c.notNull().defaultTo(0))
        .addColumn('credits_pending', money, (c) => c.notNull().defaultTo(0))
        .addColumn('posted_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', time, (c) => c.notNull())
        .addCheckConstraint(
          'ledger_accounts_not_overdrawn',
          sql`allow_negative = 1 or credits_posted - debits_posted - debits_pending >= 0`,
        )
        .addCheckConstraint(
          'ledger_accounts_sums_not_negative',
          sql`debits_posted >= 0 and credits_posted >= 0 and debits_pending >= 0 and credits_pending >= 0`,
        )
        .addCheckConstraint('ledger_accounts_wallet_has_store', sql`kind <> 'wallet' or store_id is not null`)
        .execute();
      const created_at = new Date().toISOString();
      await sql`insert into ledger_accounts (kind, code, allow_negative, created_at) values
        ('system', 'cash', 1, ${created_at}), ('system', 'alepay', 1, ${created_at}),
        ('system', 'ads_revenue', 1, ${created_at}), ('system', 'promotions', 1, ${created_at})`.execute(db);

      await withId(db.schema.createTable('ledger_transfers'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('debit_account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('credit_account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('wallet_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('store_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('wallet_balance_after', money)
        .addColumn('wallet_seq', 'integer')
        .addColumn('idempotency_key', 'varchar(120)', (c) => c.notNull().unique())
        .addColumn('ref_type', 'varchar(30)')
        .addColumn('ref_id', 'integer')
        .addColumn('note', 'varchar(500)')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('posted_at', time)
        .addColumn('voided_at', time)
        .addColumn('void_reason', 'varchar(500)')
        .addCheckConstraint('ledger_transfers_amount_positive', sql`amount > 0`)
        .addCheckConstraint('ledger_transfers_two_accounts', sql`debit_account_id <> credit_account_id`)
        .addCheckConstraint(
          'ledger_transfers_wallet_side',
          sql`wallet_id = debit_account_id or wallet_id = credit_account_id`,
        )
        .addCheckConstraint('ledger_transfers_status', sql`status in ('pending', 'posted', 'voided')`)
        .execute();
      await index('ledger_transfers', ['wallet_id', 'id']);
      await index('ledger_transfers', ['wallet_id', 'wallet_seq']);
      await index('ledger_transfers', ['ref_type', 'ref_id']);
      await index('ledger_transfers', ['status', 'id']);

      // Kept with each posted transfer: statistics read these, never the transfers.
      await db.schema
        .createTable('ads_daily_totals')
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('store_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('ads_daily_totals_pk', ['day', 'kind', 'store_type'])
        .execute();

      await withId(db.schema.createTable('topup_settings'))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('bonus_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(stamps)
        .addCheckConstraint('topup_settings_bonus', sql`bonus_amount >= 0 and bonus_amount <= amount`)
        .execute();

      await withId(db.schema.createTable('cash_orders'))
        .addColumn('type', 'varchar(10)', (c) => c.notNull())
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
        .addColumn('wallet_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('bonus_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('place', 'varchar(20)', (c) => c.notNull())
        .addColumn('station_id', 'integer', (c) => c.references('stores.id'))
        .addColumn('payment_method', 'varchar(20)', (c) => c.notNull())
        .addColumn('reference', 'varchar(100)')
        .addColumn('note', 'varchar(500)')
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('reason', 'varchar(500)')
        .addColumn('requester_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('approver_id', 'integer', (c) => c.references('users.id'))
        .addColumn('decided_at', time)
        .addColumn('hold_transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
        .addColumn('transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
        .addColumn('bonus_transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
        .addColumn('search_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .$call(stamps)
        .addCheckConstraint('cash_orders_amount_positive', sql`amount > 0`)
        .addCheckConstraint('cash_orders_four_eyes', sql`approver_id is null or approver_id <> requester_id`)
        .execute();
      await index('cash_orders', ['status', 'id']);
      await index('cash_orders', ['store_id', 'id']);
      await index('cash_orders', ['requester_id', 'id']);

      await withId(db.schema.createTable('alepay_orders'))
        .addColumn('order_code', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
        .addColumn('wallet_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('bonus_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('transaction_code', 'varchar(60)', (c) => c.unique())
        .addColumn('error_code', 'varchar(10)')
        .addColumn('error_message', 'varchar(500)')
        .addColumn('checkout_url', 'varchar(500)')
        .addColumn('payment_method', 'varchar(30)')
        .addColumn('bank_code', 'varchar(30)')
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('paid_at', time)
        .addColumn('checked_at', time)
        .addColumn('transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
        .addColumn('bonus_transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
        .addColumn('last_response', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('search_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .$call(stamps)
        .addCheckConstraint('alepay_orders_amount_positive', sql`amount > 0`)
        .execute();
      await index('alepay_orders', ['status', 'id']);
      await index('alepay_orders', ['store_id', 'id']);

      // The local gateway sandbox keeps its transactions in the database, so several processes share them.
      await db.schema
        .createTable('alepay_sandbox_transactions')
        .addColumn('transaction_code', 'varchar(60)', (c) => c.primaryKey())
        .addColumn('order_code', 'varchar(40)', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('status', 'varchar(3)', (c) => c.notNull())
        .addColumn('return_url', 'varchar(500)', (c) => c.notNull())
        .addColumn('cancel_url', 'varchar(500)', (c) => c.notNull())
        .$call(stamps)
        .execute();

      await withId(db.schema.createTable('ad_package_groups'))
        .addColumn('type', 'varchar(10)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', time, (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('ad_packages'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('ad_package_groups.id'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', time, (c) => c.notNull())
        .addCheckConstraint('ad_packages_price', sql`price >= 0 and days > 0`)
        .execute();
      await index('ad_packages', ['group_id', 'sort']);
      await withId(db.schema.createTable('ad_package_prices'))
        .addColumn('package_id', 'integer', (c) => c.notNull().references('ad_packages.id'))
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('valid_from', time, (c) => c.notNull())
        .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await index('ad_package_prices', ['package_id', 'id']);

      await withId(db.schema.createTable('campaign_settings'))
        .addColumn('type', 'varchar(10)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('daily_price', money, (c) => c.notNull())
        .addColumn('min_days', 'integer', (c) => c.notNull())
        .addColumn('max_days', 'integer', (c) => c.notNull())
        .addColumn('max_active_per_store', 'integer', (c) => c.notNull())
        .addColumn('require_approval', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('labels', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('updated_at', time, (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('campaign_budgets'))
        .addColumn('setting_id', 'integer', (c) => c.notNull().references('campaign_settings.id'))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await index('campaign_budgets', ['setting_id', 'amount']);

      await withId(db.schema.createTable('campaigns'))
        .addColumn('type', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
        .addColumn('wallet_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('label_code', 'varchar(30)')
        .addColumn('banner_image', 'varchar(500)')
        .addColumn('banner_link', 'varchar(500)')
        .addColumn('banner_position', 'varchar(30)')
        .addColumn('charge_model', 'varchar(10)', (c) => c.notNull())
        .addColumn('package_id', 'integer', (c) => c.references('ad_packages.id'))
        .addColumn('package_name', 'varchar(100)')
        .addColumn('package_price', money)
        .addColumn('package_days', 'integer')
        .addColumn('total_budget', money)
        .addColumn('daily_price', money)
        .addColumn('spent', money, (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pause_reason', 'varchar(30)')
        .addColumn('end_reason', 'varchar(30)')
        .addColumn('status_reason', 'varchar(500)')
        .addColumn('start_at', time, (c) => c.notNull())
        .addColumn('end_at', time, (c) => c.notNull())
        .addColumn('approved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('approved_at', time)
        .$call(stamps)
        .addCheckConstraint('campaigns_status', sql`status between 1 and 4`)
        .addCheckConstraint('campaigns_dates', sql`end_at > start_at`)
        // A campaign never spends more than its budget (budget campaigns) or its package price.
        .addCheckConstraint(
          'campaigns_spend_within_budget',
          sql`spent >= 0 and (total_budget is null or spent <= total_budget) and (package_price is null or spent <= package_price)`,
        )
        .execute();
      await index('campaigns', ['status', 'id']);
      await index('campaigns', ['type', 'status', 'id']);
      await index('campaigns', ['wallet_id', 'id']);
      await index('campaigns', ['end_at', 'id']);

      await withId(db.schema.createTable('campaign_events'))
        .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
        .addColumn('from_status', 'integer')
        .addColumn('to_status', 'integer', (c) => c.notNull())
        .addColumn('reason', 'varchar(500)')
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await index('campaign_events', ['campaign_id', 'id']);

      await db.schema
        .createTable('campaign_daily_stats')
        .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('chats', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('spend', money, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('campaign_daily_stats_pk', ['campaign_id', 'day'])
        .execute();
      await index('campaign_daily_stats', ['day']);

      await withId(db.schema.createTable('ads_notices'))
        .addColumn('kind', 'varchar(30)', (c) => c.notNull())
        .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
        .addColumn('ref_type', 'varchar(30)')
        .addColumn('ref_id', 'integer')
        .addColumn('message', 'varchar(500)', (c) => c.notNull())
        .addColumn('dedupe_key', 'varchar(120)', (c) => c.notNull().unique())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await index('ads_notices', ['kind', 'id']);

      // One row per scheduled job and due time: whoever inserts it runs the job, nobody else.
      await db.schema
        .createTable('job_runs')
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('due_at', time, (c) => c.notNull())
        .addColumn('started_at', time, (c) => c.notNull())
        .addColumn('finished_at', time)
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('result', 'text')
        .addPrimaryKeyConstraint('job_runs_pk', ['name', 'due_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(
        db,
        [
          'job_runs',
          'ads_notices',
          'campaign_daily_stats',
          'campaign_events',
          'campaigns',
          'campaign_budgets',
          'campaign_settings',
          'ad_package_prices',
          'ad_packages',
          'ad_package_groups',
          'alepay_sandbox_transactions',
          'alepay_orders',
          'cash_orders',
          'topup_settings',
          'ads_daily_totals',
          'ledger_transfers',
          'ledger_accounts',
        ],
        { ifExists: true },
      );
    },
  };
}
