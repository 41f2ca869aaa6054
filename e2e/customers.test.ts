import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { apiAs } from './catalogue-api.ts';
import { SHOTS_DIR, signIn, useE2E } from './harness.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });

interface Customer {
  id: number;
  full_name: string;
  phone: string;
  email: string | null;
  id_number: string | null;
  address: string | null;
}
interface Named {
  id: number;
  name: string;
}
interface Order {
  id: number;
  code: string;
  kind: string;
  status: string;
  station: Named;
  customer: { id: number; name: string } | null;
  items: { name: string; price: number; quantity: number }[];
  amount: number;
  note: string | null;
  scheduled_at: string | null;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

describe('customers of the vehicles screen', () => {
  test('find, add (with the server refusing a taken phone) and edit a customer', async () => {
    const api = await apiAs(e2e.url);
    const existing = ((await api.get('/v1/customers?count=5')).data as Customer[])[0];
    assert.ok(existing, 'the demo data has customers');
    const phone = `09${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const name = `Khách thử ${phone}`;

    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/stations/vehicles');
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
    await page.screenshot({ path: join(SHOTS_DIR, 'customer-dialog-vi.png') });
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
    await page.screenshot({ path: join(SHOTS_DIR, 'customers-vi.png') });
    await context.close();

    const en = await e2e.newPage({ locale: 'en' });
    await signIn(en.page, 'admin', 'admin123');
    await en.page.locator('[data-testid="sidebar"]').waitFor();
    await en.page.goto(`/stations/vehicles/customers?q=${phone}`);
    await en.page.locator(`[data-testid="customer-edit-${created.id}"]`).click();
    const edit = en.page.locator('[data-testid="customer-dialog"]');
    await edit.getByText('Edit customer').waitFor();
    assert.equal(await edit.locator('input[name="full_name"]').inputValue(), name);
    await edit.locator('input[name="email"]').fill('not-an-email');
    await edit.locator('[data-testid="customer-submit"]').click();
    await edit.getByText('Email is invalid').waitFor();
    await edit.locator('input[name="email"]').fill('');
    await edit.locator('input[name="address"]').fill('12 Lê Lợi, Quận 1');
    await en.page.screenshot({ path: join(SHOTS_DIR, 'customer-dialog-en.png') });
    await edit.locator('[data-testid="customer-submit"]').click();
    await edit.waitFor({ state: 'hidden' });
    await en.page.locator('.DataTable-row', { hasText: '12 Lê Lợi, Quận 1' }).waitFor();
    await en.page.screenshot({ path: join(SHOTS_DIR, 'customers-en.png') });
    const saved = ((await api.get(`/v1/customers?q=${phone}`)).data as Customer[]).find((c) => c.id === created.id)!;
    assert.equal(saved.address, '12 Lê Lợi, Quận 1');
    assert.equal(saved.email, null, 'the e-mail was cleared');
    assert.equal(saved.full_name, name);
    await en.context.close();
  });

  test('create a station service order from the orders screen', async () => {
    const api = await apiAs(e2e.url);
    const station = ((await api.get('/v2/stores?is_station=2&status=active&count=20')).data as Named[]).find((s) =>
      /\d$/.test(s.name),
    )!;
    const customer = ((await api.get('/v1/customers?count=5')).data as Customer[])[0];
    const note = `Khách hẹn sáng ${Date.now()}`;

    for (const locale of ['vi', 'en'] as const) {
      // the English browser is in New York: the appointment is still typed and kept in Vietnam time
      const { context, page } = await e2e.newPage({
        locale,
        timezoneId: locale === 'en' ? 'America/New_York' : undefined,
      });
      await signIn(page, 'admin', 'admin123');
      await page.locator('[data-testid="sidebar"]').waitFor();
      await page.goto('/stations/orders?status=done');
      await page.locator('[data-testid="order-create"]').click();
      const dialog = page.locator('[data-testid="order-dialog"]');
      await dialog.locator('[data-testid="order-station"]').fill(fold(station.name));
      await page.getByRole('option', { name: station.name }).click();
      await dialog.locator('[data-testid="customer-search"]').fill(customer.phone);
      await page.getByRole('option', { name: `${customer.full_name} · ${customer.phone}` }).click();
      await dialog.locator('input[name="items.0.price"]').fill('150000');
      await dialog.locator('[data-testid="order-submit"]').click();
      await dialog.getByText(locale === 'vi' ? 'Vui lòng nhập tên hạng mục' : 'Item name is required').waitFor();
      await dialog.locator('input[name="items.0.name"]').fill('Thay nhớt');
      await dialog.locator('[data-testid="order-add-item"]').click();
      await dialog.locator('input[name="items.1.name"]').fill('Bugi');
      await dialog.locator('input[name="items.1.price"]').fill('45000');
      await dialog.locator('input[name="items.1.quantity"]').fill('2');
      await dialog.locator('textarea[name="note"]').fill(`${note} ${locale}`);
      await dialog.locator('[data-testid="order-scheduled"]').fill('2026-12-01T09:00');
      await dialog.locator('h2').click(); // the note's label settles once the field loses the focus
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SHOTS_DIR, `station-order-create-${locale}.png`) });
      await dialog.locator('[data-testid="order-submit"]').click();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => !url.searchParams.has('status'));

      const order = ((await api.get('/v2/stations/orders?count=5')).data as Order[]).find(
        (o) => o.note === `${note} ${locale}`,
      );
      assert.ok(order, 'the order is on the server');
      assert.equal(order.station.id, station.id);
      assert.equal(order.kind, 'maintenance');
      assert.equal(order.status, 'new');
      assert.equal(order.customer?.id, customer.id);
      assert.deepEqual(
        order.items.map((i) => [i.name, i.price, i.quantity]),
        [
          ['Thay nhớt', 150000, 1],
          ['Bugi', 45000, 2],
        ],
      );
      assert.equal(order.amount, 240000);
      assert.equal(order.scheduled_at, '2026-12-01T02:00:00.000Z', `${locale}: 09:00 in Vietnam`);
      await page.locator('.DataTable-row', { hasText: order.code }).waitFor();
      await page.screenshot({ path: join(SHOTS_DIR, `station-orders-created-${locale}.png`) });
      await context.close();
    }
  });
});
