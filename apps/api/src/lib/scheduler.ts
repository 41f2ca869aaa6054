import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema.ts';
import { type ScheduledJob, latestDue, resumeRuns, runOnce, startInProcessRunner } from './jobs.ts';

export interface Scheduler {
  /** 'pg-boss' on PostgreSQL, 'in-process' on SQLite. */
  kind: 'pg-boss' | 'in-process';
  /** Offers every job its latest due time now (start-up catch-up, tests). */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  db: Kysely<DB>;
  /** postgres://… : pg-boss keeps the schedule in its own schema; otherwise the in-process runner. */
  databaseUrl?: string;
  jobs: ScheduledJob[];
  log: FastifyBaseLogger;
  /** pg-boss's schema (tests give each run its own). */
  bossSchema?: string;
  /** Told of every run of a job in this process and how it ended (the metrics). */
  onRun?: (job: string, outcome: 'ran' | 'failed') => void;
}

/** The job, telling `onRun` how each of its runs ends (whichever runner runs it). */
function reporting(job: ScheduledJob, onRun: SchedulerOptions['onRun']): ScheduledJob {
  if (!onRun) return job;
  return {
    ...job,
    async run(dueAt) {
      try {
        const result = await job.run(dueAt);
        onRun(job.name, 'ran');
        return result;
      } catch (error) {
        onRun(job.name, 'failed');
        throw error;
      }
    },
  };
}

const TZ = 'Asia/Ho_Chi_Minh';

/**
 * Runs the scheduled jobs. On PostgreSQL pg-boss holds the cron schedule: each due time becomes one
 * queued job, fetched by one of the API processes; on SQLite (one process) a timer offers each
 * job's latest due time. Either way the job runs through `runOnce`, whose `job_runs` row is the
 * last word: a due time runs once even if a queue delivers it twice or a start-up catch-up meets it.
 */
export async function startScheduler(options: SchedulerOptions): Promise<Scheduler> {
  const { db, log } = options;
  const jobs = options.jobs.map((job) => reporting(job, options.onRun));
  const offer = async (job: ScheduledJob, dueAt = latestDue(job.cron)) => {
    const outcome = await runOnce(db, job, dueAt);
    if (outcome !== 'skipped') log[outcome === 'failed' ? 'error' : 'info']({ job: job.name, dueAt, outcome }, 'job');
    return outcome;
  };
  const catchUp = async () => {
    for (const job of jobs) await offer(job);
  };

  if (!options.databaseUrl) {
    const runner = startInProcessRunner(db, jobs);
    return {
      kind: 'in-process',
      catchUp: () => runner.tick(),
      stop: async () => runner.stop(),
    };
  }

  // loaded only on PostgreSQL, where it runs
  const { default: Boss } = await import('pg-boss');
  const boss = new Boss({ connectionString: options.databaseUrl, schema: options.bossSchema ?? 'pgboss', max: 2 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue'));
  await boss.start();
  try {
    await setUp(boss);
  } catch (error) {
    await boss.stop({ graceful: false, wait: true });
    throw error;
  }
  // pg-boss delivers due times; runs a dead process left, and failed runs due for a retry, are
  // taken up by every process's sweep (the claim keeps one run each).
  const sweep = async () => {
    for (const { name, dueAt, outcome } of await resumeRuns(db, jobs)) {
      if (outcome !== 'skipped')
        log[outcome === 'failed' ? 'error' : 'info']({ job: name, dueAt, outcome }, 'job resumed');
    }
  };
  const sweeper = setInterval(
    () => void sweep().catch((error: unknown) => log.error({ err: error }, 'job sweep')),
    30_000,
  );
  sweeper.unref();
  return {
    kind: 'pg-boss',
    catchUp: async () => {
      await catchUp();
      await sweep();
    },
    stop: async () => {
      clearInterval(sweeper);
      await boss.stop({ graceful: true, wait: true });
    },
  };

  async function setUp(boss: PgBoss) {
    for (const job of jobs) {
      // Several processes starting at once create the same queue and schedule: PostgreSQL may answer
      // one of them with a deadlock or a duplicate; it tries again (the other one's work stands).
      await retryWhenRacing(async () => {
        if (!(await boss.getQueue(job.name))) await boss.createQueue(job.name);
      });
      await retryWhenRacing(() => boss.schedule(job.name, job.cron, {}, { tz: TZ }));
      await boss.work(job.name, async () => {
        await offer(job);
      });
    }
  }
}

/** Deadlock, serialization failure, duplicate key: the codes two concurrent set-ups can meet. */
const RACING = new Set(['40P01', '40001', '23505', '42P07']);

async function retryWhenRacing(work: () => Promise<unknown>, attempts = 8): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await work();
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || !code || !RACING.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * attempt));
    }
  }
}
