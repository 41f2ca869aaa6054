import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
// @ts-expect-error: a plain ES module of the repository's scripts, without types
import { MODULES_INDEX, modulesIndex, routesPlugins } from '../../../../scripts/api-modules.mjs';
import { API_MODULES } from '../modules/index.ts';

test('the API registers the routes of every area folder, found by themselves', () => {
  const plugins: [string, string][] = routesPlugins();
  assert.ok(plugins.length > 40, `found ${plugins.length} routes plugins`);
  assert.ok(plugins.some(([file, name]) => file === 'faqs/faqs.routes.ts' && name === 'faqsRoutes'));
  assert.equal(API_MODULES.length, plugins.length);
  assert.equal(
    readFileSync(MODULES_INDEX, 'utf8'),
    modulesIndex(plugins),
    'apps/api/src/modules/index.ts is stale: run node scripts/api-modules.mjs',
  );
});
