import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@admin/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type FieldErrors, invalid, invalidField } from './http-error.ts';
import { type StoredImage, sniffImage, storeImage } from './images.ts';

/** A form's text fields and its image files by field name. */
export interface ImageForm {
  fields: Record<string, unknown>;
  files: Record<string, Buffer[]>;
}

const maxMb = UPLOAD_LIMITS.maxBytes / 1024 / 1024;

/**
 * Reads a multipart form with several image fields (`files`: field → how many it may hold; a
 * field named `x[]` counts as `x`), or a JSON body (no files). Empty file parts count as none.
 */
export async function readImageForm(request: FastifyRequest, files: Record<string, number>): Promise<ImageForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {}, files: {} };
  }
  const form: ImageForm = { fields: {}, files: {} };
  const totalFiles = Object.values(files).reduce((a, b) => a + b, 0);
  try {
    for await (const part of request.parts({
      limits: { files: totalFiles, fileSize: UPLOAD_LIMITS.maxBytes, fields: 60 },
    })) {
      const name = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!(name in files)) throw invalidField(name, 'This field takes no file');
        if (bytes.length === 0) continue;
        const list = (form.files[name] ??= []);
        if (list.length >= files[name]!) throw invalidField(name, `Send at most ${files[name]} images here`);
        list.push(bytes);
        continue;
      }
      const value = String(part.value ?? '');
      const existing = form.fields[name];
      if (existing === undefined) form.fields[name] = part.fieldname.endsWith('[]') ? [value] : value;
      else form.fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const first = Object.keys(files)[0] ?? 'body';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidField(first, `Each image must be at most ${maxMb} MB`);
    if (code === 'FST_FILES_LIMIT') throw invalidField(first, `Send at most ${totalFiles} images`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalidField('body', 'Too many form fields');
    if (code === 'FST_PROTO_VIOLATION') throw invalidField('body', 'A form field name is not allowed');
    throw error;
  }
  return form;
}

/** The contract's schema over the form's fields; 422 naming every invalid field otherwise. */
export function parseFields<T extends z.ZodType>(
  schema: T,
  fields: Record<string, unknown>,
  extra: FieldErrors = {},
): z.infer<T> {
  const result = schema.safeParse(fields);
  const errors: FieldErrors = { ...extra };
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || 'body';
      (errors[key] ??= []).push(issue.message);
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return (result as { data: z.infer<T> }).data;
}

/** Field errors for files that are not images (sniffed from the content, not the name). */
export async function checkImages(files: Record<string, Buffer[]>): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [field, list] of Object.entries(files)) {
    for (const bytes of list) {
      if (!(await sniffImage(bytes))) {
        errors[field] = ['The file must be a JPEG, PNG, WebP or GIF image'];
        break;
      }
    }
  }
  return errors;
}

/** Stores checked images with their variants under `uploadsDir/folder`. */
export async function storeImages(
  list: Buffer[] | undefined,
  uploadsDir: string,
  folder: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const bytes of list ?? []) {
    const format = await sniffImage(bytes);
    if (format) stored.push(await storeImage(bytes, format, uploadsDir, folder));
  }
  return stored;
}

/** Removes stored images (and their variants) again, when the change they belonged to failed. */
export async function discardImages(images: (StoredImage | undefined)[], uploadsDir: string): Promise<void> {
  for (const image of images) {
    if (!image) continue;
    for (const file of [image.original, image.medium, image.small]) {
      await fs.rm(path.join(uploadsDir, file), { force: true });
    }
  }
}

/** Runs `change` with the stored images; if it throws, the images are removed and the error goes on. */
export async function withImages<T>(
  images: (StoredImage | undefined)[],
  uploadsDir: string,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await discardImages(images, uploadsDir);
    throw error;
  }
}
