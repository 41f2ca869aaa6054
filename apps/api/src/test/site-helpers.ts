import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { assertOk, type TestApp } from './harness.ts';

/** A PNG of this size (a real image, content-sniffable). */
export const png = (width = 800, height = 300, background = '#1565c0') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export interface FileField {
  field: string;
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A multipart form: list values are sent as repeated `name[]` fields, like the old client's `platform[]`. */
export function multipart(fields: Record<string, string | number | string[]>, file?: FileField): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) data.append(`${name}[]`, item);
    else data.append(name, String(value));
  }
  if (file) {
    data.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name ?? 'picture.png',
    );
  }
  return data;
}

/** The file on disk behind an /uploads/… URL. */
export const uploadPath = (t: TestApp, url: string) => path.join(t.dataDir, url.replace(/^\/uploads\//, 'uploads/'));

/** Every variant of an image answer exists on disk; the variants are square WebP of 256 and 64 px. */
export async function assertImageVariants(t: TestApp, image: { original: string; medium: string; small: string }) {
  for (const url of [image.original, image.medium, image.small]) {
    assert.match(url, /^\/uploads\/[a-z]+\/[0-9a-z-]+(-medium|-small)?\.(png|jpg|webp|gif)$/);
    assert.ok(fs.existsSync(uploadPath(t, url)), `${url} exists`);
  }
  const small = await sharp(uploadPath(t, image.small)).metadata();
  assert.deepEqual([small.format, small.width, small.height], ['webp', 64, 64]);
  const medium = await sharp(uploadPath(t, image.medium)).metadata();
  assert.deepEqual([medium.format, medium.width], ['webp', 256]);
}

/**
 * The form sent again to `url` with a new picture in `file.field`: the row answered holds a new picture
 * under the same name, and the old picture's file is gone from disk. Answers the changed row.
 */
export async function replacePicture(
  t: TestApp,
  url: string,
  fields: Record<string, string | number | string[]>,
  file: FileField,
  old: { original: string },
) {
  const replaced = assertOk(await t.call('POST', url, { as: 'editor', body: multipart(fields, file) })).data;
  assert.notEqual(replaced[file.field].original, old.original);
  assert.equal(fs.existsSync(uploadPath(t, old.original)), false);
  return replaced;
}

let made = 0;
/**
 * A signed-in staff member whose one role holds exactly these permissions (made through the API as
 * the admin, first password changed). Answers the access token.
 */
export async function staffWith(t: TestApp, permissions: string[]): Promise<string> {
  made++;
  const name = `test-role-${made}`;
  const role = assertOk(await t.call('POST', '/api/roles', { as: 'admin', body: { name } })).data;
  const all = assertOk(await t.call('GET', '/api/permissions', { as: 'admin' })).data as { id: number; name: string }[];
  const ids = permissions.map((p) => all.find((x) => x.name === p)!.id);
  assertOk(await t.call('PUT', `/api/roles/${role.id}`, { as: 'admin', body: { name, permissions: ids } }));
  const username = `tester.${made}`;
  assertOk(
    await t.call('POST', '/api/users', {
      as: 'admin',
      body: {
        username,
        email: `${username}@example.com`,
        full_name: `Người thử ${made}`,
        password: 'Temporary-pass-1',
        role_ids: [role.id],
      },
    }),
  );
  const { token } = await t.signIn(username, 'Temporary-pass-1');
  assertOk(
    await t.call('POST', '/api/users/change_password', {
      token,
      body: { current_password: 'Temporary-pass-1', new_password: 'Chosen-pass-22' },
    }),
  );
  return token;
}

/** The audit entries of one record, oldest first. */
export async function auditOf(t: TestApp, entity: string, id: number) {
  return t.app.db
    .selectFrom('audit_logs')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}
