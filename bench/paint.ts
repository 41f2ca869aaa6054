// The browser part of the bench: how soon a list page paints on its first visit (cold cache, signed
// in), measured by Chromium itself (largest contentful paint) against the built web app on localhost.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../apps/api/src/app.ts';

const webDistDir = new URL('../apps/web/dist', import.meta.url).pathname;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

export interface Paint {
  path: string;
  /** Largest contentful paint, ms from the start of the navigation. */
  lcp: number;
  /** The first row of the list in the page, ms. */
  rows: number;
  /** The last script or data request's end, ms. */
  requestsEnd: number;
  /** What the largest contentful paint was. */
  element: string;
}

// runs in the page before its scripts: the largest contentful paint as it grows, and the first row
const OBSERVE = () => {
  const w = window as unknown as { lcp?: number; lcpElement?: string; rows?: number };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      w.lcp = entry.startTime;
      const element = entry.element;
      w.lcpElement = element ? `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
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
 * Each path's first visit in a fresh browser context (nothing cached, the sign-in cookies given),
 * the median of `times` visits. Skipped (null) when the web app is not built.
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
        // a session of its own: the app refreshes it on start, and a refresh token serves once
        const storageState = await signedIn(browser, base);
        const context = await browser.newContext({
          baseURL: base,
          viewport: { width: 1366, height: 768 },
          storageState,
        });
        const visit = await context.newPage();
        await visit.addInitScript(OBSERVE);
        await visit.goto(path);
        await visit.locator('.DataTable-row').first().waitFor();
        await visit.waitForLoadState('networkidle');
        runs.push(
          await visit.evaluate((path) => {
            const w = window as unknown as { lcp?: number; lcpElement?: string; rows?: number };
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
        `first paint ${path}: LCP ${median.lcp.toFixed(0)} ms (${median.element}), first row ${median.rows.toFixed(0)} ms, ` +
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

export const PAINT_SECTION = 'First paint (browser)';

/** The report's section of the paint figures. */
export function paintSection(paints: Paint[]): string {
  return [
    `## ${PAINT_SECTION}`,
    '',
    `Run on ${new Date().toISOString()} (load average ${loadavg()[0]!.toFixed(1)}): the built web app and the API on localhost (SQLite, demo data), headless ` +
      'Chromium at 1366×768, each page opened signed in with nothing cached, median of 5 visits. LCP is the ' +
      "browser's largest contentful paint; the goal is 1 s (the app frame and the list's rows).",
    '',
    '| page | LCP ms | first row ms | last request ends ms | largest element |',
    '| --- | ---: | ---: | ---: | --- |',
    ...paints.map(
      (p) =>
        `| ${p.path} | ${p.lcp.toFixed(0)} | ${p.rows.toFixed(0)} | ${p.requestsEnd.toFixed(0)} | \`${p.element}\` |`,
    ),
    '',
  ].join('\n');
}
