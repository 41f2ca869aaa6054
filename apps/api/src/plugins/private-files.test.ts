import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { movePrivateUploads, privateDirBeside } from './private-files.ts';

test('ID cards an earlier version kept in the public uploads move to the private files, once', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-private-'));
  const uploads = path.join(dataDir, 'uploads');
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(uploads, file)), { recursive: true });
    fs.writeFileSync(path.join(uploads, file), file);
  };
  for (const file of ['identity/a.jpg', 'identity/a-small.webp', 'demo/id-card-front.jpg', 'demo/bike-1.jpg'])
    write(file);
  const privateDir = privateDirBeside(uploads);
  assert.equal(privateDir, path.join(dataDir, 'private'));

  assert.equal(await movePrivateUploads(uploads, privateDir), 3);
  assert.equal(fs.readFileSync(path.join(privateDir, 'identity/a.jpg'), 'utf8'), 'identity/a.jpg');
  assert.ok(fs.existsSync(path.join(privateDir, 'demo/id-card-front.jpg')));
  assert.deepEqual(fs.readdirSync(path.join(uploads, 'identity')), []);
  assert.deepEqual(fs.readdirSync(path.join(uploads, 'demo')), ['bike-1.jpg'], 'the bikes stay public');
  assert.equal(await movePrivateUploads(uploads, privateDir), 0, 'a second start has nothing to move');
  fs.rmSync(dataDir, { recursive: true, force: true });
});
