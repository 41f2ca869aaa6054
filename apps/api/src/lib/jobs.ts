import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import cronParser from 'cron-parser';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Scheduled work (daily campaign charges, Alepay reconciliation, e-contract expiry): one job is a
 * name, a cron schedule in Vietnam time and a function of its due time. Whoever inserts the row
 * `job_runs (name, due_at)` runs it; every other process, timer or queue delivery of the same due
 * time finds the row and skips, so a job runs once per due time whatever carries it.
 *
 * A run holds a lease, renewed while it works. A run whose process died (its lease ended while it
 * still says running) is taken over by the next runner that looks; a failed run is tried again
 * after a backoff, up to MAX_ATTEMPTS. A job is therefore written to be run again for the same due
 * time: it finishes only what is left (a campaign charged for the day is not charged again).
 */
export interface ScheduledJob {
  name: string;
  /** Five-field cron, read in Asia/Ho_Chi_Minh ('5 0 * * *': 00:05 every day). */
  cron: string;
  run(dueAt: string): Promise<unknown>;
}

export interface RunOptions {
  /** How long a run's lease holds without renewal (renewed every third of it while it works). */
  leaseMs?: number;
  /** This process, as the lease names it. */
  owner?: string;
  /** The clock (tests). */
  now?: () => Date;
}

export const JOB_LEASE_MS = 2 * 60_000;
/** A failed run is tried this many times in all, then left failed for staff to see. */
export const MAX_ATTEMPTS = 5;
/** Done runs are kept this long, failed ones that gave up longer (staff see them). */
export const KEEP_DONE_DAYS = 14;
export const KEEP_FAILED_DAYS = 60;

/** The wait before attempt `attempts + 1`: 1, 2, 4, 8 … minutes, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** (attempts - 1));

/** This process's name in the leases it holds. */
export const PROCESS_OWNER = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** The latest due time of the schedule at or before `now` (ISO). */
export function latestDue(cron: string, now = new Date()): string {
  const expression = cronParser.parseExpression(cron, {
    tz: 'Asia/Ho_Chi_Minh',
    currentDate: new Date(now.getTime() + 1000),
  });
  return expression.prev().toDate().toISOString();
}

const iso = (date: Date, plusMs = 0) => new Date(date.getTime() + plusMs).toISOString();

/** A time column as ISO (PostgreSQL answers a Date, SQLite the stored text). */
const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/**
 * Takes the run of `job` at `dueAt` if nobody holds it: a new run, a run whose lease ended (its
 * process died) or a failed run whose retry is due. The take is one conditional write, so one
 * process wins it. Answers the attempt taken, or null.
 */
async function claim(db: Kysely<DB>, job: ScheduledJob, dueAt: string, owner: string, now: Date, leaseMs: number) {
  const lease = { owner, lease_until: iso(now, leaseMs), started_at: iso(now), status: 'running' as const };
  const inserted = await db
    .insertInto('job_runs')
    .values({ name: job.name, due_at: dueAt, finished_at: null, result: null, next_attempt_at: null, ...lease })
    .onConflict((oc) => oc.columns(['name', 'due_at']).doNothing())
    .returning('attempts')
    .executeTakeFirst();
  if (inserted) return 1;
  const row = await db
    .selectFrom('job_runs')
    .select(['status', 'attempts', 'lease_until', 'next_attempt_at'])
    .where('name', '=', job.name)
    .where('due_at', '=', dueAt)
    .executeTakeFirst();
  if (!row) return null;
  const abandoned = row.status === 'running' && (row.lease_until === null || isoOf(row.lease_until) <= iso(now));
  const retryDue =
    row.status === 'failed' &&
    row.next_attempt_at !== null &&
    isoOf(row.next_attempt_at) <= iso(now) &&
    row.attempts < MAX_ATTEMPTS;
  if (!abandoned && !retryDue) return null;
  const taken = await db
    .updateTable('job_runs')
    .set({ ...lease, attempts: row.attempts + 1, finished_at: null, next_attempt_at: null })
    .where('name', '=', job.name)
    .where('due_at', '=', dueAt)
    .where('status', '=', row.status)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? row.attempts + 1 : null;
}

/**
 * Runs the job for this due time unless someone holds it: 'ran', 'failed' or 'skipped'. Also takes
 * over a run whose process died and retries a failed run whose backoff has passed.
 */
export async function runOnce(
  db: Kysely<DB>,
  job: ScheduledJob,
  dueAt: string,
  options: RunOptions = {},
): Promise<'ran' | 'failed' | 'skipped'> {
  const { leaseMs = JOB_LEASE_MS, owner = PROCESS_OWNER, now = () => new Date() } = options;
  const attempt = await claim(db, job, dueAt, owner, now(), leaseMs);
  if (attempt === null) return 'skipped';
  const mine = () =>
    db
      .updateTable('job_runs')
      .where('name', '=', job.name)
      .where('due_at', '=', dueAt)
      .where('owner', '=', owner)
      .where('attempts', '=', attempt);
  const heartbeat = setInterval(() => {
    void mine()
      .set({ lease_until: iso(now(), leaseMs) })
      .where('status', '=', 'running')
      .execute()
      .catch(() => {});
  }, leaseMs / 3);
  heartbeat.unref();
  try {
    const result = await job.run(dueAt);
    await mine()
      .set({ status: 'done', finished_at: iso(now()), lease_until: null, result: JSON.stringify(result ?? null) })
      .execute();
    return 'ran';
  } catch (error) {
    const retry = attempt < MAX_ATTEMPTS ? iso(now(), backoffMs(attempt)) : null;
    await mine()
      .set({
        status: 'failed',
        finished_at: iso(now()),
        lease_until: null,
        next_attempt_at: retry,
        result: JSON.stringify(error instanceof Error ? error.message : String(error)),
      })
      .execute();
    return 'failed';
  } finally {
    clearInterval(heartbeat);
  }
}

/** A run its process left: still `running` with no lease (a run of before 0040) or one that has ended. */
const abandoned = (eb: ExpressionBuilder<DB, 'job_runs'>, at: string) =>
  eb.and([eb('status', '=', 'running'), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)])]);

/**
 * The runs of these jobs that someone must take up again: left running past their lease (their
 * process died) or failed with a retry due. Any due time, not only the latest: a daily charge that
 * failed yesterday is retried today.
 */
export async function runsToResume(db: Kysely<DB>, jobs: ScheduledJob[], now = new Date()) {
  if (jobs.length === 0) return [];
  const at = iso(now);
  return db
    .selectFrom('job_runs')
    .select(['name', 'due_at'])
    .where(
      'name',
      'in',
      jobs.map((j) => j.name),
    )
    .where((eb) =>
      eb.or([
        abandoned(eb, at),
        eb.and([eb('status', '=', 'failed'), eb('next_attempt_at', '<=', at), eb('attempts', '<', MAX_ATTEMPTS)]),
      ]),
    )
    .orderBy('due_at')
    .limit(100)
    .execute();
}

/** Forgets old runs: done ones after KEEP_DONE_DAYS, failed ones after KEEP_FAILED_DAYS. */
export async function purgeRuns(db: Kysely<DB>, now = new Date()) {
  const day = 86_400_000;
  const done = await db
    .deleteFrom('job_runs')
    .where('status', '=', 'done')
    .where('finished_at', '<', iso(now, -KEEP_DONE_DAYS * day))
    .executeTakeFirst();
  const failed = await db
    .deleteFrom('job_runs')
    .where('status', '=', 'failed')
    .where('finished_at', '<', iso(now, -KEEP_FAILED_DAYS * day))
    .executeTakeFirst();
  return Number(done.numDeletedRows) + Number(failed.numDeletedRows);
}

/** Takes up every run to resume (a dead process's, a due retry), then purges old runs. */
export async function resumeRuns(db: Kysely<DB>, jobs: ScheduledJob[], options: RunOptions = {}) {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const outcomes: { name: string; dueAt: string; outcome: 'ran' | 'failed' | 'skipped' }[] = [];
  for (const run of await runsToResume(db, jobs, options.now?.())) {
    const dueAt = isoOf(run.due_at);
    outcomes.push({ name: run.name, dueAt, outcome: await runOnce(db, byName.get(run.name)!, dueAt, options) });
  }
  await purgeRuns(db, options.now?.());
  return outcomes;
}

/**
 * The in-process runner: every `everyMs` each job's latest due time is offered to `runOnce`, and
 * runs left by a dead process or due for a retry are resumed. On SQLite there is one process; on
 * PostgreSQL several may run it and the claim keeps one run each.
 */
export function startInProcessRunner(db: Kysely<DB>, jobs: ScheduledJob[], everyMs = 30_000, options: RunOptions = {}) {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const job of jobs) await runOnce(db, job, latestDue(job.cron, options.now?.()), options);
      await resumeRuns(db, jobs, options);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}

/** Runs that need a person: failed ones (retrying or given up) and ones a dead process left. */
export async function jobProblems(db: Kysely<DB>, now = new Date()) {
  const rows = await db
    .selectFrom('job_runs')
    .selectAll()
    .where((eb) => eb.or([eb('status', '=', 'failed'), abandoned(eb, iso(now))]))
    .orderBy('due_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    name: row.name,
    due_at: isoOf(row.due_at),
    status: row.status === 'running' ? ('running' as const) : ('failed' as const),
    attempts: row.attempts,
    error: row.status === 'failed' && row.result ? String(JSON.parse(row.result)) : null,
    next_attempt_at: row.next_attempt_at === null ? null : isoOf(row.next_attempt_at),
    finished_at: row.finished_at === null ? null : isoOf(row.finished_at),
  }));
}
