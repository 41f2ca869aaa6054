import { type ColumnDataType, type Kysely, type Migration, sql } from 'kysely';
import { columnKit, createIndex, dropTables } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/**
 * Transactions (sales of one product), their payments and timeline; loans of finance and credit
 * sales with their history; paperwork bundles and documents; e-contracts with signers and events;
 * disbursements (one per loan, by a unique index); the notification outbox; banks and lender
 * products; cash loans with their history. Money is integer VND (PostgreSQL bigint).
 */
export function migration(dialect: DialectName): Migration {
  const { pg, time, money, withId, stamps } = columnKit(dialect);

  return {
    async up(db: Kysely<unknown>) {
      const index = (table: string, columns: string[], name = `${table}_${columns.join('_')}_index`) =>
        createIndex(db, name, table, columns);
      const unique = (name: string, table: string, columns: string[]) =>
        createIndex(db, name, table, columns, { unique: true });
      /** A record's timeline (`parent` → `references`): what happened (`kind`), between which statuses, why, by whom. */
      const history = async (
        table: string,
        parent: string,
        references: string,
        kind: 'type' | 'action',
        status: ColumnDataType,
      ) => {
        await withId(db.schema.createTable(table))
          .addColumn(parent, 'integer', (c) => c.notNull().references(references))
          .addColumn(kind, 'varchar(30)', (c) => c.notNull())
          .addColumn('from_status', status)
          .addColumn('to_status', status)
          .addColumn('reason', 'varchar(500)')
          .addColumn('data_json', 'text')
          .addColumn('actor_id', 'integer')
          .addColumn('actor_name', 'varchar(150)', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .execute();
        await index(table, [parent, 'id']);
      };

      await withId(db.schema.createTable('banks'))
        .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('short_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('bin', 'varchar(10)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('loan_products'))
        .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id'))
        .addColumn('name', 'varchar(150)', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('min_amount', money, (c) => c.notNull())
        .addColumn('max_amount', money, (c) => c.notNull())
        .addColumn('tenors', 'varchar(100)', (c) => c.notNull())
        .addColumn('required_documents', 'varchar(500)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
        .execute();

      await stamps(
        withId(db.schema.createTable('transactions'))
          .addColumn('type', 'varchar(10)', (c) => c.notNull())
          .addColumn('status', 'varchar(12)', (c) => c.notNull())
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
          .addColumn('product_json', 'text', (c) => c.notNull())
          .addColumn('seller_store_id', 'integer', (c) => c.notNull().references('stores.id'))
          .addColumn('seller_name', 'varchar(150)', (c) => c.notNull())
          .addColumn('seller_phone', 'varchar(20)')
          .addColumn('buyer_store_id', 'integer', (c) => c.references('stores.id'))
          .addColumn('buyer_name', 'varchar(150)', (c) => c.notNull())
          .addColumn('buyer_phone', 'varchar(20)', (c) => c.notNull())
          .addColumn('buyer_email', 'varchar(255)')
          .addColumn('station_id', 'integer', (c) => c.references('stores.id'))
          .addColumn('list_price', money, (c) => c.notNull())
          .addColumn('price', money, (c) => c.notNull().check(sql`price > 0`))
          .addColumn('paid_amount', money, (c) => c.notNull().defaultTo(0))
          .addColumn('loan_id', 'integer')
          .addColumn('loan_status', 'varchar(40)')
          .addColumn('partner_id', 'integer')
          .addColumn('e_contract_id', 'integer')
          .addColumn('received_at', time)
          .addColumn('confirmed_at', time)
          .addColumn('paid_at', time)
          .addColumn('delivered_at', time)
          .addColumn('completed_at', time)
          .addColumn('cancelled_at', time)
          .addColumn('cancel_reason', 'varchar(500)')
          .addColumn('assigned_to', 'integer', (c) => c.references('users.id'))
          .addColumn('source', 'varchar(10)', (c) => c.notNull())
          .addColumn('note', 'text')
          .addColumn('holds_product', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('product_previous_status', 'varchar(20)')
          .addColumn('status_updated_by', 'integer', (c) => c.references('users.id'))
          .addColumn('status_updated_at', time)
          .addColumn('search_text', 'varchar(1000)', (c) => c.notNull().defaultTo('')),
      ).execute();
      // One transaction at a time holds a product; several new requests may wait for it.
      await sql`create unique index transactions_product_held on transactions (product_id) where holds_product = 1`.execute(
        db,
      );
      for (const column of ['status', 'type', 'created_at', 'price', 'status_updated_at', 'product_id'])
        await index('transactions', [column, 'id']);
      for (const column of [
        'seller_store_id',
        'buyer_store_id',
        'station_id',
        'assigned_to',
        'loan_status',
        'partner_id',
      ])
        await index('transactions', [column, 'id']);
      if (pg)
        await sql`create index transactions_search_trgm on transactions using gin (search_text gin_trgm_ops)`.execute(
          db,
        );

      await history('transaction_events', 'transaction_id', 'transactions.id', 'type', 'varchar(40)');

      await withId(db.schema.createTable('transaction_payments'))
        .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
        .addColumn('amount', money, (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('method', 'varchar(20)', (c) => c.notNull())
        .addColumn('reference', 'varchar(100)')
        .addColumn('paid_at', time, (c) => c.notNull())
        .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
        .addColumn('voided_at', time)
        .addColumn('void_reason', 'varchar(500)')
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await index('transaction_payments', ['transaction_id', 'id']);

      await stamps(
        withId(db.schema.createTable('loans'))
          .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
          .addColumn('kind', 'varchar(10)', (c) => c.notNull())
          .addColumn('partner_id', 'integer', (c) => c.references('partners.id'))
          .addColumn('product_code', 'varchar(20)', (c) => c.notNull())
          .addColumn('loan_status', 'varchar(40)', (c) => c.notNull())
          .addColumn('status_reason', 'varchar(500)')
          .addColumn('buyer_name', 'varchar(150)', (c) => c.notNull())
          .addColumn('phone', 'varchar(20)', (c) => c.notNull())
          .addColumn('email', 'varchar(255)')
          .addColumn('date_of_birth', 'varchar(10)')
          .addColumn('gender', 'varchar(10)')
          .addColumn('id_number', 'varchar(12)')
          .addColumn('id_issued_date', 'varchar(10)')
          .addColumn('id_issued_place', 'varchar(150)')
          .addColumn('permanent_address', 'varchar(300)')
          .addColumn('current_address', 'varchar(300)')
          .addColumn('occupation', 'varchar(100)')
          .addColumn('monthly_income', money)
          .addColumn('id_front_image', 'varchar(500)')
          .addColumn('id_back_image', 'varchar(500)')
          .addColumn('vehicle_price', money, (c) => c.notNull())
          .addColumn('down_payment', money, (c) => c.notNull())
          .addColumn('requested_amount', money, (c) => c.notNull())
          .addColumn('approved_amount', money)
          .addColumn('tenor_months', 'integer', (c) => c.notNull())
          .addColumn('partner_application_id', 'varchar(50)')
          .addColumn('partner_contract_no', 'varchar(50)')
          .addColumn('seller_bank_account', 'varchar(20)')
          .addColumn('seller_bank_account_name', 'varchar(100)')
          .addColumn('seller_bank_name', 'varchar(100)')
          .addColumn('buyer_bank_account', 'varchar(20)')
          .addColumn('buyer_bank_account_name', 'varchar(100)')
          .addColumn('buyer_bank_name', 'varchar(100)')
          .addColumn('assigned_to', 'integer', (c) => c.references('users.id'))
          .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('submitted_at', time)
          .addColumn('decided_at', time)
          .addColumn('disbursed_at', time)
          .addColumn('done_at', time)
          .addColumn('search_text', 'varchar(1000)', (c) => c.notNull().defaultTo('')),
      ).execute();
      await sql`create unique index loans_open_per_transaction on loans (transaction_id) where is_open = 1`.execute(db);
      for (const column of ['loan_status', 'kind', 'partner_id', 'assigned_to', 'created_at', 'transaction_id'])
        await index('loans', [column, 'id']);

      await history('loan_histories', 'loan_id', 'loans.id', 'action', 'varchar(40)');

      await stamps(
        withId(db.schema.createTable('paperworks'))
          .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
          .addColumn('party', 'varchar(10)', (c) => c.notNull())
          .addColumn('status', 'varchar(10)', (c) => c.notNull())
          .addColumn('reason', 'varchar(500)')
          .addColumn('required_types', 'varchar(500)', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
          .addColumn('decided_at', time),
      ).execute();
      await unique('paperworks_transaction_party', 'paperworks', ['transaction_id', 'party']);

      await withId(db.schema.createTable('paperwork_documents'))
        .addColumn('paperwork_id', 'integer', (c) => c.notNull().references('paperworks.id'))
        .addColumn('type', 'varchar(30)', (c) => c.notNull())
        .addColumn('file', 'varchar(500)', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.references('users.id'))
        .addColumn('uploaded_at', time, (c) => c.notNull())
        .execute();
      await index('paperwork_documents', ['paperwork_id', 'id']);

      await stamps(
        withId(db.schema.createTable('e_contracts'))
          .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
          .addColumn('contract_no', 'varchar(30)', (c) => c.notNull().unique())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('template', 'varchar(20)', (c) => c.notNull())
          .addColumn('status', 'varchar(10)', (c) => c.notNull())
          .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('document', 'varchar(500)')
          .addColumn('document_sha256', 'varchar(64)')
          .addColumn('signed_document', 'varchar(500)')
          .addColumn('signed_sha256', 'varchar(64)')
          .addColumn('sent_at', time)
          .addColumn('expires_at', time)
          .addColumn('completed_at', time)
          .addColumn('voided_at', time)
          .addColumn('void_reason', 'varchar(500)')
          .addColumn('decline_reason', 'varchar(500)')
          .addColumn('created_by', 'integer', (c) => c.references('users.id')),
      ).execute();
      await sql`create unique index e_contracts_open_per_transaction on e_contracts (transaction_id) where is_open = 1`.execute(
        db,
      );
      await unique('e_contracts_transaction_version', 'e_contracts', ['transaction_id', 'version']);

      await withId(db.schema.createTable('e_contract_signers'))
        .addColumn('e_contract_id', 'integer', (c) => c.notNull().references('e_contracts.id'))
        .addColumn('role', 'varchar(10)', (c) => c.notNull())
        .addColumn('name', 'varchar(150)', (c) => c.notNull())
        .addColumn('phone', 'varchar(20)')
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('method', 'varchar(10)')
        .addColumn('signed_at', time)
        .addColumn('declined_at', time)
        .addColumn('decline_reason', 'varchar(500)')
        .addColumn('ip', 'varchar(64)')
        .addColumn('paper_file', 'varchar(500)')
        .execute();
      await unique('e_contract_signers_role', 'e_contract_signers', ['e_contract_id', 'role']);

      await history('e_contract_events', 'e_contract_id', 'e_contracts.id', 'type', 'varchar(20)');

      await withId(db.schema.createTable('disbursements'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id'))
        .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id'))
        .addColumn('partner_id', 'integer', (c) => c.notNull())
        .addColumn('money', money, (c) => c.notNull().check(sql`money > 0`))
        .addColumn('contract_no', 'varchar(50)', (c) => c.notNull())
        .addColumn('disbursed_at', time, (c) => c.notNull())
        .addColumn('bank_name', 'varchar(100)')
        .addColumn('bank_account', 'varchar(20)')
        .addColumn('bank_account_name', 'varchar(100)')
        .addColumn('note', 'varchar(500)')
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
        .addColumn('recorded_at', time, (c) => c.notNull())
        .addColumn('confirmed_by', 'integer', (c) => c.references('users.id'))
        .addColumn('confirmed_at', time)
        .addColumn('notification_status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('notified_at', time)
        .execute();
      // At most one disbursement per loan, and a lender's contract number once.
      await unique('disbursements_loan_unique', 'disbursements', ['loan_id']);
      await unique('disbursements_partner_contract_unique', 'disbursements', ['partner_id', 'contract_no']);

      await withId(db.schema.createTable('notification_outbox'))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('payload_json', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('sent_at', time)
        .execute();
      await index('notification_outbox', ['status', 'id']);

      await stamps(
        withId(db.schema.createTable('cash_loans'))
          .addColumn('applicant_store_id', 'integer', (c) => c.references('stores.id'))
          .addColumn('name', 'varchar(150)', (c) => c.notNull())
          .addColumn('phone', 'varchar(20)', (c) => c.notNull())
          .addColumn('id_number', 'varchar(12)')
          .addColumn('date_of_birth', 'varchar(10)')
          .addColumn('province_id', 'integer')
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('tenor_months', 'integer', (c) => c.notNull())
          .addColumn('purpose', 'varchar(300)')
          .addColumn('monthly_income', money)
          .addColumn('employment', 'varchar(100)')
          .addColumn('collateral_json', 'varchar(500)')
          .addColumn('phone_verified', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('partner_id', 'integer', (c) => c.references('partners.id'))
          .addColumn('status', 'varchar(12)', (c) => c.notNull())
          .addColumn('status_reason', 'varchar(500)')
          .addColumn('rejected_by', 'varchar(10)')
          .addColumn('cic_score', 'integer')
          .addColumn('internal_score', 'integer')
          .addColumn('risk_grade', 'varchar(1)')
          .addColumn('scored_at', time)
          .addColumn('scored_by', 'integer', (c) => c.references('users.id'))
          .addColumn('assigned_to', 'integer', (c) => c.references('users.id'))
          .addColumn('disbursed_amount', money)
          .addColumn('disbursed_at', time)
          .addColumn('search_text', 'varchar(1000)', (c) => c.notNull().defaultTo('')),
      ).execute();
      for (const column of ['status', 'risk_grade', 'partner_id', 'created_at', 'amount'])
        await index('cash_loans', [column, 'id']);

      await history('cash_loan_histories', 'cash_loan_id', 'cash_loans.id', 'action', 'varchar(20)');
    },
    async down(db: Kysely<unknown>) {
      await dropTables(
        db,
        [
          'cash_loan_histories',
          'cash_loans',
          'notification_outbox',
          'disbursements',
          'e_contract_events',
          'e_contract_signers',
          'e_contracts',
          'paperwork_documents',
          'paperworks',
          'loan_histories',
          'loans',
          'transaction_payments',
          'transaction_events',
          'transactions',
          'loan_products',
          'banks',
        ],
        { ifExists: true },
      );
    },
  };
}
