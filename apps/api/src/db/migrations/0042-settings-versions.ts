import type { Kysely, Migration } from 'kysely';
import { addRowVersions } from '@admin/server-kit/migration-kit';

/**
 * The ads settings a person edits on a screen (a campaign setting, a package group) and the wallet
 * transfers staff annotate and decide carry a `row_version` too (0041), so their edits and moves
 * are refused on a version someone else has since changed.
 */
export const SETTINGS_VERSIONED_TABLES = ['campaign_settings', 'ad_package_groups', 'ledger_transfers'] as const;

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await addRowVersions(db, SETTINGS_VERSIONED_TABLES);
    },
  };
}
