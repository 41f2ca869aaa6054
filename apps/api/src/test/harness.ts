import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import { type App, type BuildAppOptions, buildApp } from '../app.ts';
import { DEMO_USERS, STAFF_PASSWORD } from '../seed/demo-users.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  PG_TEMPLATE_ENV,
  TEST_HASH_COST,
  TEST_JWT_SECRET,
  databaseName,
  recreatePostgres,
  templateDataDir,
  withDatabase,
} from './templates.ts';
import { checkProbe, staleProbe, writeExpected } from './stale-probe.ts';

export { TEST_HASH_COST } from './templates.ts';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  url?: string;
}

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set, in a database of this test process's
 * own (named after TEST_DATABASE_URL's and the process id), so test files can run side by side.
 */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [{ name: 'sqlite' }];
  return [{ name: 'sqlite' }, { name: 'postgres', url: withDatabase(url, `${databaseName(url)}_${process.pid}`) }];
}

export interface CallOptions {
  /** A demo username (signs in once and reuses the token) or a raw access token. */
  as?: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read field by field
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }[];
}

export interface TestApp {
  app: App;
  dataDir: string;
  call(method: string, url: string, options?: CallOptions): Promise<Answer>;
  /** Signs in afresh (a new session) and answers the access token and refresh cookie. */
  signIn(username: string, password?: string): Promise<{ token: string; refresh: string; userId: number }>;
  /** The id of a user by username. */
  userId(username: string): Promise<number>;
  /** The id of the row of `table` whose `column` is `value` (a seeded row found by its name or slug). */
  idOf(table: keyof DB, column: string, value: string): Promise<number>;
}

export const demoPassword = (username: string) =>
  DEMO_USERS.find((u) => u.username === username)?.password ?? STAFF_PASSWORD;

export async function startTestApp(database: TestDatabase, options: Partial<BuildAppOptions> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-api-test-'));
  // the run's seeded template, when it has one and this app wants the demo data
  const template = (options.seed ?? 'demo') === 'demo' ? templateDataDir(database.name) : undefined;
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  if (database.url) await recreatePostgres(database.url, template && process.env[PG_TEMPLATE_ENV]);
  const app = await buildApp({
    databaseUrl: database.url,
    dataDir,
    seed: 'demo',
    jwtSecret: TEST_JWT_SECRET,
    hashCost: TEST_HASH_COST,
    checkAnswers: true,
    ...options,
  });
  const tokens = new Map<string, string>();
  writeExpected(app.routeAccess);

  const raw = async (method: string, url: string, options: CallOptions, token?: string): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await app.inject({
      method: method as 'GET',
      url,
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
        : undefined,
      headers,
      remoteAddress: options.remoteAddress,
      ...(options.body === undefined
        ? {}
        : typeof options.body === 'string' || Buffer.isBuffer(options.body)
          ? { payload: options.body }
          : { payload: options.body as object }),
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return {
      status: res.statusCode,
      body: isJson ? res.json() : res.body,
      headers: res.headers,
      cookies: res.cookies as Answer['cookies'],
    };
  };

  const signIn: TestApp['signIn'] = async (username, password = demoPassword(username)) => {
    const res = await raw('POST', '/api/auth/login', { body: { username, password } });
    assert.equal(res.status, 200, `sign-in of ${username}: ${JSON.stringify(res.body)}`);
    const refresh = res.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
    return { token: res.body.data.access_token, refresh, userId: res.body.data.userId };
  };

  const handle: TestApp = {
    app,
    dataDir,
    signIn,
    async call(method, url, options = {}) {
      let token = options.token;
      if (!token && options.as) {
        if (!tokens.has(options.as)) tokens.set(options.as, (await signIn(options.as)).token);
        token = tokens.get(options.as);
      }
      // every change of a record is first tried on a stale version, which must be refused (stale-probe.ts)
      const probe = token ? staleProbe(app.routeAccess, method, url, options.body, options.headers) : undefined;
      if (probe) {
        const headers = { ...options.headers, 'if-match': probe.ifMatch };
        const last = await lastVersionedChange(app.db);
        const answer = await raw(method, url, { ...options, headers }, token);
        checkProbe(probe.route, answer, (await lastVersionedChange(app.db)) !== last);
      }
      return raw(method, url, options, token);
    },
    async idOf(table, column, value) {
      // the table and column are the test's own; every table read here has a numeric id
      const rows = app.db as unknown as Kysely<Record<string, { id: number } & Record<string, string>>>;
      const row = await rows.selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow();
      return row.id;
    },
    userId(username) {
      return handle.idOf('users', 'username', username);
    },
  };
  return {
    ...handle,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The id of the last audit entry that raised a record's version (a change accepted). */
async function lastVersionedChange(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('audit_logs')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('entity_version', 'is not', null)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** A fresh, seeded app for the enclosing describe(): built before its tests, closed after. */
export function useTestApp(database: TestDatabase, options: Partial<BuildAppOptions> = {}): TestApp {
  const handle = {} as TestApp & { close?: () => Promise<void> };
  before(async () => {
    Object.assign(handle, await startTestApp(database, options));
  });
  after(async () => handle.close?.());
  return handle;
}

/**
 * The suite of a test file, once per test database (`name (sqlite)`, then `name (postgres)`), each
 * with its own app (built with `options`): `body` declares the tests against `t`.
 */
export function describeApp(name: string, body: (t: TestApp, database: TestDatabase) => void): void;
export function describeApp(
  name: string,
  options: Partial<BuildAppOptions>,
  body: (t: TestApp, database: TestDatabase) => void,
): void;
export function describeApp(name: string, ...args: [Body] | [Partial<BuildAppOptions>, Body]): void {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  for (const database of testDatabases()) {
    describe(`${name} (${database.name})`, () => body(useTestApp(database, options), database));
  }
}
type Body = (t: TestApp, database: TestDatabase) => void;

/** An error envelope with this HTTP status and result_code, and (on 422) these fields. */
export function assertError(res: Answer, status: number, resultCode: number, fields?: string[]) {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  assert.equal(res.body.result_code, resultCode);
  assert.equal(typeof res.body.result, 'string');
  if (fields) {
    assert.deepEqual(Object.keys(res.body.errors ?? {}).sort(), [...fields].sort());
    assert.equal(
      res.body.result,
      Object.values(res.body.errors as Record<string, string[]>)
        .flat()
        .join(', '),
    );
  }
}

/** The `key` field of every row of a list, in order (`valuesOf(body.data, 'name')`). */
export const valuesOf = <T extends Record<string, unknown>, K extends keyof T>(rows: readonly T[], key: K): T[K][] =>
  rows.map((row) => row[key]);

export function assertOk(res: Answer) {
  assert.equal(res.status, 200, `expected 200, got ${res.status}: ${JSON.stringify(res.body)}`);
  assert.equal(res.body.result_code, 1);
  assert.equal(res.body.result, 'Ok');
  return res.body;
}

/** The lines of an exported CSV file (without its byte-order mark and its last line break). */
export const csvLines = (res: Answer) =>
  String(res.body)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

/** Asserts that the ids (or code numbers) read off a list go down: the lists' newest first. */
export function assertNewestFirst(ids: number[]) {
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => b - a),
    'newest first',
  );
}

/** How many audit entries were written about one entity. */
export async function auditCount(t: TestApp, entity: string, id: number): Promise<number> {
  const rows = await t.app.db
    .selectFrom('audit_logs')
    .select('id')
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .execute();
  return rows.length;
}
