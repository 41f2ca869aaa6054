import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiAs, type Named } from './api-client.ts';
import { assertAccessible, settled } from './axe.ts';
import { signInAsAdmin, useE2E, screenshot } from './harness.ts';
import { fold, openList, pickTrim, typeDateTime } from './screen-helpers.ts';
import { tinyPng } from './png.ts';

const e2e = useE2E();

interface Product {
  id: number;
  title: string;
  store: Named;
  station: Named | null;
  sales_status: string;
  inspection: string | null;
  picture: unknown;
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
interface Customer {
  id: number;
  full_name: string;
  phone: string;
}

describe('stations and their orders', () => {
  test('register a station product, then edit it', async () => {
    const api = await apiAs(e2e.url);
    const station = ((await api.get('/v2/stores?is_station=2&status=active&count=20')).data as Named[]).find((s) =>
      /\d$/.test(s.name),
    )!;
    const yamaha = ((await api.get('/v2/brands')).data as Named[]).find((b) => b.name === 'Yamaha')!;
    const exciter = (
      (await api.get(`/v2/brands/${yamaha.id}/models`)).data as (Named & { details: (Named & { year: number })[] })[]
    ).find((m) => m.name === 'Exciter')!;
    const trim = exciter.details[0];
    const title = `Exciter tại ${station.name} ${Date.now()}`;

    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page, '/stations/register');
    await page.locator('[data-testid="product-store"]').fill(fold(station.name));
    await page.getByRole('option', { name: station.name }).click();
    await pickTrim(page, 'vi', 'Yamaha', 'Exciter', `${trim.name} (${trim.year})`);
    await page.locator('input[name="title"]').fill(title);
    await page.locator('input[name="price"]').fill('39000000');
    assert.equal(await page.locator('input[name="price"]').inputValue(), '39.000.000', 'the price reads as money');
    await page
      .locator('[data-testid="product-images"]')
      .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: tinyPng([10, 10, 10]) });
    await screenshot(page, 'station-register-vi.png');
    await page.locator('[data-testid="register-in-review"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Đăng sản phẩm thành công!' }).waitFor();
    const found = (await api.get(`/v2/products?q=${encodeURIComponent(title)}`)).data as Product[];
    assert.equal(found.length, 1, 'the product is on the server');
    const created = found[0];
    assert.equal(created.store.id, station.id, 'sold by the station');
    assert.equal(created.station?.id, station.id, 'selling at the station');
    assert.equal(created.sales_status, 'in review');
    assert.ok(created.picture, 'with its picture');
    await page.locator('[data-testid="alert-close"]').click();
    await page.waitForURL((url) => url.pathname === '/stations');
    await page.locator('.DataTable-row').first().waitFor();
    await screenshot(page, 'station-products-vi.png');
    await context.close();

    const en = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(en.page, `/stations/${created.id}/edit`);
    await en.page.locator('[data-testid="existing-images"] img').first().waitFor();
    await en.page.locator('input[name="title"]').fill(`${title} (đã sửa)`);
    await en.page.locator('[data-testid="product-submit"]').click();
    await en.page.locator('[data-testid="alert-message"]', { hasText: 'Edit successfully station!' }).waitFor();
    assert.equal(((await api.get(`/v2/products/${created.id}/detail`)).data as Product).title, `${title} (đã sửa)`);
    await en.context.close();
  });

  test("station products: only products on display at a station, then one station's", async () => {
    const api = await apiAs(e2e.url);
    const all = await api.get('/v2/products?count=1');
    const atStations = await api.get('/v2/products?at_station=1&sort_by=updated_at&order_by=desc&count=50');
    assert.ok(atStations.total! > 0 && atStations.total! < all.total!, `${atStations.total} of ${all.total}`);
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);
    await openList(page, '/stations');
    /** The ids of the rows the grid shows, each checked on the server for its station. */
    const shownStations = async () => {
      const ids = (await page
        .locator('.DataTable-row')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))))) as number[];
      assert.ok(ids.length > 0, 'rows are shown');
      const stations: (number | null)[] = [];
      for (const id of ids) stations.push(((await api.get(`/v2/products/${id}`)).data as Product).station?.id ?? null);
      return { ids, stations };
    };
    const first = await shownStations();
    assert.ok(
      first.stations.every((s) => s !== null),
      `every product shown has a station: ${JSON.stringify(first)}`,
    );
    assert.deepEqual(
      first.ids,
      (atStations.data as Product[]).slice(0, first.ids.length).map((p) => p.id),
      'the station products, newest change first',
    );
    await page.locator('.MuiTablePagination-displayedRows', { hasText: String(atStations.total) }).waitFor();
    await screenshot(page, 'station-products-all-vi.png');

    const station = (atStations.data as Product[])[0].station!;
    const ofStation = await api.get(`/v2/products?station_id=${station.id}&count=1`);
    await page.locator('[data-testid="station-filter"]').fill(fold(station.name));
    await page.getByRole('option', { name: station.name }).first().click();
    await page.waitForURL((url) => url.searchParams.get('station_id') === String(station.id));
    await page
      .locator('.MuiTablePagination-displayedRows', { hasText: new RegExp(`\\b${ofStation.total}$`) })
      .waitFor();
    const picked = await shownStations();
    assert.ok(
      picked.stations.every((s) => s === station.id),
      `every product shown is at ${station.name}: ${JSON.stringify(picked)}`,
    );
    await screenshot(page, 'station-products-one-vi.png');

    // A link to one station's products shows that station in the picker.
    await page.reload();
    await page.locator('.DataTable-row').first().waitFor();
    assert.equal(await page.locator('[data-testid="station-filter"]').inputValue(), station.name);
    await context.close();

    const en = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(en.page, '/stations');
    await en.page.locator('.DataTable-row').first().waitFor();
    await en.page.locator('.MuiTablePagination-displayedRows', { hasText: String(atStations.total) }).waitFor();
    await screenshot(en.page, 'station-products-all-en.png');
    await en.context.close();
  });

  test('station orders fit a 1366 px screen: the status select in view, no sideways scroll, links styled', async () => {
    for (const locale of ['vi', 'en'] as const) {
      const { context, page } = await e2e.newPage({ locale });
      await signInAsAdmin(page);
      await openList(page, '/stations/orders');
      const viewport = page.viewportSize()!;
      assert.deepEqual(viewport, { width: 1366, height: 860 });
      const firstStatus = page.locator('.DataTable-row').first().locator('[data-field="status"]');
      const select = page.locator('[data-testid="order-status-select"]').first();
      await select.waitFor();
      for (const [name, box] of [
        ['first row status', await firstStatus.boundingBox()],
        ['first status select', await select.boundingBox()],
      ] as const) {
        assert.ok(box, name);
        assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${locale}: ${name} ends at ${box.x + box.width}`);
      }
      const scroller = await page
        .locator('.DataTable-scroller')
        .evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      assert.ok(
        scroller.scrollWidth <= scroller.clientWidth,
        `${locale}: the grid scrolls sideways ${JSON.stringify(scroller)}`,
      );
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${locale}: the page scrolls sideways`,
      );

      const link = page.locator('.DataTable-row [data-field="vehicle"] a').first();
      await link.waitFor();
      const style = await link.evaluate((el) => {
        const s = getComputedStyle(el);
        return { decoration: s.textDecorationLine, color: s.color };
      });
      assert.equal(style.decoration, 'none', `${locale}: the vehicle link is not underlined until hovered`);
      assert.notEqual(style.color, 'rgb(0, 0, 238)', `${locale}: the vehicle link is not the browser's default blue`);
      await link.hover();
      assert.equal(
        await link.evaluate((el) => getComputedStyle(el).textDecorationLine),
        'underline',
        `${locale}: underlined on hover`,
      );
      await page.mouse.move(0, 0);
      await screenshot(page, `station-orders-${locale}.png`);
      await context.close();
    }
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
      await signInAsAdmin(page, '/stations/orders?status=done');
      await page.locator('[data-testid="order-create"]').click();
      const dialog = page.locator('[data-testid="order-dialog"]');
      // saved empty: each missing field says so in the screen's language, never the checker's words
      await dialog.locator('[data-testid="order-submit"]').click();
      await dialog.getByText(locale === 'vi' ? 'Vui lòng chọn trạm' : 'Choose a station').waitFor();
      await dialog.getByText(locale === 'vi' ? 'Vui lòng nhập giá' : 'Enter the price').waitFor();
      assert.doesNotMatch(await dialog.innerText(), /Invalid input/);
      await settled(page);
      await screenshot(page, `station-order-empty-${locale}.png`);
      await assertAccessible(page, `the order dialog saved empty (${locale})`);
      await dialog.locator('[data-testid="order-station"]').fill(fold(station.name));
      await page.getByRole('option', { name: station.name }).click();
      await dialog.locator('[data-testid="customer-search"]').fill(customer.phone);
      await page.getByRole('option', { name: `${customer.full_name} · ${customer.phone}` }).click();
      await dialog.locator('input[name="items.0.price"]').fill('150000');
      assert.equal(await dialog.locator('input[name="items.0.price"]').inputValue(), '150.000');
      await dialog.locator('[data-testid="order-submit"]').click();
      await dialog.getByText(locale === 'vi' ? 'Vui lòng nhập tên hạng mục' : 'Item name is required').waitFor();
      await dialog.locator('input[name="items.0.name"]').fill('Thay nhớt');
      await dialog.locator('[data-testid="order-add-item"]').click();
      await dialog.locator('input[name="items.1.name"]').fill('Bugi');
      await dialog.locator('input[name="items.1.price"]').fill('45000');
      await dialog.locator('input[name="items.1.quantity"]').fill('2');
      await dialog.locator('textarea[name="note"]').fill(`${note} ${locale}`);
      await typeDateTime(dialog.locator('[data-testid="order-scheduled"]'), '2026-12-01T09:00');
      await dialog.locator('h2').click(); // the note's label settles once the field loses the focus
      await settled(page);
      await screenshot(page, `station-order-create-${locale}.png`);
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
      await screenshot(page, `station-orders-created-${locale}.png`);
      await context.close();
    }
  });
});
