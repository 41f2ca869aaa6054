import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';

/**
 * Files of sensitive personal data (ID cards, paperwork, contracts: Decree 13/2023) live in
 * DATA_DIR/private, outside the public uploads. A permitted route hands out a link signed with
 * HMAC-SHA256 that works for a few minutes, so an <img> needs no Authorization header.
 */
export interface PrivateFiles {
  dir: string;
  /** A signed link to a stored path (relative to dir), valid for `seconds`. */
  link(file: string, seconds?: number): string;
  /** The stored path a link's token names, or null when the token is forged or expired. */
  verify(token: string): string | null;
  /** Writes bytes under `folder` with a random name; answers the stored path. */
  save(folder: string, bytes: Buffer, extension: string): Promise<string>;
  read(file: string): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    privateFiles: PrivateFiles;
  }
}

export const PRIVATE_FILES_PREFIX = '/api/private-files/';

/** The private files' directory beside an uploads directory (both under DATA_DIR). */
export const privateDirBeside = (uploadsDir: string) => path.join(path.dirname(uploadsDir), 'private');

/**
 * Files an earlier version kept in the public uploads that are private: the stores' ID-card
 * pictures (`identity/`) and the demo ID cards (`demo/id-card-*`). They move, keeping their
 * relative paths, so the rows naming them stay right. Idempotent; safe when several processes start.
 */
export async function movePrivateUploads(uploadsDir: string, privateDir: string): Promise<number> {
  const names: string[] = [];
  const list = async (folder: string, keep: (name: string) => boolean) => {
    const entries = await fs.promises.readdir(path.join(uploadsDir, folder)).catch(() => [] as string[]);
    for (const name of entries) if (keep(name)) names.push(`${folder}/${name}`);
  };
  await list('identity', () => true);
  await list('demo', (name) => name.startsWith('id-card-'));
  let moved = 0;
  for (const file of names) {
    const target = path.join(privateDir, file);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.promises.rename(path.join(uploadsDir, file), target);
      moved++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return moved;
}
/** Five minutes: long enough to show a picture, short enough that a copied link soon dies. */
export const PRIVATE_LINK_SECONDS = 300;

export default fp<{ dataDir: string; secret: string }>(
  async (app, options) => {
    const dir = path.resolve(options.dataDir, 'private');
    fs.mkdirSync(dir, { recursive: true });
    const key = crypto.createHmac('sha256', options.secret).update('private-files').digest();
    const mac = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');
    const inside = (file: string) => {
      const full = path.resolve(dir, file);
      return full.startsWith(dir + path.sep) ? full : null;
    };
    app.decorate<PrivateFiles>('privateFiles', {
      dir,
      link(file, seconds = PRIVATE_LINK_SECONDS) {
        const payload = `${Buffer.from(file).toString('base64url')}.${Math.floor(Date.now() / 1000) + seconds}`;
        return `${PRIVATE_FILES_PREFIX}${payload}.${mac(payload)}`;
      },
      verify(token) {
        const [name, expires, signature] = token.split('.');
        if (!name || !expires || !signature) return null;
        const expected = Buffer.from(mac(`${name}.${expires}`));
        const given = Buffer.from(signature);
        if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
        if (Number(expires) * 1000 < Date.now()) return null;
        const file = Buffer.from(name, 'base64url').toString();
        return inside(file) ? file : null;
      },
      async save(folder, bytes, extension) {
        const file = `${folder}/${crypto.randomUUID()}.${extension}`;
        await fs.promises.mkdir(path.join(dir, folder), { recursive: true });
        await fs.promises.writeFile(path.join(dir, file), bytes);
        return file;
      },
      async read(file) {
        const full = inside(file);
        if (!full) throw new Error('outside the private directory');
        return fs.promises.readFile(full);
      },
    });
  },
  { name: 'private-files' },
);
