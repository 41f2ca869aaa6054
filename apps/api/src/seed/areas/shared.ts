import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadSharp, storedImagePaths, webpVariant } from '../../lib/images.ts';
import type { DB } from '../../db/schema.ts';

/** What the areas' demo seeds share: dates, pictures, slugs and the staff who wrote the rows. */

/** Their rows are dated from here (like the demo users), so every run writes the same rows. */
export const EPOCH = Date.UTC(2024, 0, 15, 2, 0, 0);
export const day = (days: number, hours = 0) => new Date(EPOCH + days * 86_400_000 + hours * 3_600_000).toISOString();
/**
 * The work still waiting (a new lead, a review or comment to moderate, a new service order) came in
 * the days before the seed runs, as the demo's open sales do: no queue of the dashboard waits for years.
 */
export const hoursAgo = (hours: number) =>
  new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - hours * 3_600_000).toISOString();
/** Limited banners of the demo that are "current" stay so for years; "past" ones ended long ago. */
export const WINDOWS = {
  always: { is_limited: 0, start_time: null, end_time: null },
  current: { is_limited: 1, start_time: day(0), end_time: '2030-12-31T16:59:59.000Z' },
  past: { is_limited: 1, start_time: day(-30), end_time: day(-1) },
} as const;

export const COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f'];

/** Encoded demo pictures, made once per process: a gradient with circles, no text (no fonts needed). */
const pictureCache = new Map<string, Promise<{ original: Buffer; medium: Buffer; small: Buffer }>>();
function picture(width: number, height: number, colour: string) {
  const key = `${width}x${height}${colour}`;
  let made = pictureCache.get(key);
  if (!made) {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/>` +
        `<stop offset="1" stop-color="#fafafa"/></linearGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#g)"/>` +
        `<circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.32}" fill="#ffffff" fill-opacity="0.35"/>` +
        `<circle cx="${width * 0.18}" cy="${height * 0.7}" r="${height * 0.18}" fill="#ffffff" fill-opacity="0.25"/></svg>`,
    );
    made = (async () => {
      const sharp = await loadSharp();
      const original = await sharp(svg).png({ compressionLevel: 9 }).toBuffer();
      const variant = (size: 'medium' | 'small') => webpVariant(sharp(original), size, 80).toBuffer();
      return { original, medium: await variant('medium'), small: await variant('small') };
    })();
    pictureCache.set(key, made);
  }
  return made;
}

/** Writes a demo picture under uploads/folder like an upload would (same variants), or nothing without a folder. */
export async function seedImage(
  uploadsDir: string | undefined,
  folder: string,
  name: string,
  size: [number, number],
  colour: string,
): Promise<string | null> {
  if (!uploadsDir) return null;
  const bytes = await picture(size[0], size[1], colour);
  const dir = path.join(uploadsDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const stored = storedImagePaths(folder, name, 'png');
  await Promise.all([
    fs.writeFile(path.join(uploadsDir, stored.original), bytes.original),
    fs.writeFile(path.join(uploadsDir, stored.medium), bytes.medium),
    fs.writeFile(path.join(uploadsDir, stored.small), bytes.small),
  ]);
  return JSON.stringify(stored);
}

/** The staff the demo content names as its authors and moderators. */
export interface DemoStaff {
  editor: { id: number; username: string; full_name: string | null; email: string } | null;
  writer: { id: number; username: string; full_name: string | null; email: string } | null;
}

export async function demoStaff(db: Kysely<DB>): Promise<DemoStaff> {
  const users = new Map(
    (
      await db
        .selectFrom('users')
        .select(['id', 'username', 'full_name', 'email'])
        .where('username', 'in', ['admin', 'editor', 'news'])
        .execute()
    ).map((u) => [u.username, u]),
  );
  const editor = users.get('editor') ?? users.get('admin') ?? null;
  return { editor, writer: users.get('news') ?? editor };
}

/** One area's demo rows (seed/areas/NN-<area>.ts), written in the transaction `seedAreas` opens. */
export type AreaSeed = (db: Kysely<DB>, context: DemoStaff & { uploadsDir?: string }) => Promise<void>;
