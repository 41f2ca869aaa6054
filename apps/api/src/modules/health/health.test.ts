import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readEnv } from '../../config.ts';
import { assertOk, testDatabases, useTestApp } from '../../test/harness.ts';

const [sqlite] = testDatabases();

describe('client configuration', () => {
  const byDefault = useTestApp(sqlite);
  const moved = useTestApp(sqlite, { notify: { url: null, port: 4321 } });

  test('GET /client-config tells the web app where the notification service answers', async () => {
    assert.deepEqual(assertOk(await byDefault.call('GET', '/api/client-config', { as: 'news' })).data, {
      notify: { url: null, port: 3001 },
    });
    assert.deepEqual(assertOk(await moved.call('GET', '/api/client-config', { as: 'news' })).data, {
      notify: { url: null, port: 4321 },
    });
  });

  test('the environment sets it: NOTIFY_PORT, or NOTIFY_PUBLIC_URL (also the only origin the page may call)', () => {
    assert.deepEqual(readEnv({ NOTIFY_PORT: '4000' }).notify, { url: null, port: 4000 });
    const env = readEnv({ NOTIFY_PUBLIC_URL: 'https://notify.example.vn/' });
    assert.deepEqual(env.notify, { url: 'https://notify.example.vn', port: 3001 });
    assert.deepEqual(env.connectOrigins, ['https://notify.example.vn/']);
  });
});
