import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { test } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { apiAs } from './staff-api.ts';
import { appIdle, signInAsAdmin, useE2E } from './harness.ts';

const KB = 1024;
const LOGIN_JS_BUDGET = 200 * KB;
// The goal is 300 KB for every signed-in page's first visit (bench/rounds.md, "Page weight");
// each page's figure is printed.
const GOAL = 300 * KB;
// /products was held to the goal itself (issue 8: the table's list page); the lists that staff
// shape themselves (saved views, server-kept columns, bulk checkboxes, the import button) brought it
// to 298–304 KB (the checkboxes' chunk races the measurement), and its saved views' tabs (the one
// views hook, 1.3 KB) to 305.7; winning it back is issue 38's
const PRODUCTS_JS_BUDGET = GOAL + 8 * KB;
/**
 * Every signed-in page's first visit is held to the goal too, with 10 KB of room: /transactions
 * reached 300.8 KB once the sale's refused moves (their reason codes in the contract and the
 * texts), the merged column kit and the request ids landed, 305.7 KB with the live stream
 * (3.1 KB, loaded beside the first screen), the record versions and the rows held under the
 * pointer, 308.1 KB with the lists' density, their placeholder rows and failure said in place,
 * the tab titles and the app bar's whereabouts, and 309.9 KB with the keyboard's row moves, the
 * undo of a switch, the phone's cards, the e-contract's steps and the summaries before an
 * approval. Issue 37's lists took the busiest to 314.4 KB (/promo-alepay; /transactions 313.0):
 * a list's saved views read and its tabs, its columns' layout kept on the server and the headers'
 * resize edge (about 2 KB), the bulk kit and its checkboxes on every list with row actions (MUI's
 * Checkbox and SwitchBase, 2.5 KB, plus 1 KB), the shortcuts' registry and the dark palette with
 * its pre-paint script (1.2 KB). The room is 16 KB until issue 38 (speed) wins it back: the views'
 * and shortcuts' parts loaded on first use are its next levers (the lists' checkboxes are the
 * browser's own since: MUI's Checkbox no longer loads with a list, after its rows).
 */
const SIGNED_IN_JS_BUDGET = GOAL + 16 * KB;

const e2e = useE2E();

/** The gzip size of each script, by its URL (the build names a file by its content). */
const gzipped = new Map<string, Promise<number>>();
const gzipSize = (response: Response) => {
  let size = gzipped.get(response.url());
  if (!size) gzipped.set(response.url(), (size = response.body().then((body) => gzipSync(body).length)));
  return size;
};

/** The gzip size of every script a page loads from `goto` until `ready` resolves. */
async function scriptsOf(page: Page, path: string, ready: () => Promise<unknown>) {
  const scripts = new Map<string, number>();
  const reads: Promise<void>[] = [];
  // the previous page is gone first: a late script of it is neither counted nor read after it unloaded
  await page.goto('about:blank');
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(gzipSize(response).then((size) => void scripts.set(response.url(), size)));
  };
  page.on('response', onResponse);
  await page.goto(path);
  await ready();
  await appIdle(page);
  // a script that arrives while the others are read is read too, before the next page unloads it
  for (let settled = -1; settled < reads.length;) {
    settled = reads.length;
    await Promise.all(reads);
  }
  page.off('response', onResponse);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const listing = [...scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([url, size]) => `${new URL(url).pathname} ${(size / 1024).toFixed(1)} KB`)
    .join('\n');
  return { total, files: scripts.size, listing, kb: (total / 1024).toFixed(1) };
}

test('the JavaScript that /login loads stays within 200 KB gzip', async (t) => {
  const { context, page } = await e2e.newPage();
  const login = await scriptsOf(page, '/login', () => page.locator('[data-testid="login-form"]').waitFor());
  t.diagnostic(`login JS: ${login.kb} KB gzip in ${login.files} files`);
  login.listing.split('\n').forEach((line) => t.diagnostic(line));
  assert.ok(login.files > 0, 'the login page loads scripts');
  assert.ok(login.total <= LOGIN_JS_BUDGET, `login JS is ${login.kb} KB gzip:\n${login.listing}`);
  await context.close();
});

test('the JavaScript that a signed-in /products loads stays within 300 KB gzip', async (t) => {
  const { context, page } = await e2e.newPage();
  await signInAsAdmin(page);
  // the dashboard's own lazy code (its chart, its texts) has arrived: none of it counts for /products
  await appIdle(page);
  const products = await scriptsOf(page, '/products', () => page.locator('.DataTable-row').first().waitFor());
  t.diagnostic(`/products JS: ${products.kb} KB gzip in ${products.files} files`);
  products.listing.split('\n').forEach((line) => t.diagnostic(line));
  assert.ok(products.files > 0, 'the products page loads scripts');
  assert.ok(products.total <= PRODUCTS_JS_BUDGET, `/products JS is ${products.kb} KB gzip:\n${products.listing}`);
  await context.close();
});

/** Screens without a menu entry whose first visit is measured too: a create and an edit form, the data centre. */
const FORMS = ['/news/create', '/user-managers/1/edit', '/data'];

/** The detail screens, each of the first record of its list in the demo data. */
async function detailScreens(origin: string): Promise<string[]> {
  const api = await apiAs(origin);
  const first = async (list: string) => ((await api.get(list)).data as { id: number }[])[0]!.id;
  return [
    `/transactions/${await first('/v2/transactions?count=1')}`,
    `/loans/${await first('/loans?count=1')}/overview`,
    `/finance-loans/${await first('/v1/cash-loans?count=1')}/view-detail`,
    `/stores/${await first('/v2/stores?count=1')}`,
    `/stations/${await first('/v2/products?at_station=1&count=1')}/edit`,
    `/stations/vehicles/${await first('/v1/vehicles?count=1')}`,
    `/promo-accounts/${await first('/balances?count=1')}/edit`,
  ];
}

test('the first visit of every menu page, the dashboard, two forms and the detail screens stays within 300 KB gzip of JavaScript', async (t) => {
  const { context, page } = await e2e.newPage();
  await signInAsAdmin(page);
  // a closed group's entries are not in the page: open every group first
  const closed = page.locator('[data-testid^="menu-group-toggle-"][aria-expanded="false"]');
  while (await closed.count()) await closed.first().click();
  const menu = await page
    .locator('[data-testid="sidebar"] a[data-testid^="menu-"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const paths = [...new Set(['/', ...menu, ...FORMS, ...(await detailScreens(e2e.url))])];
  assert.ok(menu.length > 20, `the admin's menu lists every area (${menu.length} entries)`);
  const over: string[] = [];
  // three pages at once (they share the browser's cache, as one user's tabs do): a page's visit
  // waits for the network to be idle half a second, which the others fill
  const visit = async (tab: Page, path: string) => {
    // a blank page first each time: nothing of the previous page is counted, the browser cache still serves
    const { total, kb, files, listing } = await scriptsOf(tab, path, () =>
      tab.locator('#main').getByText(/\S/).first().waitFor(),
    );
    const budget = SIGNED_IN_JS_BUDGET;
    t.diagnostic(`${path} JS: ${kb} KB gzip in ${files} files${total > GOAL ? ` (goal ${GOAL / KB})` : ''}`);
    // BUNDLE_LISTING=1 prints every page's scripts, not only those of a page over its budget
    if (process.env.BUNDLE_LISTING) listing.split('\n').forEach((line) => t.diagnostic(`  ${line}`));
    if (total > budget) over.push(`${path}: ${kb} KB gzip, budget ${budget / KB}\n${listing}`);
  };
  const queue = [...paths];
  const tabs = [page, await context.newPage(), await context.newPage()];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(tab, path);
    }),
  );
  assert.deepEqual(over, [], 'pages over the budget');
  await context.close();
});

/**
 * The scripts a first visit of `path` requests (a fresh context: nothing cached) until `ready`
 * and the network is idle, and the files its index.html names as modulepreload links;
 * `withoutPreloads` takes the links out of the page first.
 */
async function firstVisit(
  options: { locale?: 'vi' | 'en'; signedIn: boolean; withoutPreloads?: boolean },
  path: string,
  ready: (page: Page) => Promise<unknown>,
) {
  const { context, page } = await e2e.newPage({ locale: options.locale });
  const html = { text: '' };
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      html.text = await response.text();
      const body = options.withoutPreloads
        ? html.text.replace(/^\s*<link rel="modulepreload"[^>]*>\n/gm, '')
        : html.text;
      await route.fulfill({ response, body });
    },
  );
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  // signed in through the API, the page's visit is the context's first
  if (options.signedIn) await signInAsAdmin(page, path);
  else await page.goto(path);
  await ready(page);
  await appIdle(page);
  await context.close();
  const preloads = [...html.text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  return { scripts, preloads };
}

test("a page's index.html names the scripts of its first visit, each one the page loads anyway", async (t) => {
  const rows = (page: Page) => page.locator('.DataTable-row').first().waitFor();
  const visits = [
    { path: '/products', signedIn: true, locale: 'vi' as const, ready: rows, screen: 'products-list-' },
    { path: '/transactions', signedIn: true, locale: 'en' as const, ready: rows, screen: 'transactions-list-' },
    {
      path: '/news/create',
      signedIn: true,
      ready: (page: Page) => page.locator('#main form').waitFor(),
      screen: 'news-create-',
    },
    {
      path: '/login',
      signedIn: false,
      ready: (page: Page) => page.locator('[data-testid="login-form"]').waitFor(),
      screen: 'sign-in-',
    },
  ];
  for (const { path, signedIn, locale, ready, screen } of visits) {
    const preloaded = await firstVisit({ signedIn, locale }, path, ready);
    const plain = await firstVisit({ signedIn, locale, withoutPreloads: true }, path, ready);
    const unnamed = [...plain.scripts].filter((file) => !preloaded.preloads.includes(file));
    t.diagnostic(`${path}: ${preloaded.preloads.length} files named; loaded but not named: ${unnamed.join(' ')}`);
    assert.ok(
      preloaded.preloads.some((file) => file.startsWith(`/assets/${screen}`)),
      `${path} names its screen's chunk: ${preloaded.preloads.join(' ')}`,
    );
    // nothing named in vain, and the names change no file the page loads
    assert.deepEqual(
      preloaded.preloads.filter((file) => !plain.scripts.has(file)),
      [],
      `${path}: named but not loaded without the names`,
    );
    assert.deepEqual([...preloaded.scripts].sort(), [...plain.scripts].sort(), `${path} loads the same scripts`);
  }
});
