import { parseArgs } from 'node:util';
import { readEnv } from '../config.ts';
import { backupDataDir } from '../db/backup.ts';

/**
 * `npm run backup [-- --out FOLDER]`: a consistent copy of DATA_DIR's SQLite databases, uploads,
 * private files and JWT secret file into FOLDER/admin-backup-<time> (default ./backups), while the
 * app serves. On PostgreSQL it copies the files; the database is pg_dump's (README).
 */
const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } }, strict: true });
const env = readEnv();
try {
  const result = await backupDataDir({ dataDir: env.dataDir, out: values.out, sqlite: !env.databaseUrl });
  console.log(
    `Backup written to ${result.dir}: ${result.databases.join(', ') || 'no database'}, ${result.files} files`,
  );
  if (env.databaseUrl) console.log('The PostgreSQL database is not in it: back it up with pg_dump -Fc (README).');
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
