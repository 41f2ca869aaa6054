import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { test } from 'node:test';
import { vietnamDay } from '@admin/contract';
import { MAX_ATTEMPTS, type ScheduledJob, latestDue, purgeRuns, resumeRuns, runOnce } from '../lib/jobs.ts';
import { chargeCampaigns } from '../modules/campaigns/campaigns.repository.ts';
import { assertOk, describeApp } from './harness.ts';

const MINUTE = 60_000;
const root = process.cwd();

describeApp('scheduled work survives a crash', (t, database) => {
  const db = () => t.app.db;
  const chargesOf = async (day: string) =>
    (
      await db()
        .selectFrom('ledger_transfers')
        .select('idempotency_key')
        .where('idempotency_key', 'like', `camp:%:${day}`)
        .execute()
    )
      .map((r) => r.idempotency_key)
      .sort();
  /** The run of job `name` due at `dueAt`. */
  const runOf = (name: string, dueAt: string) =>
    db()
      .selectFrom('job_runs')
      .selectAll()
      .where('name', '=', name)
      .where('due_at', '=', dueAt)
      .executeTakeFirstOrThrow();
  /** A job whose `work` is told how many times it has been called, this call included. */
  const countedJob = (name: string, cron: string, work: (calls: number) => Promise<unknown>) => {
    let calls = 0;
    const job: ScheduledJob = { name, cron, run: () => work(++calls) };
    return { job, calls: () => calls };
  };

  test('a run whose process is killed mid-run is taken over when its lease ends and finishes only what is left', async () => {
    const dueAt = latestDue('5 0 * * *');
    const day = vietnamDay(dueAt);
    const budget = await db()
      .selectFrom('campaigns')
      .select('id')
      .where('status', '=', 2)
      .where('charge_model', '=', 'budget')
      .where('end_at', '>', new Date().toISOString())
      .orderBy('id')
      .execute();
    assert.ok(budget.length >= 2, 'the demo has running budget campaigns');
    // one campaign is paused while the first process runs: what is left for the one that takes over
    const left = budget[0]!.id;
    await db().updateTable('campaigns').set({ status: 3 }).where('id', '=', left).execute();

    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'apps/api/src/test/job-crash-child.ts'), t.dataDir, dueAt, day, database.url ?? ''],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let said = '';
    for await (const chunk of child.stdout!) {
      said += String(chunk);
      if (said.includes('charged')) break;
    }
    assert.match(said, /charged/);
    child.kill('SIGKILL');
    await once(child, 'exit');

    const chargedBefore = await chargesOf(day);
    assert.ok(chargedBefore.length >= 1);
    assert.ok(!chargedBefore.includes(`camp:${left}:${day}`));
    const dead = await runOf('campaigns-daily-charge', dueAt);
    assert.equal(dead.status, 'running');
    assert.equal(dead.owner, 'doomed-process');

    await db().updateTable('campaigns').set({ status: 2 }).where('id', '=', left).execute();
    const { job, calls } = countedJob('campaigns-daily-charge', '5 0 * * *', () => chargeCampaigns(db(), day));
    // while the lease holds, nobody takes it
    assert.equal(await runOnce(db(), job, dueAt), 'skipped');
    assert.deepEqual(await resumeRuns(db(), [job]), []);
    // once it has ended, the next runner takes it over, once
    const later = () => new Date(Date.now() + 2 * MINUTE);
    const outcomes = await Promise.all([
      resumeRuns(db(), [job], { now: later }),
      resumeRuns(db(), [job], { now: later }),
      runOnce(db(), job, dueAt, { now: later }),
    ]);
    assert.equal(calls(), 1, JSON.stringify(outcomes));
    const after = await chargesOf(day);
    assert.deepEqual(after, [...chargedBefore, `camp:${left}:${day}`].sort(), 'only the campaign left is charged');
    const row = await runOf('campaigns-daily-charge', dueAt);
    assert.equal(row.status, 'done');
    assert.equal(row.attempts, 2);
  });

  test('a failed run is retried after its backoff, and gives up after the last attempt; purge forgets old runs only', async () => {
    const { job, calls } = countedJob('test-flaky', '*/5 * * * *', async (call) => {
      throw new Error(`lender API down (${call})`);
    });
    const dueAt = '2026-01-01T00:00:00.000Z';
    let clock = Date.now();
    const now = () => new Date(clock);
    assert.equal(await runOnce(db(), job, dueAt, { now }), 'failed');
    // not before its backoff
    assert.deepEqual(await resumeRuns(db(), [job], { now }), []);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      clock += 61 * MINUTE;
      assert.deepEqual(await resumeRuns(db(), [job], { now }), [{ name: job.name, dueAt, outcome: 'failed' }]);
    }
    assert.equal(calls(), MAX_ATTEMPTS);
    clock += 61 * MINUTE;
    assert.deepEqual(await resumeRuns(db(), [job], { now }), []);
    const row = await runOf(job.name, dueAt);
    assert.equal(row.status, 'failed');
    assert.equal(row.attempts, MAX_ATTEMPTS);
    assert.equal(row.next_attempt_at, null);
    assert.match(row.result!, /lender API down \(5\)/);

    // staff with full access see it where they see the work waiting; others may not ask
    const shown = assertOk(await t.call('GET', '/api/dashboard/jobs', { as: 'admin' })).data;
    assert.deepEqual(
      shown.find((p: { name: string }) => p.name === job.name),
      {
        name: job.name,
        due_at: dueAt,
        status: 'failed',
        attempts: MAX_ATTEMPTS,
        error: 'lender API down (5)',
        next_attempt_at: null,
        finished_at: new Date(row.finished_at!).toISOString(),
      },
    );
    assert.equal((await t.call('GET', '/api/dashboard/jobs', { as: 'loan' })).status, 403);
    // a run left running before runs held leases (no lease at all) is abandoned too, and shown so
    await db()
      .insertInto('job_runs')
      .values({
        name: 'test-leaseless',
        due_at: dueAt,
        started_at: dueAt,
        finished_at: null,
        status: 'running',
        result: null,
        owner: null,
        lease_until: null,
        next_attempt_at: null,
      })
      .execute();
    const leaseless = assertOk(await t.call('GET', '/api/dashboard/jobs', { as: 'admin' })).data;
    assert.equal(leaseless.find((p: { name: string }) => p.name === 'test-leaseless')?.status, 'running');
    await db().deleteFrom('job_runs').where('name', '=', 'test-leaseless').execute();

    // a job that fails once then works: retried, done
    let flaky = 0;
    const once = {
      ...job,
      name: 'test-once-flaky',
      run: async () => (++flaky === 1 ? Promise.reject(new Error('timeout')) : 'ok'),
    };
    assert.equal(await runOnce(db(), once, dueAt, { now }), 'failed');
    clock += 2 * MINUTE;
    assert.deepEqual(await resumeRuns(db(), [once], { now }), [{ name: once.name, dueAt, outcome: 'ran' }]);

    // purge: done runs after 14 days, failed ones after 60
    const purgeable = await db().selectFrom('job_runs').select('name').where('name', 'like', 'test-%').execute();
    assert.ok(purgeable.length >= 2);
    assert.equal(await purgeRuns(db(), new Date(clock + 13 * 86_400_000)), 0);
    await purgeRuns(db(), new Date(clock + 15 * 86_400_000));
    const left = await db().selectFrom('job_runs').select(['name', 'status']).where('name', 'like', 'test-%').execute();
    assert.deepEqual(
      left.map((r) => r.status),
      ['failed'],
    );
    await purgeRuns(db(), new Date(clock + 61 * 86_400_000));
    assert.equal(
      (await db().selectFrom('job_runs').select('name').where('name', 'like', 'test-%').execute()).length,
      0,
    );
  });
});
