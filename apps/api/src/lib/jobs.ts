import cronParser from 'cron-parser';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowIso } from './time.ts';

/**
 * Scheduled work (daily campaign charges, Alepay reconciliation, e-contract expiry): one job is a
 * name, a cron schedule in Vietnam time and a function of its due time. Whoever inserts the row
 * `job_runs (name, due_at)` runs it; every other process, timer or queue delivery of the same due
 * time finds the row and skips, so a job runs once per due time whatever carries it.
 */
export interface ScheduledJob {
  name: string;
  /** Five-field cron, read in Asia/Ho_Chi_Minh ('5 0 * * *': 00:05 every day). */
  cron: string;
  run(dueAt: string): Promise<unknown>;
}

/** The latest due time of the schedule at or before `now` (ISO). */
export function latestDue(cron: string, now = new Date()): string {
  const expression = cronParser.parseExpression(cron, {
    tz: 'Asia/Ho_Chi_Minh',
    currentDate: new Date(now.getTime() + 1000),
  });
  return expression.prev().toDate().toISOString();
}

/** Runs the job for this due time unless someone already claimed it: 'ran', 'failed' or 'skipped'. */
export async function runOnce(db: Kysely<DB>, job: ScheduledJob, dueAt: string): Promise<'ran' | 'failed' | 'skipped'> {
  const claimed = await db
    .insertInto('job_runs')
    .values({ name: job.name, due_at: dueAt, started_at: nowIso(), status: 'running', finished_at: null, result: null })
    .onConflict((oc) => oc.columns(['name', 'due_at']).doNothing())
    .returning('name')
    .executeTakeFirst();
  if (!claimed) return 'skipped';
  try {
    const result = await job.run(dueAt);
    await db
      .updateTable('job_runs')
      .set({ status: 'done', finished_at: nowIso(), result: JSON.stringify(result ?? null) })
      .where('name', '=', job.name)
      .where('due_at', '=', dueAt)
      .execute();
    return 'ran';
  } catch (error) {
    await db
      .updateTable('job_runs')
      .set({ status: 'failed', finished_at: nowIso(), result: JSON.stringify(String(error)) })
      .where('name', '=', job.name)
      .where('due_at', '=', dueAt)
      .execute();
    return 'failed';
  }
}

/**
 * The in-process runner: every `everyMs` each job's latest due time is offered to `runOnce`. On
 * SQLite there is one process; on PostgreSQL several may run it and the claim keeps one run each.
 */
export function startInProcessRunner(db: Kysely<DB>, jobs: ScheduledJob[], everyMs = 30_000) {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const job of jobs) await runOnce(db, job, latestDue(job.cron));
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
