import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@admin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema.ts';
import type { Actor } from './audit-log.ts';
import { type EditableTable, type Update, updateAudited } from './audited.ts';
import { ok } from './envelope.ts';
import { type FieldErrors, invalid, invalidField } from './http-error.ts';
import { type StoredImage, UPLOADS_PREFIX, checkImage, readUpTo, sniffImage, storeImage } from './images.ts';
import { assertMultipartComplete, unlessCutShort } from './multipart-end.ts';

/**
 * Multipart forms of text fields and image files, for every area: reading (several files per
 * field), validating the fields with a contract schema into one 422, sniffing and storing the
 * images with their variants, and removing them again when the change they belonged to fails.
 */

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
  const fileFields = Object.keys(files);
  const single = totalFiles === 1 && fileFields.length === 1;
  try {
    for await (const part of request.parts({
      limits: { files: totalFiles, fileSize: UPLOAD_LIMITS.maxBytes, fields: 60 },
    })) {
      const name = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
      if (part.type === 'file') {
        const bytes = await unlessCutShort(request, readUpTo(part.file, UPLOAD_LIMITS.maxBytes));
        if (!(name in files)) {
          throw single
            ? invalidField(part.fieldname, `Unexpected file: the picture goes in "${fileFields[0]}"`)
            : invalidField(name, 'This field takes no file');
        }
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
    assertMultipartComplete(request);
    const code = (error as { code?: string }).code;
    const first = fileFields[0] ?? 'body';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalidField(
        first,
        single ? `The image must be at most ${maxMb} MB` : `Each image must be at most ${maxMb} MB`,
      );
    }
    if (code === 'FST_FILES_LIMIT') {
      throw invalidField(first, single ? 'Send one image at most' : `Send at most ${totalFiles} images`);
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalidField('body', 'Too many form fields');
    if (code === 'FST_PROTO_VIOLATION') throw invalidField('body', 'A form field name is not allowed');
    throw error;
  }
  assertMultipartComplete(request);
  return form;
}

/** A form with at most one image, in `field` (the content areas' picture or logo). */
export interface SingleImageForm {
  fields: Record<string, unknown>;
  file: Buffer | null;
}

/** Reads a form that takes one image file in `field` (multipart, or a JSON body without a file). */
export async function readSingleImageForm(request: FastifyRequest, field: string): Promise<SingleImageForm> {
  const form = await readImageForm(request, { [field]: 1 });
  return { fields: form.fields, file: form.files[field]?.[0] ?? null };
}

/** The contract's schema over the form's fields; 422 naming every invalid field otherwise. */
export function parseFields<T extends z.ZodMiniType>(
  schema: T,
  fields: Record<string, unknown>,
  extra: FieldErrors = {},
): z.infer<T> {
  const result = schema.safeParse(fields);
  const errors: FieldErrors = { ...extra };
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || 'body';
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
      const checked = await checkImage(bytes);
      if ('problem' in checked) {
        errors[field] = [checked.problem];
        break;
      }
    }
  }
  return errors;
}

/**
 * The form's fields parsed by the schema, with every problem in one 422: invalid fields, and a
 * missing picture when `required` (create; on update the stored picture is kept).
 */
export function parseSingleImageForm<T extends z.ZodMiniType>(
  schema: T,
  form: SingleImageForm,
  image: { field: string; required: boolean },
): { data: z.infer<T>; file: Buffer | null } {
  const missing: FieldErrors = image.required && !form.file ? { [image.field]: ['Choose an image file'] } : {};
  return { data: parseFields(schema, form.fields, missing), file: form.file };
}

export interface StoredImageFormOptions<T extends z.ZodMiniType, C> {
  schema: T;
  /** The field of the image file. */
  field: string;
  /** The folder under the uploads directory the image goes to. */
  folder: string;
  /** Whether the form must carry an image (create), or keeps the stored one without (update). */
  required: boolean;
  /** Checks of the parsed fields against the database (e.g. the page exists); its answer is passed on. */
  check?: (data: z.infer<T>) => Promise<C>;
}

/**
 * Reads a form of fields and one image, parses the fields, runs `check`, and stores the image last,
 * once everything else is valid (so a refused form leaves no file behind).
 */
export async function readStoredImageForm<T extends z.ZodMiniType, C = void>(
  request: FastifyRequest,
  uploadsDir: string,
  { schema, field, folder, required, check }: StoredImageFormOptions<T, C>,
): Promise<{ data: z.infer<T>; checked: C; stored: StoredImage | null }> {
  const form = await readSingleImageForm(request, field);
  const { data, file } = parseSingleImageForm(schema, form, { field, required });
  const checked = (await check?.(data)) as C;
  const stored = file ? await storeCheckedImage(uploadsDir, file, field, folder) : null;
  return { data, checked, stored };
}

/** Checks one file is a JPEG, PNG, WebP or GIF image (by content; 422 on `field`) and stores it with its variants. */
export async function storeCheckedImage(
  uploadsDir: string,
  bytes: Buffer,
  field: string,
  folder: string,
): Promise<StoredImage> {
  const errors = await checkImages({ [field]: [bytes] });
  if (Object.keys(errors).length) throw invalid(errors);
  const [stored] = await storeImages([bytes], uploadsDir, folder);
  return stored!;
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

/** Removes stored images (and their variants): the change they belonged to failed, or no row uses them; never fails. */
export async function discardImages(images: (StoredImage | null | undefined)[], uploadsDir: string): Promise<void> {
  await Promise.all(
    images
      .flatMap((image) => (image ? [image.original, image.medium, image.small] : []))
      .map((file) => fs.rm(path.join(uploadsDir, file), { force: true }).catch(() => undefined)),
  );
}

/** How an image is kept in a column: JSON of its stored paths. */
export const imageJson = (stored: StoredImage | null): string | null => (stored ? JSON.stringify(stored) : null);

/**
 * An update's picture column: written only when a new picture is given (`set`); the audit names
 * the new file, or says the old one was kept (`after`).
 */
export function pictureUpdate<C extends string>(column: C, image: StoredImage | null) {
  return {
    set: (image ? { [column]: imageJson(image) } : {}) as Partial<Record<C, string>>,
    after: { [column]: image ? image.original : 'kept' } as Record<C, string>,
  };
}

/**
 * Updates a row's `values` and, when a new `image` is given, its picture `column`, with the audit
 * entry (the picture's name, or 'kept'); answers the row as `load` reads it (404 when missing).
 */
export async function updatePictured<T extends EditableTable, R>(
  db: Kysely<DB>,
  actor: Actor,
  change: Pick<Update<T>, 'table' | 'entity' | 'id'> & {
    values: Update<T>['set'];
    column: string;
    image: StoredImage | null;
    load: (db: Kysely<DB>, id: number) => Promise<R>;
  },
): Promise<R> {
  const { table, entity, id, values, column, image, load } = change;
  const picture = pictureUpdate(column, image);
  await updateAudited(db, actor, {
    table,
    entity,
    id,
    set: { ...values, ...picture.set },
    before: await load(db, id),
    after: { ...values, ...picture.after },
  });
  return load(db, id);
}

/** Tables read by name: the caller's table and column are checked against the database's type. */
type ImageRowDB = Record<string, { id: number }>;

/**
 * The reader of a table's stored-image column: a row's JSON (null when it has none or is missing),
 * to remove its files once replaced or deleted.
 */
export function storedImageOf<T extends keyof DB>(table: T, column: keyof DB[T] & string) {
  return async (db: Kysely<DB>, id: number): Promise<string | null> => {
    const row = await (db as unknown as Kysely<ImageRowDB>)
      .selectFrom(table as string)
      .select(sql.ref<string | null>(column).as('image'))
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.image ?? null;
  };
}

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

/** Removes the files of an image column's value no row uses any more (after a replacement or a delete); never fails. */
export async function removeImageFiles(uploadsDir: string, json: string | null): Promise<void> {
  if (json) await discardImages([JSON.parse(json) as StoredImage], uploadsDir);
}

/** Runs `change` with the stored images; if it throws, the images are removed and the error goes on. */
export async function withImages<T>(
  images: (StoredImage | null | undefined)[],
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

/**
 * Runs `change`, which puts `stored` (when a new image was sent) in place of the image column's
 * value `previous`: on success the previous files are removed, on failure the new ones.
 */
export async function replaceImage<T>(
  uploadsDir: string,
  stored: StoredImage | null,
  previous: string | null,
  change: () => Promise<T>,
): Promise<T> {
  const result = await withImages([stored], uploadsDir, change);
  if (stored) await removeImageFiles(uploadsDir, previous);
  return result;
}

/** Runs `remove`, which deletes the row holding the image column's value `previous`, then removes its files. */
export async function deleteWithImage<T>(
  uploadsDir: string,
  previous: string | null,
  remove: () => Promise<T>,
): Promise<T> {
  const result = await remove();
  await removeImageFiles(uploadsDir, previous);
  return result;
}

/** The creation from a form with a picture: `read` reads it and stores its picture, `create` writes the row (see `withImages`). */
export async function createWithImage<F extends { stored: StoredImage | null }, T>(
  app: FastifyInstance,
  read: () => Promise<F>,
  create: (form: F) => Promise<T>,
): Promise<T> {
  const form = await read();
  return withImages([form.stored], app.uploads.dir, () => create(form));
}

/**
 * The edit of the row `request.params.id` from a form with an optional new picture: `load` reads the
 * row (a missing one is a 404 before the form is read), `read` reads the form and stores its picture,
 * `image` reads the value of the image column it replaces, `update` writes the row (see `replaceImage`).
 */
export async function updateRowWithImage<F extends { stored: StoredImage | null }, T>(
  app: FastifyInstance,
  request: { params: { id: number } },
  steps: {
    load: (db: Kysely<DB>, id: number) => Promise<unknown>;
    read: (id: number) => Promise<F>;
    image: (db: Kysely<DB>, id: number) => Promise<string | null>;
    update: (id: number, form: F) => Promise<T>;
  },
): Promise<T> {
  const { id } = request.params;
  await steps.load(app.db, id);
  const form = await steps.read(id);
  const previous = await steps.image(app.db, id);
  return replaceImage(app.uploads.dir, form.stored, previous, () => steps.update(id, form));
}

/**
 * The delete of the row `request.params.id` whose picture is in an image column: `image` reads the
 * column's value, `remove` deletes the row (with its audit), then the picture's files go.
 */
export async function deleteRowWithImage<T>(
  app: FastifyInstance,
  request: { params: { id: number }; actor: Actor },
  image: (db: Kysely<DB>, id: number) => Promise<string | null>,
  remove: (db: Kysely<DB>, actor: Actor, id: number) => Promise<T>,
): Promise<T> {
  const { id } = request.params;
  return deleteWithImage(app.uploads.dir, await image(app.db, id), () => remove(app.db, request.actor, id));
}

/** A form read by `readStoredImageForm`: its fields, what `check` answered and the stored picture. */
export interface StoredImageForm<T extends z.ZodMiniType, C> {
  data: z.infer<T>;
  checked: C;
  stored: StoredImage | null;
}

/** An area whose rows carry one picture sent with their form (banners, events, partners, pop-ups). */
export interface PictureArea<T extends z.ZodMiniType, C, R> {
  /** The contract's form schema, the picture's field and its folder under the uploads directory. */
  schema: T;
  field: string;
  folder: string;
  /** Whether a new row needs a picture; an edit without a new file keeps the stored one. */
  requiredOnCreate: boolean;
  /** Checks of the parsed fields against the database; `id`: the row being edited (none on create). */
  check: (data: z.infer<T>, id?: number) => Promise<C>;
  /** Reads the row (a missing one is a 404 before the form is read). */
  load: (db: Kysely<DB>, id: number) => Promise<unknown>;
  /** Reads the value of the row's picture column. */
  image: (db: Kysely<DB>, id: number) => Promise<string | null>;
  create: (db: Kysely<DB>, actor: Actor, form: StoredImageForm<T, C>) => Promise<R>;
  update: (db: Kysely<DB>, actor: Actor, id: number, form: StoredImageForm<T, C>) => Promise<R>;
  /** The messages sent with the row created and the row updated. */
  messages: { created: string; updated: string };
}

/**
 * The create and update handlers of a picture area: the form is read and checked, its picture
 * stored last (`readStoredImageForm`), the row written (`createWithImage`, `updateRowWithImage`)
 * and answered with the area's message.
 */
export function pictureFormHandlers<T extends z.ZodMiniType, C, R>(app: FastifyInstance, area: PictureArea<T, C, R>) {
  const { schema, field, folder, check, messages } = area;
  const read = (request: FastifyRequest, required: boolean, id?: number) =>
    readStoredImageForm(request, app.uploads.dir, {
      schema,
      field,
      folder,
      required,
      check: (data) => check(data, id),
    });
  return {
    create: async (request: FastifyRequest) => {
      const created = await createWithImage(
        app,
        () => read(request, area.requiredOnCreate),
        (form) => area.create(app.db, request.actor, form),
      );
      return ok(created, messages.created);
    },
    update: async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const updated = await updateRowWithImage(app, request, {
        load: area.load,
        read: (id) => read(request, false, id),
        image: area.image,
        update: (id, form) => area.update(app.db, request.actor, id, form),
      });
      return ok(updated, messages.updated);
    },
  };
}
