import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { buildNotifyApp } from '../apps/notify/src/app.ts';
import { useE2E, slowed } from './harness.ts';
import { choose, shot, showsDate, signInAsAdmin } from './screen-helpers.ts';

/** The web app calls the notification service on port 3001 of the host that serves it. */
const NOTIFY_PORT = 3001;
// as the server does by default (NOTIFY_PUBLIC_URL unset), the page may connect to that port
const e2e = useE2E({ connectOrigins: [`http://*:${NOTIFY_PORT}`] });
let notifyApp: Awaited<ReturnType<typeof buildNotifyApp>> | null = null;
let notifyUrl = '';

/**
 * The service starts with the first page that needs it: the harness's own start-up (the API, its
 * address and data folder) has finished by then, whatever order the file's hooks run in.
 */
async function notifyService(): Promise<string> {
  if (!notifyApp) {
    // the service reads the API's JWT secret from its data folder and asks the API whether a
    // token's session is live; it answers CORS for the page the API serves (the API's port)
    notifyApp = await buildNotifyApp({
      dataDir: e2e.dataDir,
      schedulerIntervalMs: 300,
      apiUrl: e2e.url,
      apiPort: Number(new URL(e2e.url).port),
    });
    // any free port: the browser's calls to port 3001 are forwarded to it, so a service already
    // running on this machine does not get in the way
    notifyUrl = await notifyApp.listen({ port: 0, host: '127.0.0.1' });
  }
  return notifyUrl;
}

/** Forwards the page's calls to http://<host>:3001 to this test's notification service. */
async function forwardNotify(context: BrowserContext): Promise<void> {
  await notifyService();
  await context.route(`**://127.0.0.1:${NOTIFY_PORT}/**`, async (route) => {
    const url = new URL(route.request().url());
    try {
      const response = await route.fetch({ url: `${notifyUrl}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    } catch {
      // the page closed while the call was in flight (a poll at the end of a test): nobody waits for it
      await route.abort().catch(() => undefined);
    }
  });
}
after(async () => notifyApp?.close());

describe('notification campaigns', () => {
  test('compose a campaign, see it delivered and its delivery log', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await forwardNotify(context);
    await signInAsAdmin(page, '/notifications/create');
    await page.locator('[data-testid="campaign-form"]').waitFor();

    await page.locator('[data-testid="form-save"]').click();
    await page.locator('#title-helper-text').waitFor();
    await page.locator('input[name="title"]').fill('Ưu đãi cuối tuần');
    await page.locator('textarea[name="body"]').fill('Giảm 50% phí đăng tin cho tin đăng mới từ thứ Sáu đến Chủ nhật.');
    await choose(page, 'audience', 'sellers');
    await shot(page, 'notification-create-vi');
    await page.locator('[data-testid="form-save"]').click();

    const row = page.locator('[data-testid^="campaign-status-"]').first();
    await row.waitFor();
    // the service's scheduler delivers it on its own clock; the page follows
    await page.waitForFunction(
      () => document.querySelector('[data-testid^="campaign-status-"]')?.getAttribute('data-status') === 'sent',
      undefined,
      {
        timeout: slowed(15_000),
      },
    );
    await page.locator('[data-testid="delivery-log"] [data-testid="delivery-row"]').first().waitFor();
    const delivered = await page.locator('[data-testid="delivery-row"]').count();
    assert.ok(delivered > 0, 'deliveries are listed');
    await page.locator('[data-testid="delivery-log"]').getByText('Đã gửi').first().waitFor();
    await shot(page, 'notification-delivered-vi');
    await context.close();
  });

  test('a campaign scheduled later can be cancelled (English)', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await forwardNotify(context);
    await signInAsAdmin(page, '/notifications/create');
    await page.locator('input[name="title"]').fill('Maintenance tonight');
    await page.locator('textarea[name="body"]').fill('The app is down for maintenance from 23:00.');
    await choose(page, 'audience', 'stores');
    // by keyboard: the Tab into the date field's stand-in brings the picker, which takes the focus
    await page.locator('[data-testid="field-audience"]').focus();
    await page.keyboard.press('Tab');
    const scheduledAt = page.locator('input[name="scheduled_at"]:not([readonly])');
    await scheduledAt.and(page.locator(':focus')).waitFor();
    await page.keyboard.type('010120302300');
    await showsDate(scheduledAt, '01-01-2030 23:00');
    await page.locator('[data-testid="form-save"]').click();
    const scheduled = page.locator('[data-status="scheduled"]').first();
    await scheduled.waitFor();
    await shot(page, 'notifications-en');
    await page.getByRole('button', { name: 'Cancel' }).last().click();
    await page.locator('[data-status="cancelled"]').first().waitFor();
    await context.close();
  });
});
