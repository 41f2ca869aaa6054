import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiAs } from './api-client.ts';
import { signInAsAdmin, useE2E, screenshot } from './harness.ts';

const e2e = useE2E();

interface Customer {
  id: number;
  full_name: string;
  phone: string;
  email: string | null;
  id_number: string | null;
  address: string | null;
}

describe('customers of the vehicles screen', () => {
  test('find, add (with the server refusing a taken phone) and edit a customer', async () => {
    const api = await apiAs(e2e.url);
    const existing = ((await api.get('/v1/customers?count=5')).data as Customer[])[0];
    assert.ok(existing, 'the demo data has customers');
    const phone = `09${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const name = `Khách thử ${phone}`;

    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page, '/stations/vehicles');
    await page.locator('[data-testid="vehicle-customers"]').click();
    await page.waitForURL((url) => url.pathname === '/stations/vehicles/customers');
    await page.locator('[data-testid="customers-search"]').fill(existing.phone);
    await page.waitForURL((url) => url.searchParams.get('q') === existing.phone);
    await page.locator('.DataTable-row', { hasText: existing.full_name }).first().waitFor();

    await page.locator('[data-testid="customer-create"]').click();
    const dialog = page.locator('[data-testid="customer-dialog"]');
    await dialog.locator('input[name="full_name"]').fill(name);
    await dialog.locator('input[name="phone"]').fill(existing.phone);
    await dialog.locator('input[name="id_number"]').fill('0791234567890');
    await dialog.locator('[data-testid="customer-submit"]').click();
    await dialog.getByText('Số CMND/CCCD gồm 9 hoặc 12 chữ số').waitFor();
    await dialog.locator('input[name="id_number"]').fill('079123456789');
    await dialog.locator('[data-testid="customer-submit"]').click();
    // the taken phone is refused by the server (422), its message lands on the field
    await dialog.getByText('Đã có khách hàng với số điện thoại này').waitFor();
    await screenshot(page, 'customer-dialog-vi.png');
    await dialog.locator('input[name="phone"]').fill(phone);
    await dialog.locator('input[name="email"]').fill('khach.thu@example.com');
    await dialog.locator('[data-testid="customer-submit"]').click();
    await dialog.waitFor({ state: 'hidden' });
    const created = ((await api.get(`/v1/customers?q=${phone}`)).data as Customer[]).find((c) => c.phone === phone);
    assert.ok(created, 'the customer is on the server');
    assert.equal(created.full_name, name);
    assert.equal(created.email, 'khach.thu@example.com');
    assert.equal(created.id_number, '079123456789');
    assert.equal(created.address, null);
    await page.locator('[data-testid="customers-search"]').fill(phone);
    await page.locator('.DataTable-row', { hasText: name }).waitFor();
    await screenshot(page, 'customers-vi.png');
    await context.close();

    const en = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(en.page, `/stations/vehicles/customers?q=${phone}`);
    await en.page.locator(`[data-testid="customer-edit-${created.id}"]`).click();
    const edit = en.page.locator('[data-testid="customer-dialog"]');
    await edit.getByText('Edit customer').waitFor();
    assert.equal(await edit.locator('input[name="full_name"]').inputValue(), name);
    await edit.locator('input[name="email"]').fill('not-an-email');
    await edit.locator('[data-testid="customer-submit"]').click();
    await edit.getByText('Email is invalid').waitFor();
    await edit.locator('input[name="email"]').fill('');
    await edit.locator('input[name="address"]').fill('12 Lê Lợi, Quận 1');
    await screenshot(en.page, 'customer-dialog-en.png');
    await edit.locator('[data-testid="customer-submit"]').click();
    await edit.waitFor({ state: 'hidden' });
    await en.page.locator('.DataTable-row', { hasText: '12 Lê Lợi, Quận 1' }).waitFor();
    await screenshot(en.page, 'customers-en.png');
    const saved = ((await api.get(`/v1/customers?q=${phone}`)).data as Customer[]).find((c) => c.id === created.id)!;
    assert.equal(saved.address, '12 Lê Lợi, Quận 1');
    assert.equal(saved.email, null, 'the e-mail was cleared');
    assert.equal(saved.full_name, name);
    await en.context.close();
  });
});
