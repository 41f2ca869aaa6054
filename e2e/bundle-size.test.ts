import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { test } from 'node:test';
import { useE2E } from './harness.ts';

const LOGIN_JS_BUDGET = 200 * 1024;

const e2e = useE2E();

test('the JavaScript that /login loads stays within 200 KB gzip', async (t) => {
  const { context, page } = await e2e.newPage();
  const scripts = new Map<string, number>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(response.body().then((body) => void scripts.set(response.url(), gzipSync(body).length)));
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.locator('[data-testid="login-form"]').waitFor();
  await Promise.all(reads);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const listing = [...scripts]
    .map(([url, size]) => `${new URL(url).pathname} ${(size / 1024).toFixed(1)} KB`)
    .join('\n');
  t.diagnostic(`login JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
  assert.ok(scripts.size > 0, 'the login page loads scripts');
  assert.ok(total <= LOGIN_JS_BUDGET, `login JS is ${(total / 1024).toFixed(1)} KB gzip:\n${listing}`);
  await context.close();
});
