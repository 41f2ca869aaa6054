import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RESULT_CODE } from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { assertError, assertOk, describeApp } from '../test/harness.ts';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read field by field

const counter = async (db: Kysely<DB>, table: string) =>
  Number(
    (await sql<{ version: number }>`select version from data_versions where name = ${table}`.execute(db)).rows[0]!
      .version,
  );

describeApp('kept answers', (t, database) => {
  const get = async (url: string, query: Record<string, string | number> = {}, headers?: Record<string, string>) =>
    assertOk(await t.call('GET', url, { as: 'admin', query, headers }));
  /** A connection of its own, as another API process has: nothing this process keeps hears of its writes. */
  const withOther = async (work: (db: Kysely<DB>) => Promise<void>) => {
    const other = openDatabase({ databaseUrl: database.url, dataDir: t.dataDir });
    try {
      await work(other.db);
    } finally {
      await other.close();
    }
  };
  const newestProduct = () =>
    t.app.db.selectFrom('products').select(['id', 'price']).orderBy('id', 'desc').executeTakeFirstOrThrow();

  test('a list read again is the kept answer while its tables stay unchanged; no-cache reads it now', async () => {
    const product = await newestProduct();
    const first = await get('/api/v2/products', { count: 1 });
    assert.equal(first.data[0].id, product.id);
    // a change that bumps no counter (which no write of the product makes) is not seen: the answer is the kept one
    await t.app.db
      .updateTable('products')
      .set({ price: Number(product.price) + 1000 })
      .where('id', '=', product.id)
      .execute();
    await sql`update data_versions set version = version - 1 where name = 'products'`.execute(t.app.db);
    assert.deepEqual(await get('/api/v2/products', { count: 1 }), first);
    // the same list under another URL is another answer, read now
    assert.equal((await get('/api/products', { count: 1 })).data[0].price, Number(product.price) + 1000);
    // Cache-Control: no-cache (a reload) reads it now, and keeps what it read
    const fresh = await get('/api/v2/products', { count: 1 }, { 'cache-control': 'no-cache' });
    assert.equal(fresh.data[0].price, Number(product.price) + 1000);
    assert.equal((await get('/api/v2/products', { count: 1 })).data[0].price, Number(product.price) + 1000);
  });

  test('a kept answer goes only to who may read the list, and an error is never kept', async () => {
    await get('/api/users', { count: 5 });
    assertError(await t.call('GET', '/api/users', { as: 'news', query: { count: 5 } }), 403, RESULT_CODE.FORBIDDEN);
    assertError(await t.call('GET', '/api/users', { query: { count: 5 } }), 401, RESULT_CODE.UNAUTHENTICATED);
    assertError(await t.call('GET', '/api/users', { as: 'admin', query: { count: 0 } }), 422, RESULT_CODE.FAIL, [
      'count',
    ]);
    assertError(await t.call('GET', '/api/users', { as: 'admin', query: { count: 0 } }), 422, RESULT_CODE.FAIL, [
      'count',
    ]);
  });

  test('every change of what a list shows, made by another process, shows in the next read', async () => {
    // products: a row
    const product = await newestProduct();
    await get('/api/v2/products', { count: 1 });
    await withOther((db) =>
      db
        .updateTable('products')
        .set({ price: 1_234_000 })
        .where('id', '=', product.id)
        .execute()
        .then(() => undefined),
    );
    assert.equal((await get('/api/v2/products', { count: 1 })).data[0].price, 1_234_000);

    // users: the user's own row, a role given, a role renamed
    const editor = await t.userId('editor');
    const usersPage = async () =>
      (await get('/api/users', { count: 50, sort_by: 'id', order_by: 'asc' })).data.find((u: Row) => u.id === editor);
    const before = await usersPage();
    const role = await t.app.db
      .selectFrom('roles')
      .select(['id', 'display_name'])
      .where(
        'id',
        'not in',
        (before.roles as Row[]).map((r) => r.id as number),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await withOther(async (db) => {
      await db.updateTable('users').set({ full_name: 'Biên Tập Viên Mới' }).where('id', '=', editor).execute();
    });
    assert.equal((await usersPage()).full_name, 'Biên Tập Viên Mới');
    await withOther(async (db) => {
      await db.insertInto('user_roles').values({ user_id: editor, role_id: role.id }).execute();
    });
    assert.ok((await usersPage()).roles.some((r: Row) => r.id === role.id));
    await withOther(async (db) => {
      await db.updateTable('roles').set({ display_name: 'Vai trò đổi tên' }).where('id', '=', role.id).execute();
    });
    assert.equal((await usersPage()).roles.find((r: Row) => r.id === role.id).display_name, 'Vai trò đổi tên');

    // transactions: the row, its product's status, a paperwork the filter reads
    const tx = await t.app.db
      .selectFrom('transactions as t')
      .innerJoin('paperworks as p', 'p.transaction_id', 't.id')
      .select(['t.id', 't.product_id', 'p.id as paperwork', 'p.status as paperwork_status'])
      .orderBy('t.id', 'desc')
      .executeTakeFirstOrThrow();
    const txPage = async (query: Record<string, string | number> = {}) =>
      (await get('/api/v2/transactions', { count: 100, ...query })).data.find((r: Row) => r.id === tx.id);
    assert.ok(await txPage());
    await withOther(async (db) => {
      await db.updateTable('transactions').set({ buyer_name: 'Khách Đổi Tên' }).where('id', '=', tx.id).execute();
      await db.updateTable('products').set({ sales_status: 'blocked' }).where('id', '=', tx.product_id).execute();
    });
    const changed = await txPage();
    assert.equal(changed.buyer.name, 'Khách Đổi Tên');
    assert.equal(changed.product.sales_status, 'blocked');
    const other = tx.paperwork_status === 'approved' ? 'rejected' : 'approved';
    assert.equal(await txPage({ paperwork_status: other }), undefined);
    await withOther(async (db) => {
      await db.updateTable('paperworks').set({ status: other }).where('id', '=', tx.paperwork).execute();
    });
    assert.ok(await txPage({ paperwork_status: other }));
  });

  test('under concurrent writes, a list read after a write committed always shows it', async () => {
    const product = await newestProduct();
    const other = openDatabase({ databaseUrl: database.url, dataDir: t.dataDir });
    try {
      for (let i = 1; i <= 12; i++) {
        const price = 2_000_000 + i * 1000;
        // readers racing the write may see it or not; the read that starts after its commit must
        const write = other.db.updateTable('products').set({ price }).where('id', '=', product.id).execute();
        const racing = Array.from({ length: 4 }, () => get('/api/v2/products', { count: 1 }));
        await write;
        const after = await Promise.all([get('/api/v2/products', { count: 1 }), get('/api/v2/products', { count: 1 })]);
        for (const answer of after) assert.equal(answer.data[0].price, price, `write ${i}`);
        for (const answer of await Promise.all(racing))
          assert.ok([price, price - 1000, Number(product.price)].includes(answer.data[0].price));
      }
    } finally {
      await other.close();
    }
  });

  test('two transactions changing the same tables in opposite orders both commit, and each bumps both counters', async () => {
    const [p1, p2] = await t.app.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    const [t1, t2] = await t.app.db.selectFrom('transactions').select('id').orderBy('id').limit(2).execute();
    const before = [await counter(t.app.db, 'products'), await counter(t.app.db, 'transactions')];
    const other = openDatabase({ databaseUrl: database.url, dataDir: t.dataDir });
    try {
      // each writes its first table, waits for the other to have written its own, then writes the second
      let arrived = 0;
      const bothWrote = new Promise<void>((resolve) => {
        const check = setInterval(() => arrived === 2 && (clearInterval(check), resolve()), 5);
      });
      const writer = (db: Kysely<DB>, first: 'products' | 'transactions', ids: [number, number]) =>
        db.transaction().execute(async (trx) => {
          const touch = (table: 'products' | 'transactions', id: number) =>
            table === 'products'
              ? trx.updateTable('products').set({ updated_at: new Date().toISOString() }).where('id', '=', id).execute()
              : trx.updateTable('transactions').set({ note: 'đảo thứ tự' }).where('id', '=', id).execute();
          await touch(first, ids[0]);
          arrived++;
          if (database.name === 'postgres') await bothWrote;
          await touch(first === 'products' ? 'transactions' : 'products', ids[1]);
        });
      const first = writer(t.app.db, 'products', [p1!.id, t1!.id]);
      // SQLite: one writer at a time, and its driver waits for the lock in the event loop itself
      if (database.name === 'sqlite') await first.catch(() => undefined);
      const results = await Promise.allSettled([first, writer(other.db, 'transactions', [t2!.id, p2!.id])]);
      assert.deepEqual(
        results.map((r) => r.status),
        ['fulfilled', 'fulfilled'],
        JSON.stringify(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))),
      );
    } finally {
      await other.close();
    }
    assert.deepEqual(
      [await counter(t.app.db, 'products'), await counter(t.app.db, 'transactions')],
      [before[0]! + 2, before[1]! + 2],
    );
  });
});
