import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@admin/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { UPLOADS_PREFIX } from '../plugins/uploads.ts';
import { type FieldErrors, invalid, invalidField } from './http-error.ts';
import { type StoredImage, sniffImage, storeImage } from './images.ts';

/** The fields of a form (multipart strings, or a JSON body) and its one image file, if any. */
export interface FormInput {
  fields: Record<string, unknown>;
  file: Buffer | null;
}

const maxMb = UPLOAD_LIMITS.maxBytes / 1024 / 1024;

/**
 * Reads a form sent as multipart (fields, `name[]` lists, one file in `fileField`; an empty file
 * counts as none, so a form may always carry the input) or as JSON (no file).
 */
export async function readForm(request: FastifyRequest, fileField: string): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {}, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          await part.toBuffer();
          throw invalidField(part.fieldname, `Unexpected file: the picture goes in "${fileField}"`);
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = bytes;
        continue;
      }
      const list = part.fieldname.endsWith('[]');
      const name = list ? part.fieldname.slice(0, -2) : part.fieldname;
      const value = String(part.value ?? '');
      const existing = fields[name];
      if (existing === undefined) fields[name] = list ? [value] : value;
      else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidField(fileField, `The image must be at most ${maxMb} MB`);
    if (code === 'FST_FILES_LIMIT') throw invalidField(fileField, 'Send one image at most');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalidField('body', 'Too many form fields');
    if (code === 'FST_PROTO_VIOLATION') throw invalidField('body', 'A form field name is not allowed');
    throw error;
  }
  return { fields, file };
}

/** The fields parsed by the contract's schema; 422 naming every invalid field otherwise. */
export function parseForm<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    (errors[key] ??= []).push(issue.message);
  }
  throw invalid(errors);
}

/** Checks the bytes are a JPEG, PNG, WebP or GIF image (by content) and stores it with its variants. */
export async function storeFormImage(
  uploadsDir: string,
  bytes: Buffer,
  field: string,
  folder: string,
): Promise<StoredImage> {
  const format = await sniffImage(bytes);
  if (!format) throw invalidField(field, 'The file must be a JPEG, PNG, WebP or GIF image');
  return storeImage(bytes, format, uploadsDir, folder);
}

/** How an image is kept in a column: JSON of its stored paths. */
export const imageJson = (stored: StoredImage | null): string | null => (stored ? JSON.stringify(stored) : null);

/** The public URLs of a stored image column. */
export function imageUrls(json: string | null): StoredImage | null {
  if (!json) return null;
  const stored = JSON.parse(json) as StoredImage;
  return {
    original: `${UPLOADS_PREFIX}${stored.original}`,
    medium: `${UPLOADS_PREFIX}${stored.medium}`,
    small: `${UPLOADS_PREFIX}${stored.small}`,
  };
}

/** Removes the files of an image no row uses any more (after a replacement or a delete); never fails. */
export async function removeImageFiles(uploadsDir: string, json: string | null): Promise<void> {
  if (!json) return;
  const stored = JSON.parse(json) as StoredImage;
  await Promise.all(
    [stored.original, stored.medium, stored.small].map((p) =>
      fs.rm(path.join(uploadsDir, p), { force: true }).catch(() => undefined),
    ),
  );
}

export interface ImageRule {
  /** The file field's name (for the error). */
  field: string;
  /** Required (create) or optional (update: the stored picture is kept). */
  required: boolean;
}

/**
 * The form's fields parsed by the schema and its file, with every problem in one 422: invalid
 * fields, and a missing required picture. The file is not checked or stored here (storeFormImage).
 */
export function parseFormWithImage<T extends z.ZodType>(
  schema: T,
  form: FormInput,
  image: ImageRule,
): { data: z.infer<T>; file: Buffer | null } {
  const errors: FieldErrors = {};
  let data: z.infer<T> | undefined;
  try {
    data = parseForm(schema, form.fields);
  } catch (error) {
    const fields = (error as { fieldErrors?: FieldErrors }).fieldErrors;
    if (!fields) throw error;
    Object.assign(errors, fields);
  }
  if (image.required && !form.file) errors[image.field] = ['Choose an image file'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { data: data as z.infer<T>, file: form.file };
}
