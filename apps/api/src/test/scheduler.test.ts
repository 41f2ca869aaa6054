import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { test } from 'node:test';
import PgBoss from 'pg-boss';
import { latestDue, runOnce, type ScheduledJob } from '../lib/jobs.ts';
import { type Scheduler, startScheduler } from '../lib/scheduler.ts';
import { expireContracts } from '../modules/transactions/e-contracts.repository.ts';
import { expireRequests } from '../modules/transactions/transactions.repository.ts';
import { describeApp } from './harness.ts';

const DAY = 86_400_000;

describeApp('scheduled jobs', (t, database) => {
  const db = () => t.app.db;
  const counting = (name: string, cron = '*/5 * * * *') => {
    const job = { name, cron, runs: 0, run: async () => ({ run: ++job.runs }) };
    return job;
  };

  test('a due time runs once however many processes offer it at once; a failure is recorded', async () => {
    const job = counting('test-once');
    const dueAt = latestDue(job.cron);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => runOnce(db(), job, dueAt)));
    assert.deepEqual(outcomes.filter((o) => o === 'ran').length, 1);
    assert.equal(outcomes.filter((o) => o === 'skipped').length, 9);
    assert.equal(job.runs, 1);
    const row = await db().selectFrom('job_runs').selectAll().where('name', '=', job.name).executeTakeFirstOrThrow();
    assert.equal(row.status, 'done');
    assert.deepEqual(JSON.parse(row.result!), { run: 1 });

    const failing: ScheduledJob = {
      name: 'test-failing',
      cron: job.cron,
      run: () => Promise.reject(new Error('gateway down')),
    };
    assert.equal(await runOnce(db(), failing, dueAt), 'failed');
    const failed = await db()
      .selectFrom('job_runs')
      .selectAll()
      .where('name', '=', failing.name)
      .executeTakeFirstOrThrow();
    assert.equal(failed.status, 'failed');
    assert.match(failed.result!, /gateway down/);
  });

  test('the due time is read in Vietnam time', () => {
    // 00:05 in Hồ Chí Minh City is 17:05 UTC the day before
    assert.equal(latestDue('5 0 * * *', new Date('2026-11-23T10:00:00Z')), '2026-11-22T17:05:00.000Z');
    assert.equal(latestDue('5 0 * * *', new Date('2026-11-22T17:05:00Z')), '2026-11-22T17:05:00.000Z');
  });

  test('sale requests nobody confirmed within 7 days are cancelled by the system, with their history', async () => {
    const [old, recent] = await db()
      .selectFrom('transactions')
      .select('id')
      .where('status', '=', 'new')
      .orderBy('id')
      .limit(2)
      .execute();
    const now = new Date();
    // every other request is fresh, so that only these two are measured
    await db().updateTable('transactions').set({ created_at: now.toISOString() }).where('status', '=', 'new').execute();
    await db()
      .updateTable('transactions')
      .set({ created_at: new Date(now.getTime() - 8 * DAY).toISOString() })
      .where('id', '=', old!.id)
      .execute();
    assert.deepEqual(await expireRequests(db(), now), { cancelled: 1, skipped: 0 });
    const row = await db().selectFrom('transactions').selectAll().where('id', '=', old!.id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'cancelled');
    assert.equal(row.cancel_reason, 'expired');
    assert.equal(row.status_updated_by, null);
    const event = await db()
      .selectFrom('transaction_events')
      .selectAll()
      .where('transaction_id', '=', old!.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(event.to_status, 'cancelled');
    assert.equal(event.actor_id, null);
    assert.equal(event.reason, 'expired');
    const kept = await db()
      .selectFrom('transactions')
      .select('status')
      .where('id', '=', recent!.id)
      .executeTakeFirstOrThrow();
    assert.equal(kept.status, 'new');
    assert.deepEqual(await expireRequests(db(), now), { cancelled: 0, skipped: 0 }, 'a second run finds nothing');
  });

  test('sent e-contracts past their time expire and free the transaction for a new version', async () => {
    const sent = await db()
      .selectFrom('e_contracts')
      .select(['id', 'transaction_id'])
      .where('status', '=', 'sent')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    await db()
      .updateTable('e_contracts')
      .set({ expires_at: new Date(now.getTime() + DAY).toISOString() })
      .where('status', '=', 'sent')
      .execute();
    await db()
      .updateTable('e_contracts')
      .set({ expires_at: new Date(now.getTime() - 1000).toISOString() })
      .where('id', '=', sent.id)
      .execute();
    assert.deepEqual(await expireContracts(db(), now), { expired: 1, skipped: 0 });
    const row = await db().selectFrom('e_contracts').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'expired');
    assert.equal(row.is_open, 0);
    const event = await db()
      .selectFrom('e_contract_events')
      .selectAll()
      .where('e_contract_id', '=', sent.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(event.to_status, 'expired');
    assert.deepEqual(await expireContracts(db(), now), { expired: 0, skipped: 0 });
  });

  test(
    database.url
      ? 'two API processes: pg-boss holds the schedule, a due time runs once, a second delivery is skipped'
      : 'one process: the in-process runner offers each due time and runs it once',
    async () => {
      const job = counting('test-scheduler', '* * * * *');
      const schema = `pgboss_test_${process.pid}`;
      const log = t.app.log;
      const start = () => startScheduler({ db: db(), databaseUrl: database.url, jobs: [job], log, bossSchema: schema });
      const started = await Promise.allSettled([start(), start()]);
      const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        for (const s of started) if (s.status === 'rejected') throw s.reason;
        const [one, two] = running as [Scheduler, Scheduler];
        assert.equal(one.kind, database.url ? 'pg-boss' : 'in-process');
        await Promise.all([one.catchUp(), two.catchUp()]);
        const due = latestDue(job.cron);
        const runs = await db().selectFrom('job_runs').select('due_at').where('name', '=', job.name).execute();
        assert.ok(job.runs >= 1 && job.runs === runs.length, `${job.runs} runs, ${runs.length} rows`);
        assert.ok(runs.some((r) => new Date(r.due_at).toISOString() === due));
        if (database.url) {
          const boss = new PgBoss({ connectionString: database.url, schema });
          await boss.start();
          try {
            const schedules = await boss.getSchedules();
            assert.deepEqual(
              schedules.map((s) => [s.name, s.cron, (s as { timezone?: string }).timezone]),
              [[job.name, '* * * * *', 'Asia/Ho_Chi_Minh']],
            );
            const before = job.runs;
            const id = (await boss.send(job.name, {}))!;
            // wait for a worker of either process to take it and finish
            for (let state = ''; state !== 'completed';) {
              assert.notEqual(state, 'failed');
              await delay(100);
              state = (await boss.getJobById(job.name, id))?.state ?? '';
            }
            const rows = await db().selectFrom('job_runs').select('due_at').where('name', '=', job.name).execute();
            assert.equal(job.runs - before, rows.length - runs.length, 'a delivery runs only a due time nobody ran');
          } finally {
            await boss.stop({ graceful: false, wait: true });
          }
        }
      } finally {
        await Promise.all(running.map((s) => s.stop()));
      }
    },
  );
});
