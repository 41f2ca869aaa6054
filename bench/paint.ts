// The browser part of the bench: how soon the sign-in page and two list pages paint on their first
// visit (cold cache; the lists signed in), measured by Chromium itself (largest contentful paint)
// against the built web app on localhost. `npm run bench:paint` measures only this and rewrites its
// section of bench/results.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../apps/api/src/app.ts';

const webDistDir = new URL('../apps/web/dist', import.meta.url).pathname;
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
}

/** The pages measured: the sign-in page as a guest, two lists signed in. */
export const PAINT_PATHS = ['/login', '/products', '/transactions'];
const GUEST_PAGE = '/login';

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
  const app = await buildApp({ dataDir, webDistDir, seed: 'demo', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results: Paint[] = [];
    for (const path of paths) {
      const runs: Paint[] = [];
      for (let i = 0; i < times; i++) {
        const guest = path === GUEST_PAGE;
        // a session of its own: the app refreshes it on start, and a refresh token serves once
        const storageState = guest ? undefined : await signedIn(browser, base);
        const context = await browser.newContext({
          baseURL: base,
          viewport: { width: 1366, height: 768 },
          storageState,
        });
        const visit = await context.newPage();
        await visit.addInitScript(OBSERVE);
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
        runs.push(
          await visit.evaluate((path) => {
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
          }, path),
        );
        await context.close();
      }
      // a visit without an entry (NaN) sorts last
      runs.sort((a, b) => (Number.isNaN(a.lcp) ? 1 : Number.isNaN(b.lcp) ? -1 : a.lcp - b.lcp));
      const median = runs[Math.floor(runs.length / 2)]!;
      results.push(median);
      console.log(
        `first paint ${path}: LCP ${median.lcp.toFixed(0)} ms (${median.element}), first row ${ms(median.rows)} ms, ` +
          `last request ends ${median.requestsEnd.toFixed(0)} ms`,
      );
    }
    return results;
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '' : value.toFixed(0));

export const PAINT_SECTION = 'First paint (browser)';

/** The report's section of the paint figures. */
export function paintSection(paints: Paint[]): string {
  return [
    `## ${PAINT_SECTION}`,
    '',
    `Run on ${new Date().toISOString()} (load average ${loadavg()[0]!.toFixed(1)}): the built web app and the API on localhost (SQLite, demo data), headless ` +
      'Chromium at 1366×768, each page opened with nothing cached (the lists signed in), median of 5 visits. LCP is ' +
      "the browser's largest contentful paint; the goal is 1 s (the app frame and the list's rows).",
    '',
    '| page | LCP ms | first row ms | last request ends ms | largest element |',
    '| --- | ---: | ---: | ---: | --- |',
    ...paints.map(
      (p) => `| ${p.path} | ${ms(p.lcp)} | ${ms(p.rows)} | ${p.requestsEnd.toFixed(0)} | \`${p.element}\` |`,
    ),
    '',
  ].join('\n');
}

/** Puts a section into the report in place of the one of the same title, formatted as the repository's Prettier does. */
export async function writeSection(title: string, section: string): Promise<void> {
  const file = new URL('./results.md', import.meta.url);
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const pattern = new RegExp(`^## ${title.replace(/[()]/g, '\\$&')}\n[\\s\\S]*?(?=^## |(?![\\s\\S]))`, 'm');
  const next = pattern.test(previous) ? previous.replace(pattern, `${section}\n`) : `${previous}\n${section}`;
  writeFileSync(file, await format(next, { ...(await resolveConfig(file.pathname)), parser: 'markdown' }));
}

// `npm run bench:paint`: this section alone (the API sections want a quiet machine, this one less so)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const paints = await measurePaint(PAINT_PATHS);
  if (!paints)
    throw new Error('Build the web app first (cd apps/web && npx vite build); Chromium at /usr/bin/chromium');
  await writeSection(PAINT_SECTION, paintSection(paints));
  console.log('\nWritten to bench/results.md');
}
