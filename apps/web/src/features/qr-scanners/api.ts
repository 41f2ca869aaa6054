import type { Vehicle } from '@admin/contract';
import jsQR from 'jsqr';
import { href } from '../../lib/areas.ts';
import { api } from '../../lib/api-client.ts';

/** Reads the QR code in an image (a picture or a video frame drawn on a canvas); null when none. */
export function decodeImageData(image: ImageData): string | null {
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

export async function decodeFile(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  // large photos are scaled down: the decoder is quick on ~1000 px and finds the code as well
  const scale = Math.min(1, 1200 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return decodeImageData(ctx.getImageData(0, 0, canvas.width, canvas.height));
}

const PATTERNS: [RegExp, (id: string) => string][] = [
  [/\/products\/(\d+)/i, (id) => href('products.preview', { id: id })],
  [/\/stores\/(\d+)/i, (id) => href('stores.detail', { id: id })],
  [/\/vehicles\/(\d+)/i, (id) => href('vehicles.detail', { id: id })],
  [/^(?:P|PRODUCT)[-:#]?(\d+)$/i, (id) => href('products.preview', { id: id })],
  [/^(?:S|STORE)[-:#]?(\d+)$/i, (id) => href('stores.detail', { id: id })],
];

/**
 * Where a scanned code leads: a product, store or vehicle link or short code opens its page;
 * anything else is looked up as a vehicle's label code. null: not one of ours.
 */
export async function resolveCode(text: string): Promise<string | null> {
  const code = text.trim();
  for (const [pattern, to] of PATTERNS) {
    const match = pattern.exec(code);
    if (match) return to(match[1]);
  }
  if (!/^[\w-]{3,40}$/.test(code)) return null;
  const found = await api.list<Vehicle>('/v1/vehicles', { q: code, count: 5 });
  const vehicle = found.data.find((v) => v.code.toUpperCase() === code.toUpperCase());
  return vehicle ? href('vehicles.detail', { id: vehicle.id }) : null;
}
