import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** What a backup of DATA_DIR holds beside the databases: the files the app keeps there. */
export const BACKED_UP_FOLDERS = ['uploads', 'private'] as const;
/** The SQLite databases of DATA_DIR: the API's and the notification service's. */
export const BACKED_UP_DATABASES = ['admin.sqlite', 'notify.sqlite'] as const;
/** The JWT secret the API made on first start (absent when JWT_SECRET is set). */
export const SECRET_FILE = 'jwt-secret';

export interface BackupResult {
  /** The folder written: `<out>/admin-backup-<UTC time>`. */
  dir: string;
  databases: string[];
  files: number;
}

/** A stamp for a folder name: 2025-06-01T08-30-00Z. */
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/**
 * A copy of one SQLite database taken while the server writes to it: SQLite's online backup, all
 * pages in one step after the first, under one read transaction (WAL: the writers go on); a step
 * that meets another connection's write starts again, so the copy is one moment of the database.
 */
async function backupSqlite(source: string, target: string): Promise<void> {
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: () => 2 ** 31 - 1 });
  } finally {
    db.close();
  }
  const copy = new SQLite(target);
  try {
    const [check] = copy.pragma('integrity_check') as { integrity_check: string }[];
    if (check?.integrity_check !== 'ok') throw new Error(`the copy of ${path.basename(source)} is damaged`);
    // a copy that opens on its own: no WAL files beside it
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Copies a folder's files (never changed in place, only added and removed) into `target`. */
function copyFiles(source: string, target: string): number {
  if (!fs.existsSync(source)) return 0;
  fs.cpSync(source, target, { recursive: true, preserveTimestamps: true });
  let count = 0;
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) if (entry.isFile()) count++;
  return count;
}

/**
 * Writes `<out>/admin-backup-<time>/` from DATA_DIR while the app serves: the SQLite databases
 * (when the app runs on SQLite), then the uploads and private files (after the databases, so every
 * file a copied row names is there), the JWT secret file, and manifest.json.
 */
export async function backupDataDir(options: { dataDir: string; out: string; sqlite: boolean }): Promise<BackupResult> {
  const dir = path.join(path.resolve(options.out), `admin-backup-${stamp(new Date())}`);
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, '.incomplete');
  fs.writeFileSync(partial, '');
  const databases: string[] = [];
  if (options.sqlite) {
    for (const name of BACKED_UP_DATABASES) {
      const source = path.join(options.dataDir, name);
      if (!fs.existsSync(source)) continue;
      await backupSqlite(source, path.join(dir, name));
      databases.push(name);
    }
    if (!databases.includes('admin.sqlite')) throw new Error(`no admin.sqlite in ${options.dataDir}`);
  }
  let files = 0;
  for (const folder of BACKED_UP_FOLDERS)
    files += copyFiles(path.join(options.dataDir, folder), path.join(dir, folder));
  const secret = path.join(options.dataDir, SECRET_FILE);
  if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(dir, SECRET_FILE));
  fs.writeFileSync(
    path.join(dir, 'manifest.json'),
    `${JSON.stringify({ taken_at: new Date().toISOString(), from: options.dataDir, databases, files }, null, 2)}\n`,
  );
  fs.rmSync(partial);
  return { dir, databases, files };
}
