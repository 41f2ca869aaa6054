import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import QRCode from 'qrcode';
import { installCatalogueFake } from './catalogue-fake.ts';
import { SHOTS_DIR, signIn, useE2E } from './harness.ts';
import { tinyPng } from './png.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });

describe('stations, warranty, QR scanner, checklist', () => {
  test('register a station product, then edit it', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    const state = await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/stations/register');
    await page.locator('[data-testid="product-store"]').fill('quan 7');
    await page.getByRole('option', { name: /Trạm Quận 7/ }).click();
    await page.getByRole('combobox', { name: 'Hãng xe' }).click();
    await page.getByRole('option', { name: 'Yamaha' }).click();
    await page.getByRole('combobox', { name: 'Dòng xe' }).click();
    await page.getByRole('option', { name: 'Exciter 155' }).click();
    await page.getByRole('combobox', { name: 'Phiên bản' }).click();
    await page.getByRole('option', { name: 'VVA ABS (2023)' }).click();
    await page.locator('input[name="title"]').fill('Exciter 155 VVA tại trạm Quận 7');
    await page.locator('input[name="price"]').fill('39000000');
    await page.locator('[data-testid="product-images"]').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: tinyPng([10, 10, 10]) });
    await page.screenshot({ path: join(SHOTS_DIR, 'station-register-vi.png') });
    await page.locator('[data-testid="register-in-review"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Đăng sản phẩm thành công!' }).waitFor();
    assert.match(state.registered[0].body, /name="station_id"\r\n\r\n102\r\n/);
    assert.match(state.registered[0].body, /name="store_id"\r\n\r\n102\r\n/);
    await page.locator('[data-testid="alert-close"]').click();
    await page.waitForURL((url) => url.pathname === '/stations');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'station-products-vi.png') });
    await context.close();

    const en = await e2e.newPage({ locale: 'en' });
    await installCatalogueFake(en.page, state);
    await signIn(en.page, 'admin', 'admin123');
    await en.page.locator('[data-testid="sidebar"]').waitFor();
    await en.page.goto('/stations/1004/edit');
    await en.page.locator('[data-testid="existing-images"] img').first().waitFor();
    await en.page.locator('input[name="title"]').fill('Honda Wave Alpha 110cc tại trạm');
    await en.page.locator('[data-testid="product-submit"]').click();
    await en.page.locator('[data-testid="alert-message"]', { hasText: 'Edit successfully station!' }).waitFor();
    assert.equal(state.products.find((p) => p.id === 1004)?.title, 'Honda Wave Alpha 110cc tại trạm');
    await en.context.close();
  });

  test('warranty: loads the vehicle, history and stations; searches customers and staff; saves', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    const state = await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/stations/vehicles');
    await page.locator('.MuiDataGrid-row', { hasText: 'VH-000501' }).waitFor();
    await page.goto('/stations/vehicles/501');
    await page.locator('[data-testid="vehicle-services"]', { hasText: 'Thay dầu' }).waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'vehicle-en.png') });
    await page.locator('[data-testid="warranty-open"]').click();
    await page.waitForURL('**/stations/vehicles/501/create');
    await page.getByText('Đăng ký xe tại Trạm Quận 7').waitFor();
    await page.locator('[data-testid="warranty-station"]', { hasText: 'Trạm Quận 7' }).waitFor();
    await page.locator('[data-testid="technician-search"]').fill('admin');
    await page.getByRole('option').first().click();
    await page.locator('[data-testid="customer-search"]').fill('tuan');
    await page.getByRole('option', { name: /Phạm Minh Tuấn/ }).click();
    await page.locator('textarea[name="work_done"]').fill('Kiểm tra phanh, thay má phanh trước');
    await page.locator('input[name="odometer_km"]').fill('9100');
    await page.screenshot({ path: join(SHOTS_DIR, 'warranty-en.png') });
    await page.locator('[data-testid="warranty-save"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    assert.equal(state.savedWarranty?.status, 'done');
    assert.equal(state.savedWarranty?.station_id, 102);
    assert.equal(state.savedWarranty?.odometer_km, 9100);
    assert.ok(state.savedWarranty?.technician_id);
    assert.deepEqual(state.ownerChange, { customer: 702, vehicle_ids: [501] });
    await page.locator('[data-testid="alert-close"]').click();
    await page.waitForURL('**/stations/vehicles/501');
    await context.close();
  });

  test('QR codes from uploaded pictures open their pages; the checklist saves', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    const state = await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();

    await page.goto('/qr-scanners');
    await page.screenshot({ path: join(SHOTS_DIR, 'qr-en.png') });
    await page.locator('[data-testid="qr-file"]').setInputFiles({ name: 'plain.png', mimeType: 'image/png', buffer: tinyPng([255, 255, 255], 64) });
    await page.locator('[data-testid="qr-result"]', { hasText: 'No QR code was found in this picture' }).waitFor();
    await page.locator('[data-testid="qr-file"]').setInputFiles({ name: 'vehicle.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('VH-000501', { width: 300 }) });
    await page.waitForURL('**/stations/vehicles/501');
    await page.goto('/qr-scanners');
    await page.locator('[data-testid="qr-file"]').setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: await QRCode.toBuffer('https://motomart.vn/products/1007', { width: 300 }) });
    await page.waitForURL('**/products/1007/preview');

    await page.goto('/checklist?product_id=1007');
    await page.locator('[data-testid="checklist-form"]').waitFor();
    await page.locator('[data-testid="checklist-outcome"]', { hasText: 'Passed · 100/100' }).waitFor();
    await page.locator('[data-testid="check-engine_noise"]').getByRole('button', { name: 'Issue' }).click();
    await page.locator('[data-testid="checklist-outcome"]', { hasText: 'Failed · 95/100' }).waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'checklist-en.png') });
    await page.locator('[data-testid="checklist-save"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    assert.equal(state.inspections.get(1007)?.result, 'failed');
    await context.close();
  });
});
