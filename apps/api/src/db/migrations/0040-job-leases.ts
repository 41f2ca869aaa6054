import type { Kysely, Migration } from 'kysely';
import { addColumns, columnKit, createIndex } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/**
 * A scheduled run holds a lease (lib/jobs.ts): `owner` and `lease_until`, renewed while it works,
 * so that a run whose process died is taken over when its lease ends; `attempts` and
 * `next_attempt_at` retry a failed run with backoff. Runs of before carry no lease: finished ones
 * need none, and one left running by a dead process is taken over at once.
 */
export function migration(dialect: DialectName): Migration {
  const { time } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('job_runs')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('job_runs').addColumn('owner', 'varchar(80)').execute();
      await addColumns(db, 'job_runs', time, ['lease_until', 'next_attempt_at']);
      await createIndex(db, 'job_runs_status', 'job_runs', ['status', 'finished_at']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('job_runs_status').execute();
      for (const column of ['next_attempt_at', 'lease_until', 'owner', 'attempts'])
        await db.schema.alterTable('job_runs').dropColumn(column).execute();
    },
  };
}
