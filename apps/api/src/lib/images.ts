import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Sharp } from 'sharp';
import { lazy } from './lazy.ts';

/** Where the stored images are served. */
export const UPLOADS_PREFIX = '/uploads/';

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
type ImageFormat = (typeof IMAGE_FORMATS)[number];
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/** Pixel sides of the variants made beside the original. */
export const VARIANT_SIZES = { medium: 256, small: 64 } as const;

/**
 * Images larger than this many pixels are refused before they are decoded (decompression bombs: a
 * 5 KB PNG of 6300 × 6300 cost 4.6 s of CPU under the former 40 MP cap). 6000 × 4000 fits.
 */
export const MAX_PIXELS = 24_000_000;

/** How many images are decoded and encoded at once in this process; the others wait their turn. */
export const IMAGE_POOL_SIZE = 2;

/** sharp, loaded with the first image. */
export const loadSharp = lazy(async () => {
  const { default: sharp } = await import('sharp');
  // one libvips thread per image: the pool, not each image, decides how many cores image work takes
  sharp.concurrency(1);
  return sharp;
});

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of the pool's IMAGE_POOL_SIZE places is free. */
export async function inImagePool<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_POOL_SIZE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Thrown by readUpTo when a file passes its limit. */
export class FileTooLarge extends Error {
  readonly code = 'FST_REQ_FILE_TOO_LARGE';
  constructor() {
    super('request file too large');
  }
}

/**
 * Reads an uploaded file's stream, giving up as soon as it passes `maxBytes` (the multipart parser
 * stops a file at its limit but reads the request on to the part's end, 50 MB for a 5 MB limit,
 * before its toBuffer says so).
 */
export function readUpTo(file: Readable & { truncated?: boolean }, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () => {
      file.destroy();
      reject(new FileTooLarge());
    };
    file.once('limit', tooLarge);
    file.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) tooLarge();
      else chunks.push(chunk);
    });
    file.once('end', () => (file.truncated ? tooLarge() : resolve(Buffer.concat(chunks))));
    file.once('error', reject);
  });
}

export type ImageCheck = { format: ImageFormat } | { problem: string };

export const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, WebP or GIF image';
export const TOO_MANY_PIXELS = 'The image must be at most 24 megapixels';

/** What the bytes really hold (not what the client claims), read from the header without decoding. */
export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  const sharp = await loadSharp();
  try {
    const { format, width = 0, height = 0, pages = 1 } = await sharp(bytes).metadata();
    if (!(IMAGE_FORMATS as readonly string[]).includes(format ?? '')) return { problem: NOT_AN_IMAGE };
    if (width * height * Math.max(1, pages) > MAX_PIXELS) return { problem: TOO_MANY_PIXELS };
    return { format: format as ImageFormat };
  } catch {
    return { problem: NOT_AN_IMAGE };
  }
}

export interface StoredImage {
  original: string;
  medium: string;
  small: string;
}

/** Where a picture named `name` is kept in `folder`: the original (`.<extension>`) and its WebP variants. */
export function storedImagePaths(folder: string, name: string, extension: string): StoredImage {
  return {
    original: `${folder}/${name}.${extension}`,
    medium: `${folder}/${name}-medium.webp`,
    small: `${folder}/${name}-small.webp`,
  };
}

/** A square WebP variant of the picture, `size` wide. */
export const webpVariant = (image: Sharp, size: keyof typeof VARIANT_SIZES, quality: number) =>
  image.resize(VARIANT_SIZES[size], VARIANT_SIZES[size], { fit: 'cover' }).webp({ quality });

/** The image format the bytes really hold, or null (not an image, or too large: see checkImage). */
export async function sniffImage(bytes: Buffer): Promise<ImageFormat | null> {
  const checked = await checkImage(bytes);
  return 'format' in checked ? checked.format : null;
}

/**
 * Writes the image under generated names in `uploadsDir/folder`: the original (re-encoded, so EXIF
 * such as GPS positions is dropped, and turned upright) and square WebP variants. Answers the paths
 * relative to uploadsDir.
 */
export async function storeImage(
  bytes: Buffer,
  format: ImageFormat,
  uploadsDir: string,
  folder: string,
): Promise<StoredImage> {
  await fs.mkdir(path.join(uploadsDir, folder), { recursive: true });
  const stored = storedImagePaths(folder, randomUUID(), EXTENSIONS[format]);
  const animated = format === 'gif';
  const sharp = await loadSharp();
  await inImagePool(async () => {
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated })
      .rotate()
      .toFormat(format)
      .toFile(path.join(uploadsDir, stored.original));
    for (const size of ['medium', 'small'] as const) {
      await webpVariant(sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate(), size, 82).toFile(
        path.join(uploadsDir, stored[size]),
      );
    }
  });
  return stored;
}
