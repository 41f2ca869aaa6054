import type { Kysely, Migration } from 'kysely';
import { addRowVersions, columnKit, createIndex } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/**
 * Several staff at once: the rows of every record kind carry a `row_version`, raised by each audited
 * change (lib/audit-log.ts), so a write made on what a person saw is refused once someone else has
 * changed it; the audit entry keeps the version it made, and `presence` holds who has which
 * record open. Later tables add their own `row_version` column.
 */
export const VERSIONED_RECORD_TABLES = [
  'users',
  'roles',
  'manager_invitations',
  'stores',
  'reviews',
  'products',
  'brands',
  'models',
  'model_details',
  'customers',
  'vehicles',
  'mcn_services',
  'service_orders',
  'transactions',
  'transaction_payments',
  'loans',
  'paperworks',
  'e_contracts',
  'disbursements',
  'cash_loans',
  'news',
  'news_categories',
  'news_comments',
  'banners',
  'events',
  'popups',
  'pages',
  'faqs',
  'faq_categories',
  'partners',
  'leads',
  'cash_orders',
  'alepay_orders',
  'campaigns',
] as const;

export function migration(dialect: DialectName): Migration {
  const { time } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await addRowVersions(db, VERSIONED_RECORD_TABLES);
      await db.schema.alterTable('audit_logs').addColumn('entity_version', 'integer').execute();
      await db.schema
        .createTable('presence')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('record_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('tab', 'varchar(40)', (c) => c.notNull())
        .addColumn('editing', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('since', time, (c) => c.notNull())
        .addColumn('seen_at', time, (c) => c.notNull())
        .addPrimaryKeyConstraint('presence_pk', ['user_id', 'kind', 'record_id', 'tab'])
        .execute();
      await createIndex(db, 'presence_record_index', 'presence', ['kind', 'record_id']);
    },
  };
}
