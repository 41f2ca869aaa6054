import { describe, test } from 'node:test';
import QRCode from 'qrcode';
import { apiAs } from './api-client.ts';
import { navigate, signInAsAdmin, useE2E, screenshot } from './harness.ts';
import { tinyPng } from './png.ts';

const e2e = useE2E();

interface Vehicle {
  id: number;
  code: string;
}
interface Product {
  id: number;
  title: string;
}

describe('the QR scanner', () => {
  test('QR codes from uploaded pictures open their vehicle and product pages', async () => {
    const api = await apiAs(e2e.url);
    const vehicle = ((await api.get('/v1/vehicles?count=1')).data as Vehicle[])[0];
    const products = (await api.get('/v2/products?count=50')).data as Product[];
    const product = products[0];

    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page, '/qr-scanners');
    await screenshot(page, 'qr-en.png');
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
    await navigate(page, '/qr-scanners');
    await page.locator('[data-testid="qr-file"]').setInputFiles({
      name: 'product.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer(`https://motomart.vn/products/${product.id}`, { width: 300 }),
    });
    await page.waitForURL(`**/products/${product.id}/preview`);
    await page.locator('[data-testid="preview-title"]', { hasText: product.title }).waitFor();

    await context.close();
  });
});
