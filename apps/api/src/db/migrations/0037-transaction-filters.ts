import type { Kysely, Migration } from 'kysely';
import { createIndex } from '@admin/server-kit/migration-kit';

/**
 * The transactions list filtered by status and payment type, newest first: one index walks the
 * page and counts the total. With the status and type indexes apart, PostgreSQL walked the primary
 * key backwards testing both on each row (55,000 rows for a page of confirmed finance sales at
 * 74,000 transactions) or intersected the two for the total.
 */
export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createIndex(db, 'transactions_status_type_id_index', 'transactions', ['status', 'type', 'id']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('transactions_status_type_id_index').execute();
    },
  };
}
