import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import QRCode from 'qrcode';
import { apiAs, type Api } from './catalogue-api.ts';
import { SHOTS_DIR, signIn, useE2E } from './harness.ts';
import { tinyPng } from './png.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });

interface Named {
  id: number;
  name: string;
}
interface Product {
  id: number;
  title: string;
  store: Named;
  station: Named | null;
  sales_status: string;
  inspection: string | null;
  picture: unknown;
}
interface Vehicle {
  id: number;
  code: string;
  station: Named | null;
  customer: { id: number; name: string; phone: string } | null;
}
interface Service {
  id: number;
  status: string;
  work_done: string | null;
  station: Named | null;
  odometer_km: number | null;
  technician: Named | null;
}
interface Customer {
  id: number;
  full_name: string;
  phone: string;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

/** A demo vehicle at a station with a history and a scheduled warranty check. */
async function vehicleToService(api: Api) {
  const vehicles = (await api.get('/v1/vehicles?count=100')).data as Vehicle[];
  for (const vehicle of vehicles.filter((v) => v.station)) {
    const services = (await api.get(`/v1/vehicles/${vehicle.id}/mcn-service/2`)).data as Service[];
    const scheduled = services.find((s) => s.status === 'scheduled');
    if (!scheduled) continue;
    const history = (await api.get(`/v1/vehicles/${vehicle.id}/mcn-service-histories`)).data as {
      description: string;
    }[];
    if (history.length) return { vehicle, scheduled, services, history };
  }
  throw new Error('no demo vehicle with a scheduled warranty check');
}

describe('stations, warranty, QR scanner, checklist', () => {
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
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/stations/register');
    await page.locator('[data-testid="product-store"]').fill(fold(station.name));
    await page.getByRole('option', { name: station.name }).click();
    await page.getByRole('combobox', { name: 'Hãng xe' }).click();
    await page.getByRole('option', { name: 'Yamaha', exact: true }).click();
    await page.getByRole('combobox', { name: 'Dòng xe' }).click();
    await page.getByRole('option', { name: 'Exciter', exact: true }).click();
    await page.getByRole('combobox', { name: 'Phiên bản' }).click();
    await page.getByRole('option', { name: `${trim.name} (${trim.year})` }).click();
    await page.locator('input[name="title"]').fill(title);
    await page.locator('input[name="price"]').fill('39000000');
    await page
      .locator('[data-testid="product-images"]')
      .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: tinyPng([10, 10, 10]) });
    await page.screenshot({ path: join(SHOTS_DIR, 'station-register-vi.png') });
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
    await page.screenshot({ path: join(SHOTS_DIR, 'station-products-vi.png') });
    await context.close();

    const en = await e2e.newPage({ locale: 'en' });
    await signIn(en.page, 'admin', 'admin123');
    await en.page.locator('[data-testid="sidebar"]').waitFor();
    await en.page.goto(`/stations/${created.id}/edit`);
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
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/stations');
    await page.locator('.DataTable-row').first().waitFor();
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
    await page.screenshot({ path: join(SHOTS_DIR, 'station-products-all-vi.png') });

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
    await page.screenshot({ path: join(SHOTS_DIR, 'station-products-one-vi.png') });

    // A link to one station's products shows that station in the picker.
    await page.reload();
    await page.locator('.DataTable-row').first().waitFor();
    assert.equal(await page.locator('[data-testid="station-filter"]').inputValue(), station.name);
    await context.close();

    const en = await e2e.newPage({ locale: 'en' });
    await signIn(en.page, 'admin', 'admin123');
    await en.page.locator('[data-testid="sidebar"]').waitFor();
    await en.page.goto('/stations');
    await en.page.locator('.DataTable-row').first().waitFor();
    await en.page.locator('.MuiTablePagination-displayedRows', { hasText: String(atStations.total) }).waitFor();
    await en.page.screenshot({ path: join(SHOTS_DIR, 'station-products-all-en.png') });
    await en.context.close();
  });

  test('station orders fit a 1366 px screen: the status select in view, no sideways scroll, links styled', async () => {
    for (const locale of ['vi', 'en'] as const) {
      const { context, page } = await e2e.newPage({ locale });
      await signIn(page, 'admin', 'admin123');
      await page.locator('[data-testid="sidebar"]').waitFor();
      await page.goto('/stations/orders');
      await page.locator('.DataTable-row').first().waitFor();
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
      await page.screenshot({ path: join(SHOTS_DIR, `station-orders-${locale}.png`) });
      await context.close();
    }
  });

  test('warranty: loads the vehicle, history and stations; searches customers and staff; saves', async () => {
    const api = await apiAs(e2e.url);
    const { vehicle, scheduled, services, history } = await vehicleToService(api);
    const customers = (await api.get('/v1/customers?count=20')).data as Customer[];
    const newOwner = customers.find((c) => c.id !== vehicle.customer?.id)!;

    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/stations/vehicles');
    await page.locator('.DataTable-row', { hasText: vehicle.code }).first().waitFor();
    await page.goto(`/stations/vehicles/${vehicle.id}`);
    for (const s of services)
      await page.locator('[data-testid="vehicle-services"]', { hasText: `#${s.sequence}` }).waitFor();
    assert.equal(await page.locator('[data-testid="vehicle-services"]', { hasText: 'thay má phanh' }).count(), 0);
    await page.screenshot({ path: join(SHOTS_DIR, 'vehicle-en.png') });
    await page.locator('[data-testid="warranty-open"]').click();
    await page.waitForURL(`**/stations/vehicles/${vehicle.id}/create`);
    await page.getByText(history[0].description).first().waitFor();
    const stationName = scheduled.station?.name ?? vehicle.station!.name;
    await page.locator('[data-testid="warranty-station"]', { hasText: stationName }).waitFor();
    await page.locator('[data-testid="technician-search"]').fill('admin');
    await page.getByRole('option').first().click();
    await page.locator('[data-testid="customer-search"]').fill(newOwner.phone);
    await page.getByRole('option', { name: `${newOwner.full_name} · ${newOwner.phone}` }).click();
    await page.locator('textarea[name="work_done"]').fill('Kiểm tra phanh, thay má phanh trước');
    await page.locator('input[name="odometer_km"]').fill('99100');
    await page.screenshot({ path: join(SHOTS_DIR, 'warranty-en.png') });
    await page.locator('[data-testid="warranty-save"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    const saved = ((await api.get(`/v1/vehicles/${vehicle.id}/mcn-service/2`)).data as Service[]).find(
      (s) => s.id === scheduled.id,
    )!;
    assert.equal(saved.status, 'done');
    assert.equal(saved.station?.name, stationName);
    assert.equal(saved.odometer_km, 99100);
    assert.equal(saved.work_done, 'Kiểm tra phanh, thay má phanh trước');
    assert.ok(saved.technician, 'the technician is saved');
    assert.equal(
      ((await api.get(`/v1/vehicles/${vehicle.id}`)).data as Vehicle).customer?.id,
      newOwner.id,
      'the new owner',
    );
    await page.locator('[data-testid="alert-close"]').click();
    await page.waitForURL(`**/stations/vehicles/${vehicle.id}`);
    await page
      .locator('[data-testid="vehicle-services"]', { hasText: 'Kiểm tra phanh, thay má phanh trước' })
      .waitFor();
    await context.close();
  });

  test('QR codes from uploaded pictures open their pages; the checklist saves', async () => {
    const api = await apiAs(e2e.url);
    const vehicle = ((await api.get('/v1/vehicles?count=1')).data as Vehicle[])[0];
    const products = (await api.get('/v2/products?count=50')).data as Product[];
    const product = products.find((p) => p.inspection === null)!;
    assert.equal((await api.get(`/v2/products/${product.id}/checklist`)).data, null, 'not inspected yet');

    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();

    await page.goto('/qr-scanners');
    await page.screenshot({ path: join(SHOTS_DIR, 'qr-en.png') });
    await page
      .locator('[data-testid="qr-file"]')
      .setInputFiles({ name: 'plain.png', mimeType: 'image/png', buffer: tinyPng([255, 255, 255], 64) });
    await page.locator('[data-testid="qr-result"]', { hasText: 'No QR code was found in this picture' }).waitFor();
    await page.locator('[data-testid="qr-file"]').setInputFiles({
      name: 'vehicle.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer(vehicle.code, { width: 300 }),
    });
    await page.waitForURL(`**/stations/vehicles/${vehicle.id}`);
    await page.goto('/qr-scanners');
    await page.locator('[data-testid="qr-file"]').setInputFiles({
      name: 'product.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer(`https://motomart.vn/products/${product.id}`, { width: 300 }),
    });
    await page.waitForURL(`**/products/${product.id}/preview`);
    await page.locator('[data-testid="preview-title"]', { hasText: product.title }).waitFor();

    await page.goto(`/checklist?product_id=${product.id}`);
    await page.locator('[data-testid="checklist-form"]').waitFor();
    await page.locator('[data-testid="checklist-outcome"]', { hasText: 'Passed · 100/100' }).waitFor();
    await page.locator('[data-testid="check-engine_noise"]').getByRole('button', { name: 'Issue' }).click();
    await page.locator('[data-testid="checklist-outcome"]', { hasText: /Failed · 9\d\/100/ }).waitFor();
    const shown = await page.locator('[data-testid="checklist-outcome"]').textContent();
    await page.screenshot({ path: join(SHOTS_DIR, 'checklist-en.png') });
    await page.locator('[data-testid="checklist-save"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    const saved = (await api.get(`/v2/products/${product.id}/checklist`)).data as {
      result: string;
      score: number;
      items: { key: string; result: string }[];
    };
    assert.equal(saved.result, 'failed');
    assert.ok(shown?.includes(`${saved.score}/100`), `the score shown (${shown}) is the one saved (${saved.score})`);
    assert.equal(((await api.get(`/v2/products/${product.id}/detail`)).data as Product).inspection, 'failed');
    await context.close();
  });
});
