import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signIn, useE2E, screenshot } from './harness.ts';

const e2e = useE2E();

/** An account that does not exist, and one that does with a wrong password. */
const UNKNOWN_AND_WRONG = [
  ['nobody-here', 'whatever1'],
  ['admin', 'not-the-password'],
] as const;

/** Signs in with these and waits for the refusal, said under the username. */
async function refused(page: Page, username: string, password: string, text: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await page.locator('[data-testid="login-form"] button[type="submit"]').click();
  assert.equal((await answer).status(), 422);
  await page.locator('[id$="username-helper-text"]', { hasText: text }).waitFor();
}

describe('sign-in and the guards', () => {
  test('a guest is sent to /login from a protected page', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/user-managers');
    await page.waitForURL('**/login');
    await page.locator('[data-testid="login-form"]').waitFor();
    await screenshot(page, 'login-vi.png');
    await context.close();
  });

  test('the login form says what is missing, in English and Vietnamese', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await page.goto('/login');
    await page.locator('[data-testid="login-form"] button[type="submit"]').click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    // one refusal whether the account exists or not: it does not tell which
    for (const [username, password] of UNKNOWN_AND_WRONG)
      await refused(page, username, password, 'Wrong username or password');
    await screenshot(page, 'login-errors-en.png');
    await context.close();

    const vi = await e2e.newPage({ locale: 'vi' });
    await vi.page.goto('/login');
    await vi.page.locator('[data-testid="login-form"] button[type="submit"]').click();
    const helper = vi.page.locator('#username-helper-text, [id$="username-helper-text"]').first();
    await helper.waitFor();
    assert.notEqual((await helper.textContent())?.trim(), 'Username is required');
    for (const [username, password] of UNKNOWN_AND_WRONG)
      await refused(vi.page, username, password, 'Tên đăng nhập hoặc mật khẩu không đúng');
    await screenshot(vi.page, 'login-errors-vi.png');
    await vi.context.close();
  });

  test('admin signs in, lands on the home page, and a signed-in user leaves /login', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL(e2e.url + '/');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/login');
    await page.waitForURL(e2e.url + '/');
    await screenshot(page, 'home-en.png');
    await context.close();
  });

  test('a user with first_login = 1 must change the password before anything else', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signIn(page, 'newbie', 'newbie123');
    await page.waitForURL('**/login/change-password');
    await page.goto('/user-managers');
    await page.waitForURL('**/login/change-password');
    await page.locator('input[name="current_password"]').fill('newbie123');
    await page.locator('input[name="new_password"]').fill('brandnew2026');
    await page.locator('input[name="confirm_password"]').fill('brandnew2026');
    await screenshot(page, 'change-password-en.png');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(e2e.url + '/');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await context.close();
  });

  test('the sidebar shows what each role may open', async () => {
    const admin = await e2e.newPage({ locale: 'en' });
    await signIn(admin.page, 'admin', 'admin123');
    const sidebar = admin.page.locator('[data-testid="sidebar"]');
    await sidebar.waitFor();
    for (const group of ['admin-users', 'stores', 'transactions', 'products', 'news', 'ads', 'faqs']) {
      assert.ok(await sidebar.locator(`[data-testid="menu-group-${group}"]`).count(), `admin sees ${group}`);
    }
    await admin.context.close();

    const news = await e2e.newPage({ locale: 'en' });
    await signIn(news.page, 'news', 'news1234');
    const newsSidebar = news.page.locator('[data-testid="sidebar"]');
    await newsSidebar.waitFor();
    await screenshot(news.page, 'sidebar-news-role-en.png');
    assert.equal(await newsSidebar.locator('[data-testid="menu-group-news"]').count(), 1);
    for (const hidden of ['stores', 'transactions', 'products', 'ads', 'faqs', 'promotions']) {
      assert.equal(
        await newsSidebar.locator(`[data-testid="menu-group-${hidden}"]`).count(),
        0,
        `news role hides ${hidden}`,
      );
    }
    assert.equal(await newsSidebar.locator('[data-testid="menu-users"]').count(), 0, 'news role hides Users');

    // a screen the role may not open shows the 403 page inside the app shell, typed or followed
    await news.page.goto('/partners');
    await news.page.locator('[data-testid="error-page"]').waitFor();
    await news.page.getByText('You do not have permission to open this page').waitFor();
    assert.equal(await newsSidebar.count(), 1, 'the 403 page keeps the sidebar');
    await news.page.goto('/user-managers/5/edit');
    await news.page.getByText('You do not have permission to open this page').waitFor();
    // an old backup address opens its current page, which the role may open
    await news.page.goto('/role-permission/index_bk');
    await news.page.waitForURL(e2e.url + '/role-permission');
    await news.page.locator('[data-testid="error-page"]').waitFor({ state: 'detached' });
    await news.context.close();
  });

  test('the language switch is kept after a reload', async () => {
    const { context, page } = await e2e.newPage();
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.locator('[data-testid="lang-switch"]').click();
    await page.locator('[data-testid="lang-en"]').click();
    await page.getByText('User Management With Advanced Authorization').waitFor();
    await page.reload();
    await page.getByText('User Management With Advanced Authorization').waitFor();
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === 'locale')?.value, 'en');
    await page.locator('[data-testid="lang-switch"]').click();
    await page.locator('[data-testid="lang-vi"]').click();
    await page.reload();
    await page.locator('[data-testid="sidebar"]').waitFor();
    assert.equal((await context.cookies()).find((c) => c.name === 'locale')?.value, 'vi');
    await screenshot(page, 'home-vi.png');
    await context.close();
  });

  test('an unknown path shows the 404 page', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/no-such-page');
    await page.locator('[data-testid="error-page"]').waitFor();
    await page.getByText('This page could not be found').waitFor();
    await page.getByText('Whoops! Sorry about that.').waitFor();
    await page.getByText('404 Not Found').first().waitFor();
    assert.equal(await page.title(), '404 Not Found · MotoMart Admin');
    await screenshot(page, 'not-found-en.png');
    await page.getByText('Go To Homepage').click();
    await page.waitForURL(e2e.url + '/');
    await context.close();
  });

  test('logout ends the session and protected pages send to /login again', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.locator('[data-testid="user-menu"]').click();
    await page.locator('[data-testid="user-menu-logout"]').click();
    await page.waitForURL('**/login');
    assert.equal(
      (await context.cookies()).find((c) => c.name === 'token'),
      undefined,
    );
    await page.goto('/user-managers');
    await page.waitForURL('**/login');
    await context.close();
  });

  test('tabs opened together stay signed in, refreshing one at a time', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signIn(page, 'admin', 'admin123');
    await page.waitForURL(e2e.url + '/');
    // every refresh call's start and end, to see that no two tabs refresh at once
    const spans: { start: number; end: number }[] = [];
    const started = new Map<object, number>();
    context.on('request', (r) => {
      if (r.url().endsWith('/api/auth/refresh')) started.set(r, Date.now());
    });
    context.on('requestfinished', (r) => {
      const start = started.get(r);
      if (start !== undefined) spans.push({ start, end: Date.now() });
    });
    // a browser restoring five tabs: each one refreshes its session at start-up
    const tabs = await Promise.all(Array.from({ length: 5 }, () => context.newPage()));
    await Promise.all(tabs.map((tab) => tab.goto('/user-managers')));
    for (const tab of tabs) {
      await tab.locator('[data-testid="sidebar"]').waitFor();
      assert.ok(!tab.url().includes('/login'), tab.url());
    }
    assert.ok(spans.length >= 1, 'the tabs refreshed');
    spans.sort((a, b) => a.start - b.start);
    for (let i = 1; i < spans.length; i++) {
      assert.ok(spans[i]!.start >= spans[i - 1]!.end - 20, `refreshes overlap: ${JSON.stringify(spans)}`);
    }
    // the family is alive: a new tab still gets in
    const later = await context.newPage();
    await later.goto('/user-managers');
    await later.locator('[data-testid="sidebar"]').waitFor();
    await context.close();
  });
});
