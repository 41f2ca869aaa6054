import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { quickMessage, signInAsAdmin, useE2E, screenshot } from './harness.ts';

const e2e = useE2E();

describe('roles and permissions', () => {
  test('create a role, grant it permissions, and see them kept', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page, '/role-permission');
    await page.locator('[data-testid="role-create"]').click();
    await page.locator('input[name="name"]').fill('Warranty Desk');
    await page.getByRole('dialog').locator('button[type="submit"]').click();
    const role = page.locator('[data-testid^="role-"]', { hasText: 'Warranty Desk' });
    await role.waitFor();
    await role.click();
    // the editor on the right is the selected role's: wait until the click has selected it
    await page.locator('[data-testid^="role-"][aria-current="true"]', { hasText: 'Warranty Desk' }).waitFor();

    await page.locator('[data-testid="perm-stores-index"]').click();
    await page.locator('[data-testid="perm-faqs-index"]').click();
    await screenshot(page, 'roles-en.png');
    await page.locator('[data-testid="role-save"]').click();
    await quickMessage(page, 'Update successfully');

    await page.reload();
    await page.locator('[data-testid^="role-"]', { hasText: 'Warranty Desk' }).click();
    await page.locator('[data-testid^="role-"][aria-current="true"]', { hasText: 'Warranty Desk' }).waitFor();
    await page.locator('[data-testid="perm-stores-index"]').waitFor();
    assert.equal(await page.locator('[data-testid="perm-stores-index"] input').isChecked(), true);
    assert.equal(await page.locator('[data-testid="perm-faqs-index"] input').isChecked(), true);
    assert.equal(await page.locator('[data-testid="perm-news-list"] input').isChecked(), false);

    await page.locator('[data-testid="role-delete"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.locator('[data-testid^="role-"]', { hasText: 'Warranty Desk' }).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a role in use cannot be deleted, and the reason is shown', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page, '/role-permission');
    await page.locator('[data-testid^="role-"]', { hasText: 'Content Editor' }).click();
    await page.locator('[data-testid^="role-"][aria-current="true"]', { hasText: 'Content Editor' }).waitFor();
    await page.locator('[data-testid="role-delete"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.locator('[data-testid="alert-dialog"]').waitFor();
    await screenshot(page, 'roles-in-use-vi.png');
    assert.equal(await page.locator('[data-testid^="role-"]', { hasText: 'Content Editor' }).count(), 1);
    await context.close();
  });
});
