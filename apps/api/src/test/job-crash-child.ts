// A process that takes the daily campaign charge of a day, charges, says so, and then hangs before
// it can mark the run done: the test kills it (kill -9) there. Arguments: dataDir, dueAt, day,
// and the PostgreSQL URL when the test runs on PostgreSQL.
import { openDatabase } from '../db/database.ts';
import { runOnce } from '../lib/jobs.ts';
import { chargeCampaigns } from '../modules/campaigns/campaigns.repository.ts';

const [dataDir, dueAt, day, databaseUrl] = process.argv.slice(2) as [string, string, string, string | undefined];

async function main() {
  const { db } = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
  await runOnce(
    db,
    {
      name: 'campaigns-daily-charge',
      cron: '5 0 * * *',
      run: async () => {
        const result = await chargeCampaigns(db, day);
        process.stdout.write(`charged ${JSON.stringify(result)}\n`);
        await new Promise(() => {});
      },
    },
    dueAt,
    { leaseMs: 60_000, owner: 'doomed-process' },
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
