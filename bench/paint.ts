// The browser part of the bench: how soon the sign-in page and two list pages paint on their first
// visit (cold cache; the lists signed in), measured by Chromium itself (largest contentful paint)
// against the built web app on localhost. `npm run bench:paint` measures only this and rewrites its
// section of bench/results.md.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../apps/api/src/app.ts';

// the build measured: the web app's, or another one (PAINT_DIST, e.g. an earlier commit's build, for a before and after)
const webDistDir = process.env.PAINT_DIST ?? new URL('../apps/web/dist', import.meta.url).pathname;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

export interface Paint {
  path: string;
  /** Largest contentful paint, ms from the start of the navigation. */
  lcp: number;
  /** The first row of the list in the page, ms (NaN on a page without a list). */
  rows: number;
  /** The last script or data request's end, ms. */
  requestsEnd: number;
  /** What the largest contentful paint was. */
  element: string;
  /** The CPU time of the browser's renderer from the navigation to the page at rest, ms. */
  cpu: number;
  /** The floor page's first row, ms (median), and the median of the visits' ratios page/floor. */
  floorRows?: number;
  ratio?: number;
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The pages measured: the sign-in page as a guest, two lists signed in. */
export const PAINT_PATHS = ['/login', '/products', '/transactions'];
const GUEST_PAGE = '/login';

/**
 * The floor of a list's first visit: a small page whose inline script asks the same API for the
 * same rows as the app's list (the session's token, else one refresh as the app makes) and writes
 * them into a plain table, one text cell per column the list shows. Served by the measured server
 * itself (its own origin and cookies), under a CSP that lets its one inline script run.
 */
export const FLOOR_PAGES: Record<string, { api: string; columns: string[] }> = {
  '/products': {
    api: '/api/v2/products',
    columns: [
      'id',
      'picture.small',
      'title',
      'phone',
      'used_status',
      'brand.name',
      'model.name',
      'type',
      'location.name',
      'number_plate',
      'release_year',
      'used_distance',
      'price',
      'inspection',
      'inspection_date',
      'created_at',
      'created_by.name',
      'updated_at',
      'status_latest_datetime',
      'status_latest_user.name',
      'station.name',
      'is_quality_item',
      'sales_status',
      'blocked_reason',
      'id',
      'ai_score',
    ],
  },
  '/transactions': {
    api: '/api/v2/transactions',
    columns: ['code', 'buyer.name', 'seller.name', 'type', 'price', 'status', 'loan_status', 'created_at'],
  },
};

// the floor page and its script, written beside a copy of the build (the server's CSP allows its own scripts only)
const FLOOR_HTML = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>floor</title>
<style>body{font:13.5px system-ui,sans-serif;margin:0}table{border-collapse:collapse;table-layout:fixed}
td,th{border-bottom:1px solid #ddd;padding:4px 16px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:160px;height:25px}</style>
<script src="/bench-floor.js" defer></script>
</head><body><table><thead><tr></tr></thead><tbody></tbody></table></body></html>`;
const FLOOR_SCRIPT = `(async () => {
  const asked = new URLSearchParams(location.search);
  const columns = asked.get('columns').split(',');
  document.querySelector('thead tr').innerHTML = columns.map((c) => '<th>' + c + '</th>').join('');
  const tokenOf = () => document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1];
  if (!tokenOf())
    await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
  // the very request the app made for its list (the bench passes it on)
  const res = await fetch(asked.get('api'), { headers: { Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest', Authorization: 'Bearer ' + decodeURIComponent(tokenOf() ?? '') } });
  const body = await res.json();
  const value = (row, path) => path.split('.').reduce((v, k) => (v == null ? v : v[k]), row);
  const text = (v) => String(v ?? '').replace(/[&<]/g, (ch) => (ch === '&' ? '&amp;' : '&lt;'));
  document.querySelector('tbody').innerHTML = (body.data ?? [])
    .map((row) => '<tr class="DataTable-row">' + columns.map((c) => '<td>' + text(value(row, c)) + '</td>').join('') + '</tr>')
    .join('');
})();
`;
const floorUrlOf = (path: string, api: string) =>
  `/bench-floor.html?columns=${encodeURIComponent(FLOOR_PAGES[path]!.columns.join(','))}&api=${encodeURIComponent(api)}`;

type Observed = Window & {
  lcp?: number;
  lcpElement?: string;
  rows?: number;
  lcpObserver?: PerformanceObserver;
  recordLcp?: (entries: PerformanceEntryList) => void;
};

// runs in the page before its scripts: the largest contentful paint as it grows, and the first row
const OBSERVE = () => {
  const w = window as Observed;
  w.recordLcp = (entries) => {
    for (const entry of entries as (PerformanceEntry & { element?: Element | null })[]) {
      w.lcp = entry.startTime;
      const element = entry.element;
      w.lcpElement = element ? `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}` : '';
    }
  };
  // kept on the window, and read once more at the end (takeRecords) for entries not yet handed over
  w.lcpObserver = new PerformanceObserver((list) => w.recordLcp!(list.getEntries()));
  w.lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true });
  // with the largest-contentful-paint observer alone, headless Chromium reported no entry in most
  // visits of a signed-in list (the table printed NaN); with a paint-timing observer beside it, every one
  new PerformanceObserver(() => undefined).observe({ type: 'paint', buffered: true });
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector('.DataTable-row')) return;
    w.rows = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};

/** The cookies of a fresh sign-in as admin. */
async function signedIn(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin123');
  await page.locator('[data-testid="login-form"] button[type="submit"]').click();
  await page.locator('[data-testid="sidebar"]').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Each path's first visit in a fresh browser context (nothing cached; the sign-in cookies given,
 * but to the sign-in page), the median of `times` visits. Skipped (null) when the web app is not built.
 */
export async function measurePaint(paths: string[], times = 5): Promise<Paint[] | null> {
  if (!existsSync(join(webDistDir, 'index.html')) || !existsSync(CHROMIUM)) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-bench-paint-'));
  const distDir = join(dataDir, 'dist');
  cpSync(webDistDir, distDir, { recursive: true });
  writeFileSync(join(distDir, 'bench-floor.html'), FLOOR_HTML);
  writeFileSync(join(distDir, 'bench-floor.js'), FLOOR_SCRIPT);
  const app = await buildApp({ dataDir, webDistDir: distDir, seed: 'demo', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const processes = await browser.newBrowserCDPSession();
  /** The CPU seconds the browser's renderer processes have used so far: a visit's own, less moved by the machine's load than its times. */
  const rendererCpu = async () => {
    const { processInfo } = (await processes.send('SystemInfo.getProcessInfo' as never)) as {
      processInfo: { type: string; id: number; cpuTime: number }[];
    };
    return new Map(processInfo.filter((p) => p.type === 'renderer').map((p) => [p.id, p.cpuTime]));
  };
  try {
    const results: Paint[] = [];
    /** One first visit of a page (the app's or a floor page) in a fresh context; `requests` collects the API calls. */
    const visitOnce = async (path: string, guest: boolean, requests?: string[]): Promise<Paint> => {
      // a session of its own: the app refreshes it on start, and a refresh token serves once
      const storageState = guest ? undefined : await signedIn(browser, base);
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 1366, height: 768 },
        storageState,
      });
      const visit = await context.newPage();
      if (requests) visit.on('request', (request) => requests.push(request.url()));
      await visit.addInitScript(OBSERVE);
      const cpuBefore = await rendererCpu();
      await visit.goto(path);
      await visit
        .locator(guest ? '[data-testid="login-form"]' : '.DataTable-row')
        .first()
        .waitFor();
      // the app at rest (no request of its own running, every picture in): a signed-in tab never
      // reaches the browser's network idle, its live stream stays open (lib/live.ts)
      await visit.waitForFunction(() => {
        const bar = document.querySelector<HTMLElement>('[data-testid="loading-bar"]');
        return (!bar || bar.dataset.busy === 'false') && [...document.images].every((image) => image.complete);
      });
      const paint = await visit.evaluate((path) => {
        const w = window as Observed;
        // entries queued but not yet handed to the callback
        w.recordLcp?.(w.lcpObserver?.takeRecords() ?? []);
        const requests = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          path,
          lcp: w.lcp ?? NaN,
          rows: w.rows ?? NaN,
          requestsEnd: Math.max(...requests.map((r) => r.responseEnd)),
          element: w.lcpElement ?? '',
        };
      }, path);
      let cpu = 0;
      for (const [id, seconds] of await rendererCpu()) cpu += seconds - (cpuBefore.get(id) ?? 0);
      await context.close();
      return { ...paint, cpu: cpu * 1000 };
    };
    for (const path of paths) {
      const guest = path === GUEST_PAGE;
      const floor = FLOOR_PAGES[path];
      // the list's own request, read off a first visit (not counted), which the floor page makes again
      let floorUrl: string | undefined;
      if (floor) {
        const requests: string[] = [];
        await visitOnce(path, guest, requests);
        const asked = requests.map((url) => new URL(url)).find((url) => url.pathname === floor.api);
        if (!asked) throw new Error(`${path} asked no ${floor.api}`);
        floorUrl = floorUrlOf(path, asked.pathname + asked.search);
      }
      const runs: Paint[] = [];
      const floorRows: number[] = [];
      const ratios: number[] = [];
      // the page and its floor alternately, so that both see the machine as it is
      for (let i = 0; i < times; i++) {
        const paint = await visitOnce(path, guest);
        runs.push(paint);
        if (floorUrl) {
          const floorPaint = await visitOnce(floorUrl, false);
          floorRows.push(floorPaint.rows);
          ratios.push(paint.rows / floorPaint.rows);
        }
      }
      // a visit without an entry (NaN) sorts last
      runs.sort((a, b) => (Number.isNaN(a.lcp) ? 1 : Number.isNaN(b.lcp) ? -1 : a.lcp - b.lcp));
      const median = { ...runs[Math.floor(runs.length / 2)]! };
      median.cpu = middle(runs.map((r) => r.cpu));
      if (floorUrl) {
        median.floorRows = middle(floorRows);
        median.ratio = middle(ratios);
      }
      results.push(median);
      console.log(
        `first paint ${path}: LCP ${median.lcp.toFixed(0)} ms (${median.element}), first row ${ms(median.rows)} ms, ` +
          `last request ends ${median.requestsEnd.toFixed(0)} ms, renderer CPU ${ms(median.cpu)} ms` +
          (median.ratio
            ? `; floor page's first row ${ms(median.floorRows!)} ms, ratio ${median.ratio.toFixed(2)}`
            : ''),
      );
    }
    return results;
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A move inside the app: a sidebar click from one list to another, until the new list's first row is in. */
export interface Move {
  to: string;
  /** The list was shown before in this tab. */
  visited: boolean;
  /** ms from the click to the new list's first row (median). */
  ms: number;
}

/** The moves measured, from /products once it is at rest: each list first unvisited, then back again. */
export const MOVE_PATHS = ['/transactions', '/leads', '/brands', '/partners'];

/**
 * Moves between lists inside the app (no page load), the median of `times` tabs: from /products,
 * to each of MOVE_PATHS not yet visited, then to each again (visited), the clock started by the
 * sidebar link's click in the page and stopped by a row the list before did not have.
 */
export async function measureMoves(times = 5): Promise<Move[] | null> {
  if (!existsSync(join(webDistDir, 'index.html')) || !existsSync(CHROMIUM)) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-bench-moves-'));
  const app = await buildApp({ dataDir, webDistDir, seed: 'demo', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const samples = new Map<string, number[]>();
  try {
    for (let i = 0; i < times; i++) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: 1366, height: 768 },
        storageState: await signedIn(browser, base),
      });
      const page = await context.newPage();
      await page.goto('/products');
      const atRest = () =>
        page.waitForFunction(() => {
          const bar = document.querySelector<HTMLElement>('[data-testid="loading-bar"]');
          return (!bar || bar.dataset.busy === 'false') && document.querySelector('.DataTable-row');
        });
      await atRest();
      for (const [visited, path] of [
        ...MOVE_PATHS.map((path) => [false, path] as const),
        ...MOVE_PATHS.map((path) => [true, path] as const),
      ]) {
        const took = await page.evaluate(
          (path) =>
            new Promise<number>((resolve, reject) => {
              for (const row of document.querySelectorAll('.DataTable-row')) row.setAttribute('data-before', '');
              const link = document.querySelector<HTMLAnchorElement>(`[data-testid="sidebar"] a[href="${path}"]`);
              if (!link)
                return reject(
                  new Error(
                    `no sidebar link to ${path}: ${[...document.querySelectorAll<HTMLAnchorElement>('[data-testid="sidebar"] a')].map((a) => a.getAttribute('href')).join(' ')}`,
                  ),
                );
              const start = performance.now();
              const observer = new MutationObserver(() => {
                if (location.pathname !== path || !document.querySelector('.DataTable-row:not([data-before])')) return;
                observer.disconnect();
                resolve(performance.now() - start);
              });
              observer.observe(document.body, { childList: true, subtree: true });
              link.click();
            }),
          path,
        );
        const key = `${visited ? 'visited' : 'new'} ${path}`;
        samples.set(key, [...(samples.get(key) ?? []), took]);
        await atRest();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const moves = [...samples].map(([key, values]) => ({
    to: key.split(' ')[1]!,
    visited: key.startsWith('visited'),
    ms: middle(values),
  }));
  for (const move of moves)
    console.log(`move to ${move.to} (${move.visited ? 'visited' : 'not yet visited'}): ${move.ms.toFixed(0)} ms`);
  return moves;
}

export const MOVES_SECTION = 'Moves between lists (browser)';

/** The report's section of the moves. */
export function movesSection(moves: Move[]): string {
  return [
    `## ${MOVES_SECTION}`,
    '',
    `Run on ${new Date().toISOString()} (load average ${loadavg()[0]!.toFixed(1)})${process.env.PAINT_DIST ? ` of the build in ${process.env.PAINT_DIST}` : ''}: the built web app and the API on localhost ` +
      "(SQLite, demo data), headless Chromium at 1366×768, signed in, from /products at rest: a click on the sidebar's link " +
      "until the new list's first row is in the page, each list first not yet visited, then again; median of 5 tabs. " +
      'The goal: 300 ms to a list not yet visited, 100 ms to one visited.',
    '',
    '| move to | not yet visited ms | visited ms |',
    '| --- | ---: | ---: |',
    ...MOVE_PATHS.map((path) => {
      const of = (visited: boolean) => moves.find((m) => m.to === path && m.visited === visited)?.ms.toFixed(0) ?? '';
      return `| ${path} | ${of(false)} | ${of(true)} |`;
    }),
    '',
  ].join('\n');
}

const ms = (value: number) => (Number.isNaN(value) ? '' : value.toFixed(0));

export const PAINT_SECTION = 'First paint (browser)';

/** The report's section of the paint figures. */
export function paintSection(paints: Paint[]): string {
  return [
    `## ${PAINT_SECTION}`,
    '',
    `Run on ${new Date().toISOString()} (load average ${loadavg()[0]!.toFixed(1)})${process.env.PAINT_DIST ? ` of the build in ${process.env.PAINT_DIST}` : ''}: the built web app and the API on localhost (SQLite, demo data), headless ` +
      'Chromium at 1366×768, each page opened with nothing cached (the lists signed in), median of 5 visits. LCP is ' +
      "the browser's largest contentful paint. The floor of a list is a plain page asking the API for the same rows " +
      "(the list's own request) and writing them into a plain table, visited alternately with the list, also cold; " +
      "renderer CPU is the CPU time the browser spent on the page until it was at rest (the median visit's, less moved by the load than its times); " +
      "\"vs floor\" is the median of the visits' ratios, the list's first row over the floor's (the goal: at most 3).",
    '',
    '| page | LCP ms | first row ms | floor first row ms | vs floor | renderer CPU ms | last request ends ms | largest element |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...paints.map(
      (p) =>
        `| ${p.path} | ${ms(p.lcp)} | ${ms(p.rows)} | ${p.floorRows ? ms(p.floorRows) : ''} | ${p.ratio ? p.ratio.toFixed(2) : ''} | ${ms(p.cpu)} | ` +
        `${p.requestsEnd.toFixed(0)} | \`${p.element}\` |`,
    ),
    '',
  ].join('\n');
}

/**
 * Puts a section into the report in place of the one of the same title, formatted as the repository's
 * Prettier does; with `keepEarlier`, the runs the section had stay below the new one.
 */
export async function writeSection(title: string, section: string, keepEarlier = false): Promise<void> {
  const file = new URL('./results.md', import.meta.url);
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const pattern = new RegExp(`^## ${title.replace(/[()]/g, '\\$&')}\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm');
  const next = pattern.test(previous)
    ? previous.replace(pattern, (_all, earlier: string) =>
        keepEarlier ? `${section}\nThe runs before:\n${earlier}` : `${section}\n`,
      )
    : `${previous}\n${section}`;
  writeFileSync(file, await format(next, { ...(await resolveConfig(file.pathname)), parser: 'markdown' }));
}

// `npm run bench:paint`: this section alone (the API sections want a quiet machine, this one less so)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const paints = await measurePaint(PAINT_PATHS);
  if (!paints)
    throw new Error('Build the web app first (cd apps/web && npx vite build); Chromium at /usr/bin/chromium');
  await writeSection(PAINT_SECTION, paintSection(paints), true);
  const moves = await measureMoves();
  if (moves) await writeSection(MOVES_SECTION, movesSection(moves), true);
  console.log('\nWritten to bench/results.md');
}
