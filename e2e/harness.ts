import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { type App, buildApp } from '../apps/api/src/app.ts';
import { templateDataDir } from '../apps/api/src/test/templates.ts';

const root = new URL('..', import.meta.url).pathname;

/**
 * Debian's old headless shell when it is installed (package chromium-headless-shell: no browser
 * window behind the page, about a third less CPU for a test file's pages), else the full browser.
 */
export const CHROMIUM =
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // V8 without its optimizing compilers (Maglev, TurboFan): a test's page lives seconds, too short for
  // optimized code to repay its compiling, whose memory (freed by madvise, a TLB flush on every core of
  // a virtual machine) costs more still. Four browser test files took 10–25 % less time so (bench/results.md).
  '--js-flags=--no-opt --no-maglev',
];

/**
 * E2E_CPU_SLOWDOWN=2 runs every page's scripts as on a machine that many times slower (Chromium's
 * CPU throttling): the tests wait on states, never on times, and must pass so. Each wait's bound
 * (Playwright's 30 s, a test's own) is that many times longer: `slowed(ms)`.
 */
export const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

/** A bound of a wait on a state, `ms` on this machine, longer when the pages are slowed (E2E_CPU_SLOWDOWN). */
export const slowed = (ms: number) => ms * Math.max(1, CPU_SLOWDOWN);

export interface E2E {
  url: string;
  browser: Browser;
  /** The API's data folder (its JWT secret lives there: the notification service shares it). */
  dataDir: string;
  /** The API's database, for a state no screen makes (a scheduled run that failed). */
  db: App['db'];
  /**
   * A fresh browser context (cookies, storage) with a page, Vietnamese unless told otherwise;
   * `timezoneId` sets the browser's time zone (the machine's by default). The browser asks for reduced
   * motion (the app then draws no transitions) unless `motion` is set.
   */
  newPage(options?: {
    locale?: 'vi' | 'en';
    timezoneId?: string;
    motion?: boolean;
  }): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * `newPage`, signed in as the full-access demo admin, once the app's sidebar shows; with `path`,
   * on that screen instead of the dashboard, left for the test to wait on (`signInAsAdmin`).
   */
  adminPage(options?: {
    locale?: 'vi' | 'en';
    timezoneId?: string;
    motion?: boolean;
    path?: string;
  }): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Serves the built web app and the API on a fresh SQLite database seeded with demo data (a copy of
 * the run's seeded template when there is one), and opens headless Chromium; both are closed after
 * the file's tests.
 */
export function useE2E(options: { connectOrigins?: string[] } = {}): E2E {
  const state = {} as E2E & { close: () => Promise<void> };
  before(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
    state.dataDir = dataDir;
    const template = templateDataDir('sqlite');
    if (template) cpSync(template, dataDir, { recursive: true });
    const app = await buildApp({
      dataDir,
      webDistDir: join(root, 'apps/web/dist'),
      seed: 'demo',
      logger: false,
      connectOrigins: options.connectOrigins,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    state.url = `http://127.0.0.1:${port}`;
    state.db = app.db;
    state.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    state.newPage = async ({ locale, timezoneId, motion } = {}) => {
      const context = await state.browser.newContext({
        baseURL: state.url,
        viewport: { width: 1366, height: 860 },
        timezoneId,
        // the app honours the system's wish for less motion: no transitions to wait for
        reducedMotion: motion ? 'no-preference' : 'reduce',
      });
      context.setDefaultTimeout(slowed(30_000));
      if (locale) await context.addCookies([{ name: 'locale', value: locale, url: state.url }]);
      await context.addInitScript(recordQuickMessages);
      // every page of the context is slowed, the first one before it is handed over
      const throttled: Promise<unknown>[] = [];
      if (CPU_SLOWDOWN > 1)
        context.on('page', (opened) =>
          throttled.push(
            context
              .newCDPSession(opened)
              .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })),
          ),
        );
      const page = await context.newPage();
      await Promise.all(throttled);
      return { context, page };
    };
    state.adminPage = async ({ path, ...options } = {}) => {
      const opened = await state.newPage(options);
      await signInAsAdmin(opened.page, path);
      return opened;
    };
    state.close = async () => {
      await state.browser.close();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  after(async () => state.close?.());
  return state;
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('[data-testid="login-form"] button[type="submit"]').click();
}

/**
 * Signs the page's context in as the full-access demo admin and opens `path`: the dashboard by
 * default, answered once the sidebar shows; another screen is left for the test to wait on. The session is the one the sign-in form leaves (spec section 9: the refresh
 * cookie from POST /auth/login, and the token and userId cookies the app keeps), made through the
 * API: the form is tested by auth.test.ts, and a test spares its page load here.
 */
export async function signInAsAdmin(page: Page, path?: string): Promise<void> {
  const context = page.context();
  const res = await context.request.post('/api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  if (!res.ok()) throw new Error(`sign-in of admin: ${res.status()} ${await res.text()}`);
  const { access_token: token, userId } = (await res.json()).data as { access_token: string; userId: number };
  const url = new URL(res.url()).origin;
  await context.addCookies([
    { name: 'token', value: token, url, sameSite: 'Lax' },
    { name: 'userId', value: String(userId), url, sameSite: 'Lax' },
  ]);
  await page.goto(path ?? '/');
  if (path === undefined) await page.locator('[data-testid="sidebar"]').waitFor();
}

/**
 * Waits until the app is at rest: no navigation or API call in flight (the loading bar's
 * `data-busy`), no skeleton or spinner, every picture loaded. Not the browser's "network idle":
 * a signed-in tab keeps its stream of live changes open (lib/live.ts).
 */
export async function appIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const bar = document.querySelector<HTMLElement>('[data-testid="loading-bar"]');
    return (
      (!bar || bar.dataset.busy === 'false') &&
      !document.querySelector('.MuiSkeleton-root, .is-placeholder, [role="progressbar"]') &&
      [...document.images].every((image) => image.complete)
    );
  });
}

/**
 * Opens `path` in a page the app is already on, the way a link does: through the app's router,
 * without reloading (in such a page a load costs 0.4–1.4 s of CPU here, a router visit 0.2–1.1 s:
 * bench/results.md; the first visits are tested by bundle-size.test.ts and auth.test.ts). Waits
 * until the page area shows where the router went (`path`, or where a redirect took it) and is not
 * busy. A page already at `path` (opened there by `adminPage`) is only waited on.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (here.pathname + here.search !== path) {
    // a page that is not on the app's layout yet (blank, the sign-in page) loads it
    if ((await page.locator('main[data-path]').count()) === 0) {
      await page.goto(path);
      return;
    }
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await page.waitForFunction(() => {
    const main = document.querySelector<HTMLElement>('main');
    return main?.dataset.path === location.pathname + location.search && main.getAttribute('aria-busy') !== 'true';
  });
}

declare global {
  interface Window {
    /** The texts of the quick messages shown since the page loaded that no test has waited on yet. */
    __quickMessages?: string[];
  }
}

/**
 * Runs in every page before the app: keeps the text of each quick message as it shows. A quick
 * message stays one second (spec section 9), less than Playwright's polling may take between two
 * looks on a loaded machine; the record keeps it for `quickMessage`.
 */
function recordQuickMessages() {
  const selector = '[data-testid="quick-message"]';
  const shown: string[] = (window.__quickMessages = []);
  // only what is added is looked at (a message comes with its text, one element per message)
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const el of node.matches(selector) ? [node] : node.querySelectorAll(selector)) {
          const text = el.textContent?.trim();
          if (text) shown.push(text);
        }
      }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Waits until a quick message containing `text` (any message without it) has shown since the page
 * loaded, and takes it from the record, so that a second wait for the same text waits for a second
 * message.
 */
export async function quickMessage(page: Page, text = ''): Promise<void> {
  await page.waitForFunction((part) => {
    const shown = window.__quickMessages ?? [];
    const at = shown.findIndex((message) => message.includes(part));
    if (at < 0) return false;
    shown.splice(at, 1);
    return true;
  }, text);
}

/** Screenshots go here when asked for (E2E_SCREENSHOTS=1), for a person to look at after a run. */
export const SHOTS_DIR = join(root, 'e2e/screenshots');

/**
 * The page as it is now, as `SHOTS_DIR/<file>` — only when the run is asked for screenshots
 * (E2E_SCREENSHOTS=1): nothing compares them, so a test's run neither takes nor waits for them.
 */
export async function screenshot(page: Page, file: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, file) });
}
