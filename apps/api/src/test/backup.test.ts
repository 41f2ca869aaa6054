/**
 * `npm run backup` while the app serves and writes, and the restore README.md describes: the copy
 * goes into a fresh DATA_DIR, the app starts on it and serves the data and the files back.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { buildApp } from '../app.ts';
import { TEST_HASH_COST, demoPassword, startTestApp } from './harness.ts';
import { TEST_JWT_SECRET } from './templates.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const PICTURE = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** `npm run backup -- --out <out>` on `dataDir`, as a process of its own; its exit code and output. */
function runBackup(dataDir: string, out: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'apps/api/src/cli/backup.ts'), '--out', out],
      { cwd: root, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('backup and restore (sqlite)', () => {
  test('a backup taken while writes go on is one consistent moment; restored, the app serves it', async () => {
    const t = await startTestApp({ name: 'sqlite' });
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-backup-out-'));
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-restored-'));
    try {
      const adminId = await t.userId('admin');
      const write = (name: string) =>
        t.app.db
          .insertInto('export_runs')
          .values({
            user_id: adminId,
            name,
            format: 'csv',
            lang: 'vi',
            filters_json: '{}',
            status: 'done',
            rows: 1,
            bytes: 1,
            started_at: new Date().toISOString(),
            finished_at: new Date().toISOString(),
          })
          .execute();
      await write('before-the-backup');
      fs.mkdirSync(path.join(t.dataDir, 'uploads', 'news'), { recursive: true });
      fs.writeFileSync(path.join(t.dataDir, 'uploads', 'news', 'kept.png'), PICTURE);
      fs.mkdirSync(path.join(t.dataDir, 'private'), { recursive: true });
      fs.writeFileSync(path.join(t.dataDir, 'private', 'id-card.png'), PICTURE);

      // the app goes on writing, one row after another, until the backup ends
      let done = false;
      let written = 0;
      const writer = (async () => {
        while (!done) {
          await write(`during-${++written}`);
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const backup = await runBackup(t.dataDir, out);
      done = true;
      await writer;
      assert.equal(backup.code, 0, backup.output);
      assert.ok(written > 0, 'writes went on during the backup');
      const [folder] = fs.readdirSync(out);
      assert.match(folder, /^admin-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
      const dir = path.join(out, folder);
      assert.match(backup.output, new RegExp(`Backup written to ${dir}: admin\\.sqlite`));
      assert.deepEqual(fs.readdirSync(dir).sort(), ['admin.sqlite', 'manifest.json', 'private', 'uploads']);

      // one moment: the rows of the copy are a prefix of the ones written, with no gap
      const copy = new SQLite(path.join(dir, 'admin.sqlite'), { readonly: true });
      const names = (
        copy.prepare("select name from export_runs where name like 'during-%' order by id").all() as { name: string }[]
      ).map((r) => r.name);
      assert.deepEqual(copy.pragma('integrity_check'), [{ integrity_check: 'ok' }]);
      const { n: runsInCopy } = copy
        .prepare('select count(*) as n from export_runs where user_id = ?')
        .get(adminId) as {
        n: number;
      };
      copy.close();
      assert.deepEqual(
        names,
        names.map((_, i) => `during-${i + 1}`),
      );
      assert.ok(names.length <= written);

      // the restore of README.md: the folder's contents into a fresh DATA_DIR, then start the app on it
      fs.cpSync(dir, restored, { recursive: true });
      const app = await buildApp({ dataDir: restored, jwtSecret: TEST_JWT_SECRET, hashCost: TEST_HASH_COST });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'admin', password: demoPassword('admin') },
        });
        assert.equal(login.statusCode, 200, login.body);
        const mine = await app.inject({
          url: '/api/exports/mine?count=100',
          headers: { authorization: `Bearer ${login.json().data.access_token}` },
        });
        assert.equal(mine.statusCode, 200, mine.body);
        // every row of the copy, the newest first: the last one written before the copy's moment
        assert.equal(mine.json().total, runsInCopy);
        assert.equal(mine.json().data[0].name, names.at(-1) ?? 'before-the-backup');
        const upload = await app.inject({ url: '/uploads/news/kept.png' });
        assert.equal(upload.statusCode, 200);
        assert.deepEqual(upload.rawPayload, PICTURE);
        assert.deepEqual(fs.readFileSync(path.join(restored, 'private', 'id-card.png')), PICTURE);
      } finally {
        await app.close();
      }
    } finally {
      await t.close();
      fs.rmSync(out, { recursive: true, force: true });
      fs.rmSync(restored, { recursive: true, force: true });
    }
  });

  test('no database in DATA_DIR: one line and exit 1', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-backup-empty-'));
    try {
      const result = await runBackup(empty, path.join(empty, 'out'));
      assert.equal(result.code, 1);
      assert.match(result.output, /^The backup failed: no admin\.sqlite in /);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
