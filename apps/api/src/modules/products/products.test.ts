import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PAGE_SIZE, PRODUCT_EXPORT_COLUMNS, PRODUCT_MESSAGES, PRODUCT_SORTS, RESULT_CODE } from '@admin/contract';
import sharp from 'sharp';
import { type ProductListQuery, productListQuery } from '@admin/contract';
import { CompiledQuery, sql } from 'kysely';
import { openDatabase } from '../../db/database.ts';
import { DEMO_PRODUCTS } from '../../seed/marketplace.ts';
import { keptSearchHits, productSearchHits, searchWords } from '../../db/search.ts';
import {
  decodeCursor,
  keysQuery,
  nextCursor,
  pageKeys,
  productConditions,
  RANGE_WALK_ROWS,
  rangeWalk,
  type Scan,
  scanFor,
} from './product-list.ts';
import { assertError, assertOk, auditCount, csvLines, describeApp, valuesOf } from '../../test/harness.ts';

const jpeg = (color = '#1565c0') =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** A multipart form: text fields, then files. */
function form(
  fields: Record<string, string | number>,
  files: { field: string; bytes: Buffer; name: string; type: string }[],
) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, String(v));
  for (const f of files) data.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return data;
}

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read field by field

/** A column's value as the lists order it (numbers as numbers, dates by time, NULL the smallest). */
const norm = (v: unknown) =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.getTime()
      : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)
        ? Number(v)
        : (v as string | number);
const compare = (a: string | number | null, b: string | number | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

describeApp('products', (t, db) => {
  const list = async (query: Record<string, string | number> = {}, as = 'station') =>
    assertOk(await t.call('GET', '/api/v2/products', { as, query }));
  const firstWith = async (where: Record<string, string | number | null>) => {
    let q = t.app.db
      .selectFrom('products')
      .select(['id', 'sales_status', 'store_id', 'number_plate', 'detail_model_id']);
    for (const [k, v] of Object.entries(where)) q = q.where(k as 'id', v === null ? 'is' : '=', v as never);
    return q.orderBy('id').executeTakeFirstOrThrow();
  };
  /** The first store (by id) with these column values. */
  const firstStore = (where: Record<string, string | number>) => {
    let q = t.app.db.selectFrom('stores').select('id');
    for (const [k, v] of Object.entries(where)) q = q.where(k as 'id', '=', v as never);
    return q.orderBy('id').executeTakeFirstOrThrow();
  };

  /**
   * The plan of a query, one line per step. PostgreSQL prices a table scan and a sort out, as at a
   * million rows: at demo size it would rightly read a few thousand index entries whole and sort them,
   * so a plan check there asks whether the query can be read in order at all. A query that can't
   * still plans a sort (priced out, not forbidden), and the check fails.
   */
  const explain = async (query: string, parameters: readonly unknown[]) => {
    if (db.name === 'sqlite') {
      const rows = await t.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query}`, [...parameters]),
      );
      return rows.rows.map((r) => r.detail).join(' | ');
    }
    return t.app.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_sort = off`.execute(trx);
      const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query}`, [...parameters]),
      );
      return rows.rows.map((r) => r['QUERY PLAN']).join(' | ');
    });
  };

  /** Pages past the middle by offset, read from the other end with the exact total, are `expected`'s. */
  const assertFromEnd = async (scan: Scan, query: ProductListQuery, expected: number[], label: string) => {
    const last = Math.ceil(expected.length / query.count);
    for (const page of [Math.floor(last / 2) + 2, last]) {
      const keys = await pageKeys(t.app.db, scan, { ...query, page }, null, expected.length);
      assert.deepEqual(
        keys.map((k) => k.id),
        expected.slice((page - 1) * query.count, page * query.count),
        `${label} page ${page} of ${last} from the end`,
      );
    }
  };

  test('GET /v2/products: 50 a page, newest first, exact total from the counters, every column', async () => {
    const body = await list();
    assert.equal(body.per_page, PAGE_SIZE.default);
    assert.equal(body.current, 1);
    assert.equal(body.total, DEMO_PRODUCTS);
    assert.equal(body.total_is_estimate, false);
    assert.equal(body.data.length, 50);
    assert.ok(body.data[0].id > body.data[1].id);
    assert.equal(typeof body.next_cursor, 'string');
    const p = body.data[0];
    for (const key of [
      'picture',
      'title',
      'brand',
      'model',
      'detail_model',
      'type',
      'location',
      'price',
      'store',
      'sales_status',
      'status_latest_datetime',
      'is_quality_item',
      'ai_score',
    ]) {
      assert.ok(key in p, key);
    }
    assert.match(p.picture.small, /^\/uploads\/demo\/bike-\d-small\.webp$/);
    const legacy = assertOk(await t.call('GET', '/api/products', { as: 'station', query: { count: 5 } }));
    assert.deepEqual(valuesOf(legacy.data, 'id'), valuesOf(body.data.slice(0, 5), 'id'));
  });

  test('every filter narrows the list to matching rows', async () => {
    const sample = (await list({ count: 1, sales_status: 'ing' })).data[0];
    const cases: [Record<string, string | number>, (r: Row) => boolean][] = [
      [{ brand_id: sample.brand.id }, (r) => r.brand.id === sample.brand.id],
      [{ model_id: sample.model.id }, (r) => r.model.id === sample.model.id],
      [{ detail_model_id: sample.detail_model.id }, (r) => r.detail_model.id === sample.detail_model.id],
      [{ type: 3 }, (r) => r.type === 3],
      [{ location_id: 1 }, (r) => r.location?.id === 1],
      [{ sales_status: 'blocked' }, (r) => r.sales_status === 'blocked' && !!r.blocked_reason],
      [{ used_status: 'new' }, (r) => r.used_status === 'new'],
      [{ seller_type: 'personal' }, (r) => r.seller_type === 'personal'],
      [{ store_id: sample.store.id }, (r) => r.store.id === sample.store.id],
      [
        { start_date: '2024-01-01', end_date: '2024-01-31' },
        (r) => r.created_at >= '2023-12-31T17:00:00.000Z' && r.created_at < '2024-01-31T17:00:00.000Z',
      ],
      [
        { status_latest_datetime_from: '2024-06-01', status_latest_datetime_to: '2024-06-30' },
        (r) =>
          r.status_latest_datetime >= '2024-05-31T17:00:00.000Z' &&
          r.status_latest_datetime < '2024-06-30T17:00:00.000Z',
      ],
    ];
    for (const [query, matches] of cases) {
      const body = await list({ ...query, count: 200 });
      assert.ok(body.total > 0, JSON.stringify(query));
      assert.ok(body.total < DEMO_PRODUCTS, JSON.stringify(query));
      assert.ok(body.data.every(matches), JSON.stringify(query));
      assert.equal(body.total_is_estimate, false);
    }
    const staff = (await list({ count: 200 })).data.find((r: Row) => r.created_by)?.created_by;
    const byCreator = await list({ created_by: staff.id, count: 200 });
    assert.ok(byCreator.data.length > 0 && byCreator.data.every((r: Row) => r.created_by?.id === staff.id));
    const changer = (await list({ count: 200 })).data.find((r: Row) => r.status_latest_user)?.status_latest_user;
    const byChanger = await list({ status_latest_user: changer.id, count: 200 });
    assert.ok(byChanger.data.length > 0 && byChanger.data.every((r: Row) => r.status_latest_user?.id === changer.id));
    const all = await list({ type: 0 });
    assert.equal(all.total, DEMO_PRODUCTS);
    const both = await list({ type: 1, sales_status: 'ing', count: 200 });
    const counted = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 1)
      .where('sales_status', '=', 'ing')
      .executeTakeFirstOrThrow();
    assert.equal(both.total, Number(counted.n));
  });

  test('at_station: 1 lists only products on display at a station, 0 only the others; with q, sort and cursor', async () => {
    const countWhere = async (atStation: boolean) =>
      Number(
        (
          await t.app.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('station_id', atStation ? 'is not' : 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const at = await list({ at_station: 1, count: 200 });
    assert.equal(at.total, await countWhere(true));
    assert.ok(at.total > 0 && at.total < DEMO_PRODUCTS, String(at.total));
    assert.ok(at.data.length > 0 && at.data.every((r: Row) => r.station !== null), 'every row has a station');
    const none = await list({ at_station: 0, count: 200 });
    assert.equal(none.total, await countWhere(false));
    assert.ok(
      none.data.every((r: Row) => r.station === null),
      'no row has a station',
    );
    assert.equal(at.total + none.total, (await list()).total);

    // One station: at_station adds nothing to station_id.
    const station = at.data[0].station;
    const one = await list({ at_station: 1, station_id: station.id, count: 200 });
    assert.ok(one.total > 0 && one.data.every((r: Row) => r.station?.id === station.id));
    assert.equal(one.total, (await list({ station_id: station.id })).total);

    // With a search and a sort: the search's rows that have a station, in price order.
    const walk = async (query: Record<string, string | number>) => {
      const rows: Row[] = [];
      let cursor: string | null = null;
      do {
        const body: Row = await list({ ...query, count: 200, ...(cursor ? { cursor } : {}) });
        rows.push(...body.data);
        cursor = body.next_cursor;
      } while (cursor);
      return rows;
    };
    const sort = { sort_by: 'price', order_by: 'asc' };
    const searched = await walk({ q: 'ha noi', ...sort });
    const searchedAt = await walk({ q: 'ha noi', at_station: 1, ...sort });
    assert.ok(searchedAt.length > 0 && searchedAt.length < searched.length, `${searchedAt.length}/${searched.length}`);
    assert.deepEqual(
      searchedAt.map((r) => r.id),
      searched.filter((r) => r.station !== null).map((r) => r.id),
    );
    const prices = searchedAt.map((r) => r.price);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    assert.equal((await list({ q: 'ha noi', at_station: 1 })).total, searchedAt.length);

    // The station screen's order: newest change first, every row once by cursor.
    const byUpdate = await walk({ at_station: 1, sort_by: 'updated_at', order_by: 'desc' });
    assert.equal(new Set(byUpdate.map((r) => r.id)).size, at.total);
    const updated = byUpdate.map((r) => r.updated_at);
    assert.deepEqual(updated, [...updated].sort().reverse());

    // The export takes the same filter.
    const csv = await t.call('GET', '/api/v2/products/export', { as: 'station', query: { at_station: 1 } });
    assert.equal(String(csv.body).trim().split('\r\n').length - 1, at.total);

    assertError(await t.call('GET', '/api/v2/products', { as: 'station', query: { at_station: 2 } }), 422, 0, [
      'at_station',
    ]);
  });

  test('sorts: price both ways, a nullable column with empty values last when descending', async () => {
    const asc = (await list({ sort_by: 'price', order_by: 'asc', count: 100 })).data.map((r: Row) => r.price);
    assert.deepEqual(
      asc,
      [...asc].sort((a, b) => a - b),
    );
    const desc = (await list({ sort_by: 'price', order_by: 'desc', count: 100 })).data.map((r: Row) => r.price);
    assert.deepEqual(
      desc,
      [...desc].sort((a, b) => b - a),
    );
    assert.ok(desc[0] > asc[0]);
    const ai = (await list({ sort_by: 'ai_score', order_by: 'asc', count: 20 })).data;
    assert.equal(ai[0].ai_score, null);
    const aiDesc = (await list({ sort_by: 'ai_score', order_by: 'desc', count: 20 })).data;
    assert.equal(aiDesc[0].ai_score, 99);
  });

  test('a cursor continues exactly where the page ended, for id, price and a nullable sort', async () => {
    const sorts: Record<string, string>[] = [
      {},
      { sort_by: 'price', order_by: 'asc' },
      { sort_by: 'ai_score', order_by: 'desc' },
      { sort_by: 'release_year', order_by: 'asc' },
    ];
    for (const sort of sorts) {
      const byOffset = await list({ ...sort, count: 100 });
      const first = await list({ ...sort, count: 50 });
      const second = await list({ ...sort, count: 50, page: 2, cursor: first.next_cursor });
      assert.deepEqual(
        [...first.data, ...second.data].map((r: Row) => r.id),
        valuesOf(byOffset.data, 'id'),
        JSON.stringify(sort),
      );
    }
    // Walking the whole blocked tab by cursor visits every row once.
    const seen = new Set<number>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: Row = await list({
        sales_status: 'blocked',
        sort_by: 'ai_score',
        count: 40,
        ...(cursor ? { cursor } : {}),
      });
      for (const r of body.data) seen.add(r.id);
      cursor = body.next_cursor;
      pages++;
    } while (cursor && pages < 100);
    assert.equal(seen.size, (await list({ sales_status: 'blocked' })).total);
    const wrong = await t.call('GET', '/api/v2/products', {
      as: 'station',
      query: { cursor: (await list()).next_cursor, sort_by: 'price' },
    });
    assertError(wrong, 422, 0, ['cursor']);
  });

  test('a page by offset past the middle is read from the other end: the rows of a brute-force reading', async () => {
    const all = await t.app.db.selectFrom('products').selectAll().execute();
    for (const filter of [{}, { sales_status: 'ing' }] as Record<string, string>[])
      for (const sort_by of PRODUCT_SORTS)
        for (const order_by of ['asc', 'desc'] as const) {
          const key = sort_by as 'price';
          const expected = all
            .filter((r) => !filter.sales_status || r.sales_status === filter.sales_status)
            .sort((a, b) => {
              const c = compare(norm(a[key]), norm(b[key])) || a.id - b.id;
              return order_by === 'asc' ? c : -c;
            })
            .map((r) => r.id);
          const pages = Math.ceil(expected.length / 37);
          const label = JSON.stringify({ ...filter, sort_by, order_by });
          // Just past the middle, the last full page, the last page and one after it.
          for (const page of [Math.floor(pages / 2) + 2, pages - 1, pages, pages + 1]) {
            const body = await list({ ...filter, sort_by, order_by, count: 37, page });
            assert.equal(body.total, expected.length, label);
            assert.equal(body.total_is_estimate, false, label);
            assert.deepEqual(
              valuesOf(body.data, 'id'),
              expected.slice((page - 1) * 37, page * 37),
              `${label} page ${page}`,
            );
          }
        }
  });

  test('every filter and sort reads an index, never the whole table (EXPLAIN)', async () => {
    const cases: Record<string, string | number>[] = [
      {},
      { brand_id: 1 },
      { model_id: 2 },
      { detail_model_id: 3 },
      { type: 2 },
      { location_id: 1 },
      { store_id: 5 },
      { station_id: 1 },
      { at_station: 1 },
      { at_station: 0 },
      { at_station: 1, sort_by: 'updated_at' },
      { at_station: 1, sort_by: 'updated_at', sales_status: 'ing' },
      { at_station: 1, sort_by: 'price' },
      { at_station: 1, q: 'ha noi', sort_by: 'price', order_by: 'asc' },
      { created_by: 1 },
      { sales_status: 'ing' },
      { status_latest_user: 1 },
      { used_status: 'new' },
      { seller_type: 'personal' },
      { start_date: '2024-01-01', end_date: '2024-02-01' },
      { status_latest_datetime_from: '2024-06-01' },
      ...PRODUCT_SORTS.filter((sort) => sort !== 'id').flatMap((sort_by): Record<string, string>[] => [
        { sort_by },
        { sort_by, order_by: 'asc', sales_status: 'ing' },
      ]),
      { q: 'ha noi' },
      { q: 'honda', sort_by: 'price' },
      { q: 'vision', sort_by: 'release_year', order_by: 'asc' },
      { q: 'ha noi', at_station: 1, sort_by: 'updated_at' },
      { q: 'honda', brand_id: 2, sort_by: 'price' },
      { q: 'honda', sales_status: 'ing', sort_by: 'ai_score' },
    ];
    for (const c of cases) {
      const { page: _p, count: _c, cursor: _k, ...query } = productListQuery.parse(c);
      for (const [selective, commonSearch] of [
        [true, false],
        [false, false],
        [true, true],
        [false, true],
      ]) {
        if (commonSearch && !c.q) continue;
        const hits = commonSearch ? await productSearchHits(t.app.db, String(c.q)) : null;
        const scan = scanFor(t.app.db, productConditions(query), query.sort_by, query.order_by, {
          selective,
          hits,
        });
        const compiled = keysQuery(t.app.db, scan, [], query.sort_by, query.order_by, 50, 0).compile();
        const plan = await explain(compiled.sql, compiled.parameters);
        if (db.name === 'sqlite') {
          // A bare SCAN walks the table in id order and stops at the page's end; with a sort after it, it would read all.
          // (`SCAN products_fts VIRTUAL TABLE` is a full-text match, sorted afterwards only when it matches few rows.)
          const wholeTable = /SCAN products\b(?! USING)/.test(plan) && /TEMP B-TREE/.test(plan);
          assert.equal(wholeTable, false, `${JSON.stringify(c)}: ${plan}`);
        } else {
          // A demo-sized table may be read whole by choice; with that priced out, an index must serve.
          assert.doesNotMatch(plan, /Seq Scan on products/, `${JSON.stringify(c)}: ${plan}`);
        }
        // A common word is tested against its kept matches, row by row of another index: the FTS index
        // is not read (nor probed per row, EXISTS), and its matches are not collected again (LIST SUBQUERY).
        if (commonSearch) {
          assert.doesNotMatch(plan, /products_fts|LIST SUBQUERY|EXISTS|search_text/, `${JSON.stringify(c)}: ${plan}`);
          assert.match(compiled.sql, db.name === 'sqlite' ? /substr\(\?, products\.id/ : /get_bit\(/, compiled.sql);
        }
        // Beside the sort's index, that index is walked in order, never sorted.
        if (db.name === 'sqlite' && commonSearch && !selective && query.sort_by !== 'id') {
          assert.doesNotMatch(plan, /TEMP B-TREE/, `${JSON.stringify(c)}: ${plan}`);
          assert.match(plan, /USING (COVERING )?INDEX products_(status_|at_station_)?\w+_sort/, plan);
        }
        // The station products by price, a common word's among them too: their partial index, walked in order.
        // (PostgreSQL expects one row of a word's few here, and sorts it; at a million rows it walks the index.)
        if (c.at_station === 1 && c.sort_by === 'price' && (!c.q || (commonSearch && db.name === 'sqlite'))) {
          assert.match(plan, /products_at_station_price_sort/, `${JSON.stringify(c)}: ${plan}`);
          assert.doesNotMatch(plan, /TEMP B-TREE|Sort/, `${JSON.stringify(c)}: ${plan}`);
        }
        // Station Product's order reads the partial index of the station products alone, without a sort.
        if (db.name === 'sqlite' && c.at_station === 1 && c.sort_by === 'updated_at' && !c.q && !c.sales_status) {
          assert.match(plan, /USING INDEX products_at_station_updated_at_sort/, plan);
          assert.doesNotMatch(plan, /TEMP B-TREE/, plan);
        }
      }
    }
  });

  test('search + every sort: the rows and order of a brute-force reading, by every plan, page by page', async () => {
    const all = await t.app.db
      .selectFrom('products')
      .select(['id', 'search_text', 'station_id', 'brand_id', 'price', 'updated_at', 'release_year', 'ai_score'])
      .execute();
    // SQLite: the FTS phrase (the words in order, the last one a prefix); PostgreSQL: the folded substring.
    const matches = (text: string, q: string) => {
      const words = searchWords(q);
      if (db.name !== 'sqlite') return text.includes(words.join(' '));
      const tokens = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      return tokens.some((_, i) =>
        words.every((w, j) => (j < words.length - 1 ? tokens[i + j] === w : tokens[i + j]?.startsWith(w) === true)),
      );
    };
    const sorts = [
      { sort_by: 'id', order_by: 'desc' },
      { sort_by: 'price', order_by: 'asc' },
      { sort_by: 'updated_at', order_by: 'desc' },
      { sort_by: 'release_year', order_by: 'asc' },
      { sort_by: 'ai_score', order_by: 'desc' },
    ] as const;
    const filters: Record<string, number>[] = [{}, { at_station: 1 }, { brand_id: 1 }];
    let checked = 0;
    for (const q of ['honda', 'ha noi', 'vision', 'xe may']) {
      for (const filter of filters) {
        for (const sort of sorts) {
          const key = sort.sort_by as 'price';
          const expected = all
            .filter((r) => matches(r.search_text, q))
            .filter((r) => !filter.at_station || r.station_id !== null)
            .filter((r) => !filter.brand_id || r.brand_id === filter.brand_id)
            .sort((a, b) => {
              const c = compare(norm(a[key] ?? null), norm(b[key] ?? null)) || a.id - b.id;
              return sort.order_by === 'asc' ? c : -c;
            })
            .map((r) => r.id);
          const label = JSON.stringify({ q, ...filter, ...sort });
          assert.ok(expected.length > 0 || filter.brand_id, label);
          // Through the API (the plan the counts choose), page by page with the cursor.
          const walked: number[] = [];
          let cursor: string | null = null;
          do {
            const body: Row = await list({ q, ...filter, ...sort, count: 200, ...(cursor ? { cursor } : {}) });
            walked.push(...body.data.map((r: Row) => r.id));
            cursor = body.next_cursor;
          } while (cursor);
          assert.deepEqual(walked, expected, label);
          // Every plan (few or many rows; a rare or a common word), by cursor and by offset.
          const query = productListQuery.parse({ q, ...filter, ...sort, count: 37 });
          const cond = productConditions(query);
          for (const selective of [true, false]) {
            for (const commonSearch of [false, true]) {
              const hits = commonSearch ? await productSearchHits(t.app.db, q) : null;
              const scan = scanFor(t.app.db, cond, query.sort_by, query.order_by, { selective, hits });
              const ids: number[] = [];
              let next: ReturnType<typeof decodeCursor> | null = null;
              for (let page = 1; page < 500; page++) {
                const keys = await pageKeys(t.app.db, scan, { ...query, page }, next);
                ids.push(...keys.map((k) => k.id));
                const token = nextCursor(keys, query);
                if (!token) break;
                next = decodeCursor(token, query);
              }
              const plan = JSON.stringify({ selective, commonSearch });
              assert.deepEqual(ids, expected, `${label} ${plan}`);
              const third = await pageKeys(t.app.db, scan, { ...query, page: 3 }, null);
              assert.deepEqual(
                third.map((k) => k.id),
                expected.slice(74, 111),
                `${label} ${plan} page 3`,
              );
              await assertFromEnd(scan, query, expected, `${label} ${plan}`);
              checked++;
            }
          }
        }
      }
    }
    assert.equal(checked, 4 * filters.length * sorts.length * 4);
  });

  test('a creation-date range by id: the rows of a brute-force reading, whether ids follow the dates or not', async () => {
    const conn = t.app.db;
    const read = async () =>
      conn.selectFrom('products').select(['id', 'created_at', 'brand_id']).orderBy('id').execute();
    const ranges: Record<string, string | number>[] = [
      { start_date: '2024-03-01', end_date: '2024-05-31' },
      { start_date: '2024-03-01' },
      { end_date: '2024-05-31' },
      { start_date: '2024-03-01', end_date: '2024-05-31', brand_id: 1 },
    ];
    const check = async (all: Awaited<ReturnType<typeof read>>, walks: boolean) => {
      for (const range of ranges)
        for (const order_by of ['desc', 'asc'] as const) {
          const query = productListQuery.parse({ ...range, order_by, count: 37 });
          const from = query.start_date ? new Date(`${query.start_date}T00:00:00+07:00`).toISOString() : '';
          const to = query.end_date ? new Date(`${query.end_date}T00:00:00+07:00`).getTime() + 86_400_000 : Infinity;
          const expected = all
            .filter((r) => r.created_at >= from && new Date(r.created_at).getTime() < to)
            .filter((r) => !query.brand_id || r.brand_id === query.brand_id)
            .map((r) => r.id);
          if (order_by === 'desc') expected.reverse();
          const label = JSON.stringify({ ...range, order_by, walks });
          assert.ok(expected.length > 74, label);
          for (const selective of [true, false]) {
            const planned = scanFor(conn, productConditions(query), 'id', order_by, { selective, hits: null });
            // A walk serves while it reads fewer than 3 rows for each row of the range.
            if (query.start_date && query.end_date) {
              const walk = await rangeWalk(conn, planned, RANGE_WALK_ROWS / 3);
              assert.equal(walk !== null && walk !== 'empty', walks, label);
              if (walk !== null && walk !== 'empty') {
                // read in id order from the id index or the brand's, never sorted
                const compiled = keysQuery(conn, walk.scan, walk.bounds, 'id', order_by, 37, 0).compile();
                const details = await explain(compiled.sql, compiled.parameters);
                assert.doesNotMatch(details, /TEMP B-TREE|Sort|created_at_sort/, `${label}: ${details}`);
              }
            }
            // Both ways read the same rows: the plan's, and the range sorted.
            for (const scan of [planned, { ...planned, plan: { ...planned.plan, idWalk: null } }]) {
              const ids: number[] = [];
              let next: ReturnType<typeof decodeCursor> | null = null;
              for (let page = 1; page < 500; page++) {
                const keys = await pageKeys(conn, scan, { ...query, page }, next);
                ids.push(...keys.map((k) => k.id));
                const token = nextCursor(keys, query);
                if (!token) break;
                next = decodeCursor(token, query);
              }
              assert.deepEqual(ids, expected, `${label} by cursor`);
              const third = await pageKeys(conn, scan, { ...query, page: 3 }, null);
              assert.deepEqual(
                third.map((k) => k.id),
                expected.slice(74, 111),
                `${label} page 3`,
              );
              await assertFromEnd(scan, query, expected, label);
            }
          }
          const body = await list({ ...range, order_by, count: 37, page: 2 });
          assert.deepEqual(valuesOf(body.data, 'id'), expected.slice(37, 74), `${label} through the API`);
        }
    };
    // The demo's products are created in id order.
    await check(await read(), true);
    // Imported rows: the newest ids dated into the range and the oldest after it, so that the ids of
    // the range spread over the whole table; the walk would read too many rows and the range is sorted.
    const before = await read();
    const moved = [...before.slice(0, 40), ...before.slice(-40)];
    try {
      for (const [i, r] of moved.entries())
        await conn
          .updateTable('products')
          .set({
            created_at:
              i < 40 ? '2025-12-01T00:00:00.000Z' : `2024-04-${String(1 + (i % 28)).padStart(2, '0')}T05:00:00.000Z`,
          })
          .where('id', '=', r.id)
          .execute();
      await check(await read(), false);
    } finally {
      for (const r of moved)
        await conn.updateTable('products').set({ created_at: r.created_at }).where('id', '=', r.id).execute();
    }
  });

  test('the kept matches of a common word follow every change of the search texts', async () => {
    const conn = t.app.db;
    const kept = await productSearchHits(conn, 'honda');
    assert.equal(await keptSearchHits(conn, 'honda'), kept);
    const other = await conn
      .selectFrom('products')
      .select(['id', 'search_text'])
      .where('search_text', 'not like', '%honda%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const inPlan = async () => {
      const query = productListQuery.parse({ q: 'honda', sort_by: 'price', count: 200 });
      const hits = await productSearchHits(conn, 'honda');
      const scan = scanFor(conn, productConditions(query), query.sort_by, query.order_by, { selective: false, hits });
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const keys = await pageKeys(conn, scan, { ...query, page }, null);
        ids.push(...keys.map((k) => k.id));
        if (keys.length < query.count) return { hits, ids };
      }
    };
    assert.equal((await inPlan()).ids.includes(other.id), false);
    await conn
      .updateTable('products')
      .set({ search_text: `${other.search_text} honda` })
      .where('id', '=', other.id)
      .execute();
    try {
      assert.equal(await keptSearchHits(conn, 'honda'), null);
      const after = await inPlan();
      assert.equal(after.hits.count, kept.count + 1);
      assert.equal(after.ids.includes(other.id), true);
    } finally {
      await conn.updateTable('products').set({ search_text: other.search_text }).where('id', '=', other.id).execute();
    }
    const restored = await inPlan();
    assert.equal(restored.hits.count, kept.count);
    assert.equal(restored.ids.includes(other.id), false);
  });

  test('a filtered total is counted again after a product changes in another process (kept exact totals)', async () => {
    const { created_by: creator } = await t.app.db
      .selectFrom('products')
      .select('created_by')
      .where('created_by', 'is not', null)
      .where('location_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    assert.ok(creator);
    // read now (no kept answer): what is kept is the total alone
    const total = async () =>
      assertOk(
        await t.call('GET', '/api/v2/products', {
          as: 'station',
          query: { created_by: creator, location_id: 1, count: 1 },
          headers: { 'cache-control': 'no-cache' },
        }),
      ).total as number;
    const brute = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('created_by', '=', creator)
            .where('location_id', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    assert.equal(await total(), await brute());
    assert.equal(await total(), await brute());
    const outside = await t.app.db
      .selectFrom('products')
      .select('id')
      .where((eb) =>
        eb.or([eb('created_by', '!=', creator), eb('location_id', '!=', 1), eb('location_id', 'is', null)]),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = openDatabase({ databaseUrl: db.url, dataDir: t.dataDir });
    try {
      await other.db
        .updateTable('products')
        .set({ created_by: creator, location_id: 1 })
        .where('id', '=', outside.id)
        .execute();
    } finally {
      await other.close();
    }
    const after = await total();
    assert.equal(after, await brute());
    assert.ok(after > 0);
  });

  test('a name edited in this process or in another shows in the list at once (kept name maps)', async () => {
    const sample = await t.app.db
      .selectFrom('products')
      .select(['created_by', 'location_id'])
      .where('created_by', 'is not', null)
      .where('location_id', 'is not', null)
      .where('station_id', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const first = async () =>
      (await list({ count: 1, created_by: sample.created_by!, location_id: sample.location_id! })).data[0];
    const p = await first();
    assert.ok(p.created_by && p.location && p.station, 'the sample shows every kind of name');
    // the new names keep the old ones (the search texts, not changed here, hold them)
    type Named = 'brands' | 'models' | 'model_details' | 'locations' | 'stores';
    const rename = (on: typeof t.app.db, table: Named, ref: { id: number; name: string }, suffix: string) =>
      on
        .updateTable(table)
        .set({ name: `${ref.name} ${suffix}` })
        .where('id', '=', ref.id)
        .execute();
    await rename(t.app.db, 'brands', p.brand, 'here');
    assert.equal((await first()).brand.name, `${p.brand.name} here`);
    // as another API process would: its own connection, so this process's maps hear nothing of it
    const other = openDatabase({ databaseUrl: db.url, dataDir: t.dataDir });
    try {
      await other.db.transaction().execute(async (trx) => {
        await rename(trx, 'brands', p.brand, 'there');
        await rename(trx, 'models', p.model, 'there');
        await rename(trx, 'model_details', p.detail_model, 'there');
        await rename(trx, 'locations', p.location, 'there');
        await rename(trx, 'stores', { id: p.store.id, name: p.store.name }, 'there');
        await rename(trx, 'stores', p.station, 'too');
        const creator = p.created_by.id;
        await trx
          .updateTable('users')
          .set({ full_name: `${p.created_by.name} there` })
          .where('id', '=', creator)
          .execute();
      });
    } finally {
      await other.close();
    }
    const renamed = await first();
    const there = (ref: { id: number; name: string }, suffix = 'there') => ({
      id: ref.id,
      name: `${ref.name} ${suffix}`,
    });
    assert.deepEqual(
      [renamed.brand, renamed.model, renamed.detail_model, renamed.location, renamed.created_by, renamed.station],
      [
        there(p.brand),
        there(p.model),
        there(p.detail_model),
        there(p.location),
        there(p.created_by),
        there(p.station, 'too'),
      ],
    );
    assert.equal(renamed.store.name, `${p.store.name} there`);
    const detail = assertOk(await t.call('GET', `/api/v2/products/${p.id}`, { as: 'station' })).data;
    assert.equal(detail.brand.name, `${p.brand.name} there`);
  });

  test('search is diacritic-insensitive: "ha noi" finds Hà Nội, "HÀ NỘI" the same, "xe may" finds the phrase', async () => {
    const hanoi = await list({ q: 'ha noi', count: 200 });
    assert.ok(hanoi.total > 100);
    assert.equal(hanoi.total, (await list({ q: 'HÀ NỘI' })).total);
    const located = hanoi.data.filter((r: Row) => r.location?.name === 'Hà Nội').length;
    assert.ok(located > hanoi.data.length / 2);
    const xemay = await list({ q: 'xe may', count: 50 });
    assert.ok(xemay.total > 0);
    // "Xe máy" is in the title ("xe máy đẹp như mới") or the seller's name ("Xe máy Thành Công").
    const texts = await t.app.db
      .selectFrom('products as p')
      .innerJoin('stores as s', 's.id', 'p.store_id')
      .select(['p.title', 's.name'])
      .where(
        'p.id',
        'in',
        xemay.data.map((r: Row) => r.id),
      )
      .execute();
    assert.equal(
      texts.filter((r) => /xe máy/i.test(`${r.title} ${r.name}`)).length,
      texts.length,
      'every hit holds "xe máy"',
    );
    const vision = await list({ q: 'vision', brand_id: 1, sort_by: 'price' });
    assert.ok(vision.total > 0 && vision.data.every((r: Row) => r.model.name === 'Vision'));
    assert.equal((await list({ q: '%' })).total, 0);
    assert.equal((await list({ q: 'zzzqqq' })).total, 0);
  });

  test('export: CSV of every filtered row with the header, XLSX as a workbook', async () => {
    const expected = (await list({ sales_status: 'done' })).total;
    const res = await t.call('GET', '/api/v2/products/export', {
      as: 'station',
      query: { format: 'csv', sales_status: 'done', lang: 'en' },
    });
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /text\/csv/);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(res);
    assert.equal(lines[0], PRODUCT_EXPORT_COLUMNS.join(','));
    assert.equal(lines.length - 1, expected);
    assert.ok(lines.slice(1).every((l) => l.includes(',Sold,')));
    // Vietnamese by default: the list's column names and status words
    const all = await t.call('GET', '/api/v2/products/export', { as: 'station' });
    const allLines = csvLines(all);
    assert.equal(allLines.length - 1, DEMO_PRODUCTS);
    assert.ok(allLines[0]!.startsWith('ID,Tiêu đề,Điện thoại,Loại sản phẩm,Hãng,'));
    assert.ok(allLines.some((l) => l.includes(',Đã bán,')));
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/v2/products/export?format=xlsx&type=3',
      headers: { authorization: `Bearer ${(await t.signIn('station')).token}` },
    });
    assert.equal(xlsx.statusCode, 200);
    assert.match(String(xlsx.headers['content-type']), /spreadsheetml/);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
  });

  test('GET detail, row and statistics; 404 for an unknown id', async () => {
    const { id } = await firstWith({ sales_status: 'ing' });
    const detail = assertOk(await t.call('GET', `/api/v2/products/${id}/detail`, { as: 'station' })).data;
    assert.equal(detail.id, id);
    assert.ok(detail.images.length >= 1);
    assert.ok(detail.specs.length >= 5);
    assert.match(detail.description, /Xe/);
    assert.equal(assertOk(await t.call('GET', `/api/v2/products/${id}`, { as: 'station' })).data.id, id);
    assert.equal(assertOk(await t.call('GET', `/api/products/${id}`, { as: 'station' })).data.id, id);
    const stats = assertOk(await t.call('GET', `/api/v2/products/statistic-product/${id}`, { as: 'station' })).data;
    assert.equal(stats.product_id, id);
    assert.ok(stats.views >= 10);
    for (const url of [
      '/api/v2/products/999999',
      '/api/v2/products/999999/detail',
      '/api/v2/products/statistic-product/999999',
    ]) {
      assertError(await t.call('GET', url, { as: 'station' }), 404, 404);
    }
  });

  test('POST /v2/products registers a product with several pictures (variants made), by the staff member', async () => {
    const store = await firstStore({ type: 'alliance', status: 'active' });
    const trim = await t.app.db
      .selectFrom('model_details')
      .select(['id', 'model_id', 'brand_id', 'type'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await t.call('POST', '/api/v2/products', {
      as: 'station',
      body: form(
        {
          title: 'Honda Vision 2023 đỏ chính chủ',
          store_id: store.id,
          detail_model_id: trim.id,
          price: 28_500_000,
          location_id: 1,
          number_plate: '29x9-999.99',
          release_year: '2023.05',
          used_distance: 4200,
          phone: '0912345678',
          is_quality_item: '1',
        },
        [
          { field: 'images', bytes: await jpeg(), name: 'a.jpg', type: 'image/jpeg' },
          { field: 'images', bytes: await jpeg('#c62828'), name: 'b.jpg', type: 'image/jpeg' },
        ],
      ),
    });
    const { data, messages } = assertOk(res);
    assert.equal(messages, PRODUCT_MESSAGES.registered);
    assert.equal(data.sales_status, 'in review');
    assert.equal(data.number_plate, '29X9-999.99');
    assert.equal(data.brand.id, trim.brand_id);
    assert.equal(data.type, trim.type);
    assert.equal(data.is_quality_item, true);
    assert.equal(data.created_by.id, await t.userId('station'));
    assert.equal(data.status_latest_user.id, await t.userId('station'));
    const detail = assertOk(await t.call('GET', `/api/v2/products/${data.id}/detail`, { as: 'station' })).data;
    assert.equal(detail.images.length, 2);
    for (const variant of ['original', 'medium', 'small'] as const) {
      assert.ok(fs.existsSync(path.join(t.dataDir, detail.images[0][variant])), variant);
    }
    assert.ok((await list({ q: 'vision 2023 do chinh' })).data.some((r: Row) => r.id === data.id));

    // The same plate while that listing lives: result_code 203 with the server's message, no file kept.
    const stored = () => fs.readdirSync(path.join(t.dataDir, 'uploads', 'products')).length;
    const filesBefore = stored();
    const again = await t.call('POST', '/api/v2/products', {
      as: 'station',
      body: form(
        {
          title: 'Xe khác',
          store_id: store.id,
          detail_model_id: trim.id,
          price: 1_000_000,
          location_id: 1,
          number_plate: '29X9-999.99',
        },
        [{ field: 'images', bytes: await jpeg(), name: 'a.jpg', type: 'image/jpeg' }],
      ),
    });
    assertError(again, 409, RESULT_CODE.PRODUCT_CREATE_FAILED);
    assert.match(again.body.result, /already listed/);
    assert.equal(stored(), filesBefore);
  });

  test('POST /v2/products refuses non-images (sniffed), suspended sellers (11205) and a sixth personal listing (11205)', async () => {
    const trim = await t.app.db.selectFrom('model_details').select('id').orderBy('id').executeTakeFirstOrThrow();
    const store = await firstStore({ status: 'active', type: 'alliance' });
    const fields = {
      title: 'Xe test',
      store_id: store.id,
      detail_model_id: trim.id,
      price: 1_000_000,
      location_id: 79,
    };
    const fake = await t.call('POST', '/api/v2/products', {
      as: 'station',
      body: form(fields, [
        { field: 'images', bytes: Buffer.from('GIF89a not really'), name: 'x.jpg', type: 'image/jpeg' },
      ]),
    });
    assertError(fake, 422, 0, ['images']);
    const suspended = await firstStore({ status: 'suspended' });
    const rejected = await t.call('POST', '/api/v2/products', {
      as: 'station',
      body: form({ ...fields, store_id: suspended.id }, [
        { field: 'images', bytes: await jpeg(), name: 'a.jpg', type: 'image/jpeg' },
      ]),
    });
    assertError(rejected, 409, RESULT_CODE.PRODUCT_CREATE_REJECTED);
    assert.match(rejected.body.result, /suspended/);
    const personal = await firstStore({ type: 'personal', status: 'active' });
    let last;
    for (let i = 0; i < 8; i++) {
      last = await t.call('POST', '/api/v2/products', {
        as: 'station',
        body: form({ ...fields, store_id: personal.id }, [
          { field: 'images', bytes: await jpeg(), name: 'a.jpg', type: 'image/jpeg' },
        ]),
      });
      if (last.status !== 200) break;
    }
    assertError(last!, 409, RESULT_CODE.PRODUCT_CREATE_REJECTED);
    assert.match(last!.body.result, /at most 5/);
  });

  test('status actions answer the updated row; who and when are recorded; wrong transitions are 409', async () => {
    const review = await firstWith({ sales_status: 'in review' });
    const inReviewBefore = (await list({ sales_status: 'in review' })).total;
    const approved = assertOk(await t.call('PUT', `/api/products/${review.id}`, { as: 'station' }));
    assert.equal(approved.data.sales_status, 'ing');
    assert.equal(approved.data.status_latest_user.id, await t.userId('station'));
    assert.ok(Date.now() - Date.parse(approved.data.status_latest_datetime) < 60_000);
    assert.equal((await list({ sales_status: 'in review' })).total, inReviewBefore - 1);
    const twice = await t.call('PUT', `/api/products/${review.id}`, { as: 'station' });
    assertError(twice, 409, 409);
    assert.match(twice.body.result, /in review/);

    const blocked = assertOk(
      await t.call('PUT', `/api/v2/products/${review.id}`, {
        as: 'admin',
        body: { sales_status: 'blocked', blocked_reason: 'Ảnh không đúng xe' },
      }),
    ).data;
    assert.equal(blocked.sales_status, 'blocked');
    assert.equal(blocked.blocked_reason, 'Ảnh không đúng xe');
    assert.equal(blocked.status_latest_user.id, await t.userId('admin'));
    // a blocked product deleted and restored comes back blocked, with its reason
    assertOk(await t.call('DELETE', `/api/products/${review.id}`, { as: 'admin' }));
    const reblocked = assertOk(await t.call('PUT', `/api/products/${review.id}/restore`, { as: 'admin' })).data;
    assert.equal(reblocked.sales_status, 'blocked');
    assert.equal(reblocked.blocked_reason, 'Ảnh không đúng xe');
    const back = assertOk(
      await t.call('PUT', `/api/v2/products/${review.id}`, { as: 'admin', body: { sales_status: 'ing' } }),
    ).data;
    assert.equal(back.blocked_reason, null);

    const sold = assertOk(await t.call('PUT', `/api/products/${review.id}/confirm-sales`, { as: 'station' })).data;
    assert.equal(sold.sales_status, 'done');
    const soldToBlocked = await t.call('PUT', `/api/v2/products/${review.id}`, {
      as: 'admin',
      body: { sales_status: 'blocked', blocked_reason: 'x' },
    });
    assertError(soldToBlocked, 409, 409);
    assert.match(soldToBlocked.body.result, /'done' cannot become 'blocked'/);
    assert.deepEqual(soldToBlocked.body.reason, {
      code: 'move_refused',
      params: { kind: 'product', record: `#${review.id}`, from: 'done', to: 'blocked' },
    });

    const deleted = assertOk(await t.call('DELETE', `/api/products/${review.id}`, { as: 'admin' })).data;
    assert.equal(deleted.sales_status, 'delete');
    assertError(await t.call('DELETE', `/api/products/${review.id}`, { as: 'admin' }), 409, 409);
    const restored = assertOk(await t.call('PUT', `/api/products/${review.id}/restore`, { as: 'admin' })).data;
    assert.equal(restored.sales_status, 'done');
    assertError(await t.call('PUT', `/api/products/${review.id}/restore`, { as: 'admin' }), 409, 409);
    // The station manager may not delete (products-delete).
    assertError(await t.call('DELETE', `/api/products/${review.id}`, { as: 'station' }), 403, 403);

    assert.equal(await auditCount(t, 'product', review.id), 8, 'each change audited once');
    const counted = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sales_status', '=', 'done')
      .executeTakeFirstOrThrow();
    assert.equal((await list({ sales_status: 'done' })).total, Number(counted.n));
  });

  test('PUT /v3/products edits the listing; a new trim moves make, model and category', async () => {
    const { id } = await firstWith({ sales_status: 'ing' });
    const trim = await t.app.db
      .selectFrom('model_details')
      .select(['id', 'brand_id', 'type'])
      .where('type', '=', 4)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { data } = assertOk(
      await t.call('PUT', `/api/v3/products/${id}`, {
        as: 'station',
        body: { price: 12_300_000, detail_model_id: trim.id, ai_score: 77, title: 'VinFast điện mới' },
      }),
    );
    assert.equal(data.price, 12_300_000);
    assert.equal(data.type, 4);
    assert.equal(data.brand.id, trim.brand_id);
    assert.equal(data.ai_score, 77);
    assert.ok((await list({ q: 'vinfast dien moi' })).data.some((r: Row) => r.id === id));
    assertError(await t.call('PUT', `/api/v3/products/${id}`, { as: 'station', body: { location_id: 3 } }), 422, 0, [
      'location_id',
    ]);
  });

  test('POST /v2/products/station/update adds and removes pictures (Edit successfully station!)', async () => {
    const { id } = await firstWith({ sales_status: 'ing' });
    const before = assertOk(await t.call('GET', `/api/v2/products/${id}/detail`, { as: 'station' })).data;
    const station = await firstStore({ is_station: 2 });
    const res = await t.call('POST', `/api/v2/products/station/update/${id}`, {
      as: 'station',
      body: form({ station_id: station.id, remove_image_ids: before.images[0].id, price: 9_900_000 }, [
        { field: 'images', bytes: await jpeg('#2e7d32'), name: 'n.jpg', type: 'image/jpeg' },
      ]),
    });
    const { data, messages } = assertOk(res);
    assert.equal(messages, PRODUCT_MESSAGES.stationUpdated);
    assert.equal(data.station.id, station.id);
    assert.equal(data.price, 9_900_000);
    const after = assertOk(await t.call('GET', `/api/v2/products/${id}/detail`, { as: 'station' })).data;
    assert.equal(after.images.length, before.images.length);
    assert.ok(!after.images.some((i: Row) => i.id === before.images[0].id));
    assert.equal(data.picture.original, after.images[0].original);
    const notStation = await t.call('POST', `/api/v2/products/station/update/${id}`, {
      as: 'station',
      body: { station_id: 2 },
    });
    assertError(notStation, 422, 0, ['station_id']);
  });
});
