import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { activeTrim, apiAs, type Api, type Named } from './api-client.ts';
import { navigate, quickMessage, signIn, signInAsAdmin, useE2E, screenshot } from './harness.ts';
import { openList, pickTrim, showsDate, typeDateTime } from './screen-helpers.ts';

const e2e = useE2E();

interface Vehicle {
  id: number;
  code: string;
  type: 1 | 2;
  number_plate: string | null;
  frame_number: string;
  engine_number: string | null;
  detail_model: Named | null;
  color: string | null;
  release_year: string | null;
  odometer_km: number | null;
  customer: { id: number; name: string; phone: string } | null;
  station: Named | null;
  product_id: number | null;
  warranty_start: string | null;
  warranty_end: string | null;
  warranty_months: number | null;
}
interface Service {
  id: number;
  status: string;
  serviced_at: string | null;
  station: Named | null;
  sequence: number;
  work_done: string | null;
  odometer_km: number | null;
  technician: Named | null;
}
interface Customer {
  id: number;
  full_name: string;
  phone: string;
}

/** The vehicle's warranty services. */
const servicesOf = async (api: Api, vehicleId: number) =>
  (await api.get(`/v1/vehicles/${vehicleId}/mcn-service/2`)).data as Service[];

/** A demo vehicle at a station with a history and a scheduled warranty check. */
async function vehicleToService(api: Api) {
  const vehicles = (await api.get('/v1/vehicles?count=100')).data as Vehicle[];
  for (const vehicle of vehicles.filter((v) => v.station)) {
    const services = await servicesOf(api, vehicle.id);
    const scheduled = services.find((s) => s.status === 'scheduled');
    if (!scheduled) continue;
    const history = (await api.get(`/v1/vehicles/${vehicle.id}/mcn-service-histories`)).data as {
      description: string;
    }[];
    if (history.length) return { vehicle, scheduled, services, history };
  }
  throw new Error('no demo vehicle with a scheduled warranty check');
}

/**
 * The admin's API, and a demo vehicle under the station warranty with an owner and a station: every
 * field of the form is filled.
 */
async function warrantyVehicle(except?: number) {
  const api = await apiAs(e2e.url);
  const vehicles = (await api.get('/v1/vehicles?type=2&count=100')).data as Vehicle[];
  const vehicle = vehicles.find(
    (v) => v.id !== except && v.customer && v.station && v.number_plate && v.detail_model && v.warranty_months,
  );
  assert.ok(vehicle, 'the demo data has a warranty vehicle with an owner and a station');
  return { api, vehicle };
}

/** Saves the warranty form and answers the service as the API now has it: done. */
async function saveWarranty(page: Page, api: Api, vehicleId: number, serviceId: number): Promise<Service> {
  await page.locator('[data-testid="warranty-save"]').click();
  await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
  const saved = (await servicesOf(api, vehicleId)).find((s) => s.id === serviceId)!;
  assert.equal(saved.status, 'done');
  return saved;
}

async function openAs(
  locale: 'vi' | 'en',
  username = 'admin',
  password = 'admin123',
  timezoneId?: string,
): Promise<Page> {
  const { page } = await e2e.newPage({ locale, timezoneId });
  await signIn(page, username, password);
  await page.locator('[data-testid="sidebar"]').waitFor();
  return page;
}

describe('vehicles: edit a vehicle, register one, warranty times', () => {
  test('edit a vehicle in the dialog of its page; the server refuses a taken frame number', async () => {
    const { api, vehicle } = await warrantyVehicle();
    const other = ((await api.get('/v1/vehicles?count=5')).data as Vehicle[]).find((v) => v.id !== vehicle.id)!;
    const plate = '59-X3 246.80';

    const page = await openAs('vi');
    await navigate(page, `/stations/vehicles/${vehicle.id}`);
    await page.locator('[data-testid="vehicle-edit"]', { hasText: 'Sửa' }).click();
    const dialog = page.locator('[data-testid="vehicle-dialog"]');
    await dialog.getByText(`Sửa thông tin xe ${vehicle.code}`).waitFor();
    // the form starts from the vehicle
    assert.equal(await dialog.locator('input[name="frame_number"]').inputValue(), vehicle.frame_number);
    assert.equal(await dialog.locator('input[name="number_plate"]').inputValue(), vehicle.number_plate);
    // DD-MM-YYYY
    await showsDate(
      dialog.locator('input[name="warranty_start"]'),
      vehicle.warranty_start!.split('-').reverse().join('-'),
    );
    assert.equal(await dialog.locator('input[name="warranty_months"]').inputValue(), String(vehicle.warranty_months));
    assert.equal(
      await dialog.locator('[data-testid="customer-search"]').inputValue(),
      `${vehicle.customer!.name} · ${vehicle.customer!.phone}`,
    );
    assert.equal(await dialog.locator('[data-testid="vehicle-station"]').inputValue(), vehicle.station!.name);
    await dialog.locator('[data-testid="vehicle-trim"]', { hasText: vehicle.detail_model!.name }).waitFor();

    // the contract's check, before anything is sent
    await dialog.locator('input[name="frame_number"]').fill('');
    await dialog.locator('[data-testid="vehicle-submit"]').click();
    await dialog.getByText('Vui lòng nhập số khung').waitFor();
    // the server's check (422 on frame_number), its message on the field
    await dialog.locator('input[name="frame_number"]').fill(other.frame_number);
    await dialog.locator('[data-testid="vehicle-submit"]').click();
    await dialog.getByText('Đã có xe đăng ký với số khung này').waitFor();
    assert.equal(await dialog.locator('input[name="frame_number"]').getAttribute('aria-invalid'), 'true');
    await screenshot(page, 'vehicle-edit-error-vi.png');
    assert.equal(
      ((await api.get(`/v1/vehicles/${vehicle.id}`)).data as Vehicle).frame_number,
      vehicle.frame_number,
      'nothing was saved',
    );

    await dialog.locator('input[name="frame_number"]').fill(vehicle.frame_number);
    await dialog.locator('input[name="number_plate"]').fill(plate);
    await dialog.locator('input[name="color"]').fill('Đỏ đen');
    await dialog.locator('input[name="odometer_km"]').fill('12345');
    await dialog.locator('[data-testid="vehicle-submit"]').click();
    await quickMessage(page, 'Đã lưu thông tin xe');
    await dialog.waitFor({ state: 'hidden' });

    const saved = (await api.get(`/v1/vehicles/${vehicle.id}`)).data as Vehicle;
    assert.equal(saved.number_plate, plate);
    assert.equal(saved.color, 'Đỏ đen');
    assert.equal(saved.odometer_km, 12345);
    // what was not touched stays
    const kept = (v: Vehicle) => [
      v.code,
      v.type,
      v.frame_number,
      v.engine_number,
      v.detail_model?.id,
      v.release_year,
      v.customer?.id,
      v.station?.id,
      v.product_id,
      v.warranty_start,
      v.warranty_end,
      v.warranty_months,
    ];
    assert.deepEqual(kept(saved), kept(vehicle));
    const history = (await api.get(`/v1/vehicles/${vehicle.id}/mcn-service-histories`)).data as { action: string }[];
    assert.equal(history[0]!.action, 'updated');

    // the page shows the saved vehicle without a reload
    await page.locator('[data-testid="vehicle-subtitle"]', { hasText: plate }).waitFor();
    await page.locator('[data-testid="vehicle-facts"]', { hasText: 'Đỏ đen' }).waitFor();
    await page.locator('[data-testid="vehicle-facts"]', { hasText: '12.345,0 km' }).waitFor();
    await page.locator('[data-testid="vehicle-history"]', { hasText: 'Đã sửa thông tin xe' }).waitFor();
    await screenshot(page, 'vehicle-edited-vi.png');
    await page.context().close();
  });

  test('in English the dialog is translated; Cancel saves nothing; without vehicles-update there is no Edit', async () => {
    const { api, vehicle } = await warrantyVehicle();
    const page = await openAs('en');
    await navigate(page, `/stations/vehicles/${vehicle.id}`);
    await page.locator('[data-testid="vehicle-edit"]', { hasText: 'Edit' }).click();
    const dialog = page.locator('[data-testid="vehicle-dialog"]');
    await dialog.getByText(`Edit vehicle ${vehicle.code}`).waitFor();
    await dialog.getByText('Owner and warranty').waitFor();
    await dialog.locator('[data-testid="vehicle-trim"]', { hasText: vehicle.detail_model!.name }).waitFor();
    const text = await dialog.innerText();
    assert.doesNotMatch(text, /vehicles\.|catalogue\.|actions\./, 'no translation key shows');
    for (const label of [
      'The vehicle',
      'Frame number',
      'Engine number',
      'Number plate',
      'Colour',
      'Release year',
      'Odometer',
      'Kind',
      'Customer',
      'Station',
      'Warranty from',
      'Warranty months',
      'Save',
    ]) {
      assert.ok(text.includes(label), `the dialog says ${label}`);
    }
    await screenshot(page, 'vehicle-edit-en.png');
    await dialog.locator('input[name="color"]').fill('Should not be saved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(((await api.get(`/v1/vehicles/${vehicle.id}`)).data as Vehicle).color, vehicle.color);
    await page.context().close();

    // the loan officer reads vehicles (stores-index) but may not change them
    const reader = await openAs('en', 'loan', 'loan1234');
    await navigate(reader, `/stations/vehicles/${vehicle.id}`);
    await reader.locator('[data-testid="vehicle-subtitle"]', { hasText: vehicle.code }).waitFor();
    assert.equal(await reader.locator('[data-testid="vehicle-edit"]').count(), 0);
    await reader.context().close();
  });

  test('register a vehicle with the same form on the create page', async () => {
    const api = await apiAs(e2e.url);
    const trim = await activeTrim(api, 'Yamaha', 'Exciter');
    const frame = `RLCE${String(Date.now()).slice(-11)}`;

    const page = await openAs('vi');
    await navigate(page, '/stations/vehicles/create');
    await pickTrim(page, 'vi', 'Yamaha', 'Exciter', trim.year ? `${trim.name} (${trim.year})` : trim.name);
    await page.locator('input[name="frame_number"]').fill(frame.toLowerCase());
    await page.locator('input[name="number_plate"]').fill('43-B1 135.79');
    await page.locator('[data-testid="vehicle-submit"]').click();
    // a station warranty (the default kind) needs its start
    await page.getByText('Xe bảo hành tại trạm cần có ngày bắt đầu bảo hành').waitFor();
    await typeDateTime(page.locator('input[name="warranty_start"]'), '2026-03-01');
    await screenshot(page, 'vehicle-create-vi.png');
    await page.locator('[data-testid="vehicle-submit"]').click();
    await page.waitForURL(/\/stations\/vehicles\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const created = (await api.get(`/v1/vehicles/${id}`)).data as Vehicle;
    assert.equal(created.frame_number, frame);
    assert.equal(created.detail_model?.id, trim.id);
    assert.equal(created.type, 2);
    assert.equal(created.warranty_start, '2026-03-01');
    assert.equal(created.warranty_end, '2027-03-01');
    assert.equal(created.warranty_months, 12);
    await page.locator('[data-testid="vehicle-subtitle"]', { hasText: '43-B1 135.79' }).waitFor();
    await page.context().close();
  });

  test('warranty: the serviced-at time is Vietnam time in a browser in New York', async () => {
    const { api, vehicle } = await warrantyVehicle();
    const services = await servicesOf(api, vehicle.id);
    const scheduled = services.find((s) => s.status === 'scheduled');
    assert.ok(scheduled, 'the vehicle has a scheduled warranty check');

    const page = await openAs('en', 'admin', 'admin123', 'America/New_York');
    assert.equal(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'America/New_York');
    await navigate(page, `/stations/vehicles/${vehicle.id}/edit?service=${scheduled.id}`);
    const servicedAt = page.locator('input[name="serviced_at"]');
    await typeDateTime(servicedAt, '2026-11-21T10:30');
    const saved = await saveWarranty(page, api, vehicle.id, scheduled.id);
    assert.equal(saved.serviced_at, '2026-11-21T03:30:00.000Z');

    // read back: the input and the vehicle's page show 10:30 again
    await page.locator('[data-testid="alert-close"]').click();
    await page.waitForURL(`**/stations/vehicles/${vehicle.id}`);
    await page.locator('[data-testid="vehicle-services"]', { hasText: '21-11-2026 10:30' }).waitFor();
    await navigate(page, `/stations/vehicles/${vehicle.id}/edit?service=${scheduled.id}`);
    await page.locator('[data-testid="warranty-form"]').waitFor();
    await showsDate(servicedAt, '21-11-2026 10:30');
    await screenshot(page, 'warranty-new-york-en.png');
    await page.context().close();
  });

  test('the warranty list: search by code and the kind filter in the URL, in both languages', async () => {
    const { vehicle } = await warrantyVehicle();
    const page = await openAs('vi');
    await openList(page, '/stations/vehicles?page=2');
    await page.locator('[data-testid="vehicles-search"]').fill(vehicle.code);
    // a new search starts again from the first page
    await page.waitForURL((url) => url.searchParams.get('q') === vehicle.code && !url.searchParams.has('page'));
    await page.locator('.DataTable-row', { hasText: vehicle.code }).waitFor();
    await page.getByRole('combobox', { name: 'Loại' }).click();
    await page.getByRole('option', { name: 'Bảo hành tại trạm' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === '2' && url.searchParams.get('q') === vehicle.code);
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    await page.locator('.DataTable-row', { hasText: vehicle.code }).waitFor();
    await screenshot(page, 'vehicles-vi.png');
    await page.context().close();

    const en = await openAs('en');
    await navigate(en, '/stations/vehicles?type=2');
    await en.locator('.DataTable-row').first().waitFor();
    assert.equal(await en.getByRole('combobox', { name: 'Kind' }).innerText(), 'Station warranty');
    await screenshot(en, 'vehicles-en.png');
    await en.context().close();
  });
  test('warranty: loads the vehicle, history and stations; searches customers and staff; saves', async () => {
    const api = await apiAs(e2e.url);
    const { vehicle, scheduled, services, history } = await vehicleToService(api);
    const customers = (await api.get('/v1/customers?count=20')).data as Customer[];
    const newOwner = customers.find((c) => c.id !== vehicle.customer?.id)!;

    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page, '/stations/vehicles');
    await page.locator('.DataTable-row', { hasText: vehicle.code }).first().waitFor();
    await navigate(page, `/stations/vehicles/${vehicle.id}`);
    for (const s of services)
      await page.locator('[data-testid="vehicle-services"]', { hasText: `#${s.sequence}` }).waitFor();
    assert.equal(await page.locator('[data-testid="vehicle-services"]', { hasText: 'thay má phanh' }).count(), 0);
    await screenshot(page, 'vehicle-en.png');
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
    await screenshot(page, 'warranty-en.png');
    const saved = await saveWarranty(page, api, vehicle.id, scheduled.id);
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
});
