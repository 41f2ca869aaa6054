import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeApp } from '../test/harness.ts';
import { latestDue, runOnce, startInProcessRunner } from './jobs.ts';

describe('latestDue', () => {
  test('reads the schedule in Vietnam time', () => {
    assert.equal(latestDue('5 0 * * *', new Date('2025-03-10T10:00:00Z')), '2025-03-09T17:05:00.000Z');
    assert.equal(latestDue('*/5 * * * *', new Date('2025-03-10T10:07:30Z')), '2025-03-10T10:05:00.000Z');
  });
});

describeApp('scheduled jobs run once per due time', { seed: 'base' }, (t) => {
  test('ten runners offered the same due time: the job runs once; the next due time runs again', async () => {
    let runs = 0;
    const job = { name: 'test-job', cron: '5 0 * * *', run: async () => ({ runs: ++runs }) };
    const due = '2025-03-09T17:05:00.000Z';
    const results = await Promise.all(Array.from({ length: 10 }, () => runOnce(t.app.db, job, due)));
    assert.equal(results.filter((r) => r === 'ran').length, 1);
    assert.equal(runs, 1);
    assert.equal(await runOnce(t.app.db, job, '2025-03-10T17:05:00.000Z'), 'ran');
    const runner = startInProcessRunner(t.app.db, [job], 60_000);
    await runner.tick();
    await runner.tick();
    runner.stop();
    assert.equal(runs, 3);
    const failing = { name: 'test-failing', cron: '5 0 * * *', run: async () => Promise.reject(new Error('boom')) };
    assert.equal(await runOnce(t.app.db, failing, due), 'failed');
    assert.equal(await runOnce(t.app.db, failing, due), 'skipped');
  });
});
