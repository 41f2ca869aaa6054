// Lighthouse (desktop) on the busiest screens, signed in as the admin, against the built web app on
// localhost with the demo data: `npm run bench:lighthouse` prints each page's accessibility and
// performance scores, total blocking time and element count, and rewrites its section of
// bench/results.md. Every failing accessibility audit is listed with the elements it names.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/api/src/app.ts';
import { writeSection } from './paint.ts';

// the build measured: the web app's, or another one (PAINT_DIST, as for the paint bench)
const webDistDir = process.env.PAINT_DIST ?? new URL('../apps/web/dist', import.meta.url).pathname;
const CHROMIUM = '/usr/bin/chromium';
const PORT = 9300 + Math.floor(Math.random() * 500);

interface Scores {
  path: string;
  accessibility: number;
  performance: number;
  tbt: number;
  elements: number;
  failing: string[];
}

/** The five screens staff use most: the home page, the sales and one sale, the listings, the loans. */
async function busiestPaths(page: Page): Promise<string[]> {
  await page.goto('/transactions');
  const id = await page.locator('.DataTable-row').first().getAttribute('data-id');
  return ['/', '/transactions', `/transactions/${id}`, '/products', '/loans'];
}

const SECTION = 'Lighthouse (desktop)';
/** Runs per page (LIGHTHOUSE_RUNS, default 3): the median one is kept. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function main() {
  if (!existsSync(join(webDistDir, 'index.html')))
    throw new Error('Build the web app first (npm run build -w apps/web)');
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-bench-lighthouse-'));
  const profile = mkdtempSync(join(tmpdir(), 'admin-bench-lighthouse-profile-'));
  const app = await buildApp({ dataDir, webDistDir, seed: 'demo', logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // one browser whose profile keeps the session: Lighthouse opens its pages in it, storage kept
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${PORT}`],
    baseURL: base,
  });
  const results: Scores[] = [];
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('admin123');
    await page.locator('[data-testid="login-form"] button[type="submit"]').click();
    await page.locator('[data-testid="sidebar"]').waitFor();
    // the pages named after the command (`npm run bench:lighthouse -- /products /loans`), else the busiest
    const asked = process.argv.slice(2).filter((a) => a.startsWith('/'));
    for (const path of asked.length ? asked : await busiestPaths(page)) {
      // the median run by total blocking time, of RUNS (the machine's load moves it most)
      const lhrs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(
          `${base}${path}`,
          { port: PORT, output: 'json', logLevel: 'error', disableStorageReset: true },
          {
            ...desktopConfig,
            settings: { ...desktopConfig.settings, onlyCategories: ['accessibility', 'performance'] },
          },
        );
        lhrs.push(run!.lhr);
      }
      const tbtOf = (l: (typeof lhrs)[number]) => l.audits['total-blocking-time']!.numericValue ?? 0;
      const lhr = lhrs.sort((a, b) => tbtOf(a) - tbtOf(b))[Math.floor(lhrs.length / 2)]!;
      const failing = Object.values(lhr.audits)
        .filter(
          (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility!.auditRefs.some((r) => r.id === a.id),
        )
        .map((a) => {
          const items = (a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
          return `${a.id}: ${items.map((i) => i.node?.snippet ?? '').join(' ')}`;
        });
      const scores: Scores = {
        path,
        accessibility: Math.round(lhr.categories.accessibility!.score! * 100),
        performance: Math.round(lhr.categories.performance!.score! * 100),
        tbt: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? NaN),
        elements: Number((lhr.audits['dom-size']!.numericValue ?? NaN).toFixed(0)),
        failing,
      };
      results.push(scores);
      console.log(
        `${path}: accessibility ${scores.accessibility}, performance ${scores.performance}, TBT ${scores.tbt} ms, ${scores.elements} elements`,
      );
      for (const f of failing) console.log(`  ${f}`);
      // LIGHTHOUSE_TASKS=1: the median run's long tasks (start, duration, the script they ran), to see what blocks
      if (process.env.LIGHTHOUSE_TASKS) {
        const tasks = (
          lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] }
        )?.items;
        for (const task of tasks ?? [])
          console.log(`  long task at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms: ${task.url}`);
      }
    }
  } finally {
    await context.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
  await writeSection(
    SECTION,
    [
      `## ${SECTION}`,
      '',
      `Run on ${new Date().toISOString()} (load average ${loadavg()[0]!.toFixed(1)})${process.env.PAINT_DIST ? ` of the build in ${process.env.PAINT_DIST}` : ''}: \`npm run bench:lighthouse\`, Lighthouse's desktop ` +
        `settings, signed in as the admin, the built web app and the API on localhost (SQLite, demo data), the median of ${RUNS} runs per page by total blocking time.`,
      '',
      '| page | accessibility | performance | total blocking time ms | elements |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...results.map((r) => `| ${r.path} | ${r.accessibility} | ${r.performance} | ${r.tbt} | ${r.elements} |`),
      '',
    ].join('\n'),
    true,
  );
  console.log('\nWritten to bench/results.md');
}

await main();
