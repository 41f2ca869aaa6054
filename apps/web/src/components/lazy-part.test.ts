import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lazyPart } from './lazy-part.ts';

test('a part loads once, and a load that failed is tried again on the next use', async () => {
  let calls = 0;
  const part = lazyPart(async () => {
    calls += 1;
    if (calls === 1) throw new Error('the network dropped');
    return 'editor';
  });
  assert.equal(part.current(), null);
  await assert.rejects(part.preload(), /the network dropped/);
  assert.equal(part.current(), null, 'nothing is kept of a failed load');
  await part.preload();
  assert.equal(part.current(), 'editor');
  await part.preload();
  assert.equal(calls, 2, 'a loaded part is not loaded again');
});
