import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from './database.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-database-test-'));
const { db, close } = openDatabase({ dataDir });
after(async () => {
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('SQLite rows read as arrays become the objects better-sqlite3 would have made', async () => {
  await sql`create table t (id integer primary key, name text, price integer, note text)`.execute(db);
  const inserted = await sql<{ id: number; name: string }>`insert into t (name, price, note)
    values ('Wave', 18000000, null), ('Vision', 31000000, 'xe "ga"') returning id, name`.execute(db);
  assert.deepEqual(inserted.rows, [
    { id: 1, name: 'Wave' },
    { id: 2, name: 'Vision' },
  ]);
  const query = 'select *, price * 2 as "double price", 1 as id, 3 as "__proto__" from t order by id, name';
  const rows = (await sql.raw<Record<string, unknown>>(query).execute(db)).rows;
  const plain = new SQLite(path.join(dataDir, 'admin.sqlite'), { readonly: true });
  try {
    const expected = plain.prepare(query).all() as Record<string, unknown>[];
    assert.deepEqual(rows, expected);
    assert.deepEqual(Object.keys(rows[0]!), Object.keys(expected[0]!));
  } finally {
    plain.close();
  }
  // the last of two equal names wins
  assert.equal(rows[1]!.id, 1);
});
