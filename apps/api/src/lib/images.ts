import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
type ImageFormat = (typeof IMAGE_FORMATS)[number];
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/** Pixel sides of the variants made beside the original. */
export const VARIANT_SIZES = { medium: 256, small: 64 } as const;

/** Images larger than this many pixels are refused (decompression bombs). */
const MAX_PIXELS = 40_000_000;

export interface StoredImage {
  original: string;
  medium: string;
  small: string;
}

/** The image format the bytes really hold (not what the client claims), or null. */
export async function sniffImage(bytes: Buffer): Promise<ImageFormat | null> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    return (IMAGE_FORMATS as readonly string[]).includes(format ?? '') ? (format as ImageFormat) : null;
  } catch {
    return null;
  }
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
  const dir = path.join(uploadsDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const id = randomUUID();
  const animated = format === 'gif';
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, animated }).rotate();
  const names = {
    original: `${id}.${EXTENSIONS[format]}`,
    medium: `${id}-medium.webp`,
    small: `${id}-small.webp`,
  };
  await source().toFormat(format).toFile(path.join(dir, names.original));
  for (const size of ['medium', 'small'] as const) {
    await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(VARIANT_SIZES[size], VARIANT_SIZES[size], { fit: 'cover' })
      .webp({ quality: 82 })
      .toFile(path.join(dir, names[size]));
  }
  return {
    original: `${folder}/${names.original}`,
    medium: `${folder}/${names.medium}`,
    small: `${folder}/${names.small}`,
  };
}
