import { type Kysely, type Migration, sql } from 'kysely';
import { createVersionTable } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/**
 * The columns that lists show as names, by table: a list reads them from maps kept in each API
 * process (names.ts) while the table's counter in `name_versions` stays the same. Triggers bump
 * the counter in the writing transaction on every insert, delete and change of these columns
 * (SQLite per row, PostgreSQL per statement).
 */
export const NAMED_COLUMNS = {
  brands: ['name'],
  models: ['name'],
  model_details: ['name'],
  locations: ['name'],
  stores: ['name', 'is_station'],
  users: ['full_name', 'username'],
} as const;

const tables = Object.keys(NAMED_COLUMNS) as (keyof typeof NAMED_COLUMNS)[];

function sqliteTriggers(table: keyof typeof NAMED_COLUMNS) {
  const bump = `update name_versions set version = version + 1 where name = '${table}';`;
  return [
    `create trigger ${table}_name_version_insert after insert on ${table} begin ${bump} end`,
    `create trigger ${table}_name_version_delete after delete on ${table} begin ${bump} end`,
    `create trigger ${table}_name_version_update after update of ${NAMED_COLUMNS[table].join(', ')} on ${table}
       begin ${bump} end`,
  ];
}

export function migration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await createVersionTable(db, dialect, 'name_versions', tables);
      if (pg) {
        await sql`create or replace function name_version() returns trigger language plpgsql as $$
                  begin update name_versions set version = version + 1 where name = TG_TABLE_NAME; return null; end $$`.execute(
          db,
        );
        for (const table of tables)
          await sql
            .raw(
              `create trigger ${table}_name_version after insert or delete or update of ${NAMED_COLUMNS[table].join(', ')}
               on ${table} for each statement execute function name_version()`,
            )
            .execute(db);
      } else
        for (const table of tables) for (const trigger of sqliteTriggers(table)) await sql.raw(trigger).execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const table of tables) {
        if (pg) await sql.raw(`drop trigger if exists ${table}_name_version on ${table}`).execute(db);
        else
          for (const kind of ['insert', 'delete', 'update'])
            await sql.raw(`drop trigger if exists ${table}_name_version_${kind}`).execute(db);
      }
      if (pg) await sql`drop function if exists name_version()`.execute(db);
      await db.schema.dropTable('name_versions').execute();
    },
  };
}
