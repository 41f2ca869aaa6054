import type { Kysely, Migration } from 'kysely';

/**
 * The ads settings a person edits on a screen (a campaign setting, a package group) and the wallet
 * transfers staff annotate and decide carry a `row_version` too (0041), so their edits and moves
 * are refused on a version someone else has since changed.
 */
export const SETTINGS_VERSIONED_TABLES = ['campaign_settings', 'ad_package_groups', 'ledger_transfers'] as const;

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of SETTINGS_VERSIONED_TABLES)
        await db.schema
          .alterTable(table)
          .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
    },
  };
}
