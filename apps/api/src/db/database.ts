import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

/** A connection pool's state now (PostgreSQL's; SQLite has one connection and no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The pool's state (for the metrics); null on SQLite. */
  poolStats(): PoolStats | null;
  /**
   * Calls `heard` with the payload of each NOTIFY of `channel` from any process (PostgreSQL: one
   * connection of its own, LISTEN, reconnected when lost; '' once reconnected, for what was told
   * meanwhile); answers when it first listens (or failed to) and the stop. SQLite has one process: null.
   */
  listen(channel: string, heard: (payload: string) => void): Listening | null;
  close(): Promise<void>;
}

/** A LISTEN connection: `ready` once it first listens (or failed to), and its stop. */
export interface Listening {
  ready: Promise<void>;
  stop(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… uses PostgreSQL; otherwise SQLite in `dataDir/admin.sqlite`. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

const toIso = (value: string) => new Date(value).toISOString();

/** bigint (money in VND, counts) as a number; a value past 2^53 would lose digits, so it is refused. */
export function readBigint(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${value} is beyond Number.MAX_SAFE_INTEGER`);
  return n;
}

/** pg type parsers: timestamptz as ISO strings (like SQLite), bigint counts as numbers. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.TIMESTAMPTZ || oid === pg.types.builtins.TIMESTAMP) return toIso;
    if (oid === pg.types.builtins.INT8) return readBigint;
    return format ? pg.types.getTypeParser(oid, format) : pg.types.getTypeParser(oid);
  }) as typeof pg.types.getTypeParser,
};

/** Prepared statements kept at most (a list's filters make a few hundred distinct queries). */
const STATEMENTS_KEPT = 500;

/** A row object of these column names from a raw row (an array), built by one object literal. */
type RowBuilder = (values: unknown[]) => Record<string, unknown>;

/**
 * Builds the object literal of a statement's columns: V8 makes each row with one shape at once,
 * where better-sqlite3's own rows set their properties one by one (about 3× the cost of a list
 * page's row read). The names are the statement's columns, quoted by JSON.stringify; the last of
 * two equal names wins and `__proto__` sets no property, as in better-sqlite3's rows.
 */
function rowBuilder(names: string[]): RowBuilder {
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as RowBuilder;
}

interface KeptStatement {
  statement: SQLite.Statement;
  /** A reader's rows as arrays and the builder of their objects; null for a writer. */
  raw: { statement: SQLite.Statement; build: RowBuilder } | null;
}

/**
 * The database as Kysely's SQLite driver sees it, keeping each query's prepared statement instead
 * of compiling the SQL again on every call (a third of a list page's database time), and reading
 * rows as arrays turned into objects by `rowBuilder`. A kept statement runs one query at a time; a
 * streamed read (`iterate`, which holds its statement until the caller stops) prepares its own.
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, KeptStatement>();
  const prepare = (sql: string): KeptStatement => {
    const statement = sqlite.prepare(sql);
    if (!statement.reader) return { statement, raw: null };
    const raw = sqlite.prepare(sql).raw(true);
    return { statement, raw: { statement: raw, build: rowBuilder(raw.columns().map((c) => c.name)) } };
  };
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let entry = kept.get(sql);
      if (entry) {
        kept.delete(sql);
      } else {
        entry = prepare(sql);
        if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      }
      kept.set(sql, entry);
      const { statement, raw } = entry;
      return {
        reader: statement.reader,
        all: raw
          ? (parameters: ReadonlyArray<unknown>) => (raw.statement.all(parameters) as unknown[][]).map(raw.build)
          : (parameters: ReadonlyArray<unknown>) => statement.all(parameters),
        run: (parameters: ReadonlyArray<unknown>) => statement.run(parameters),
        iterate: (parameters: ReadonlyArray<unknown>) => sqlite.prepare(sql).iterate(parameters),
      };
    },
  };
}

export function openDatabase(options: DatabaseOptions): Database {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, heard) => listenTo(options.databaseUrl!, channel, heard),
      close: () => db.destroy(),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'admin.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
  return { db, dialect: 'sqlite', poolStats: () => null, listen: () => null, close: () => db.destroy() };
}

/** A LISTEN connection that comes back when the server drops it (a restart, a failover). */
function listenTo(url: string, channel: string, heard: (payload: string) => void): Listening {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let first!: () => void;
  const ready = new Promise<void>((resolve) => (first = resolve));
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => message.channel === channel && heard(message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
      if (stopped) await next.end();
      // what was told while the connection was away is read by the next poll
      else heard('');
    } catch {
      await next.end().catch(() => undefined);
    }
  };
  void connect().finally(first);
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
