import { type Kysely, type Migration, sql } from 'kysely';
import { createVersionTable } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/**
 * The tables whose every change bumps their counter in `data_versions`: the lists whose answers an
 * API process keeps (plugins/kept-answers.ts) read their rows, and a kept answer is valid while the
 * counters it was read under stay the same.
 *
 * SQLite (one writer at a time): a trigger per row bumps the counter in the writing transaction.
 * PostgreSQL: a statement trigger notes the table in a transaction-local setting, and a deferred
 * trigger bumps the counters of every noted table in one statement at commit. The counter rows are
 * so locked only while the writer commits, and always in the same order (the statement walks the
 * primary key), so two transactions writing the same tables in opposite orders never deadlock on
 * them, and writers of one table do not wait on each other before they commit. A statement that
 * changes no row notes its table but queues no deferred event: nothing is bumped unless some row
 * changed. TRUNCATE is not covered: the product never truncates these tables.
 */
export const VERSIONED_TABLES = ['products', 'transactions', 'paperworks', 'users', 'user_roles', 'roles'] as const;
export type VersionedTable = (typeof VERSIONED_TABLES)[number];

/** The transaction-local setting listing the tables a PostgreSQL transaction changed (`a,b,`). */
const TOUCHED = 'admin.data_touched';

export function migration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await createVersionTable(db, dialect, 'data_versions', VERSIONED_TABLES);
      if (!pg) {
        for (const table of VERSIONED_TABLES)
          for (const event of ['insert', 'update', 'delete'])
            await sql
              .raw(
                `create trigger ${table}_data_version_${event} after ${event} on ${table}
                 begin update data_versions set version = version + 1 where name = '${table}'; end`,
              )
              .execute(db);
        return;
      }
      await sql
        .raw(
          `create function data_touched() returns trigger language plpgsql as $$
           declare touched text := coalesce(current_setting('${TOUCHED}', true), '');
           begin
             if position(',' || TG_TABLE_NAME || ',' in ',' || touched) = 0 then
               perform set_config('${TOUCHED}', touched || TG_TABLE_NAME || ',', true);
             end if;
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create function data_versions_bump() returns trigger language plpgsql as $$
           declare touched text := coalesce(current_setting('${TOUCHED}', true), '');
           begin
             if touched = '' then return null; end if;
             perform set_config('${TOUCHED}', '', true);
             update data_versions set version = version + 1
               where name = any(string_to_array(rtrim(touched, ','), ','));
             return null;
           end $$`,
        )
        .execute(db);
      for (const table of VERSIONED_TABLES) {
        await sql
          .raw(
            `create trigger ${table}_data_touched after insert or update or delete on ${table}
             for each statement execute function data_touched()`,
          )
          .execute(db);
        await sql
          .raw(
            `create constraint trigger ${table}_data_version after insert or update or delete on ${table}
             deferrable initially deferred for each row execute function data_versions_bump()`,
          )
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of VERSIONED_TABLES) {
        if (pg) {
          await sql.raw(`drop trigger if exists ${table}_data_version on ${table}`).execute(db);
          await sql.raw(`drop trigger if exists ${table}_data_touched on ${table}`).execute(db);
        } else
          for (const event of ['insert', 'update', 'delete'])
            await sql.raw(`drop trigger if exists ${table}_data_version_${event}`).execute(db);
      }
      if (pg) {
        await sql`drop function if exists data_versions_bump()`.execute(db);
        await sql`drop function if exists data_touched()`.execute(db);
      }
      await db.schema.dropTable('data_versions').execute();
    },
  };
}
