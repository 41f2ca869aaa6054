import type { Kysely, Migration } from 'kysely';
import { columnKit, createIndex, dropTables } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/**
 * Saved views of the lists (docs/decisions.md, "Saved views and columns"): `saved_views`, a
 * person's named state of a list, private or shared with a role (`name_key`, the lower-cased name,
 * unique per owner and list); `list_preferences`, each person's default view and column choice per
 * list (one row per person and list).
 */
export function migration(dialect: DialectName): Migration {
  const { time, withId, stamps } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await stamps(
        withId(db.schema.createTable('saved_views'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('list', 'varchar(80)', (c) => c.notNull())
          .addColumn('name', 'varchar(60)', (c) => c.notNull())
          .addColumn('name_key', 'varchar(60)', (c) => c.notNull())
          .addColumn('state_json', 'text', (c) => c.notNull())
          .addColumn('role_id', 'integer', (c) => c.references('roles.id').onDelete('set null'))
          .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await createIndex(db, 'saved_views_owner_name', 'saved_views', ['user_id', 'list', 'name_key'], { unique: true });
      await createIndex(db, 'saved_views_list_role', 'saved_views', ['list', 'role_id']);
      await db.schema
        .createTable('list_preferences')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('list', 'varchar(80)', (c) => c.notNull())
        .addColumn('default_view_id', 'integer', (c) => c.references('saved_views.id').onDelete('set null'))
        .addColumn('columns_json', 'text')
        .addColumn('updated_at', time, (c) => c.notNull())
        .addPrimaryKeyConstraint('list_preferences_pk', ['user_id', 'list'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['list_preferences', 'saved_views']);
    },
  };
}
