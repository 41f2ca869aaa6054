// Written by scripts/indexes.mjs from the NNNN-*.ts files beside it: not edited by hand.
import type { Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { migration as m0001Initial } from './0001-initial.ts';
import { migration as m0002Marketplace } from './0002-marketplace.ts';
import { migration as m0002Site } from './0002-site.ts';
import { migration as m0003StationProducts } from './0003-station-products.ts';
import { migration as m0004Security } from './0004-security.ts';
import { migration as m0010Transactions } from './0010-transactions.ts';
import { migration as m0020Ads } from './0020-ads.ts';
import { migration as m0030Delivery } from './0030-delivery.ts';
import { migration as m0031Dashboard } from './0031-dashboard.ts';
import { migration as m0032Exports } from './0032-exports.ts';
import { migration as m0033SearchPlans } from './0033-search-plans.ts';
import { migration as m0034TransactionSearch } from './0034-transaction-search.ts';
import { migration as m0035NameVersions } from './0035-name-versions.ts';
import { migration as m0036StoreSearch } from './0036-store-search.ts';
import { migration as m0037TransactionFilters } from './0037-transaction-filters.ts';
import { migration as m0038ProductListPlans } from './0038-product-list-plans.ts';
import { migration as m0039DataVersions } from './0039-data-versions.ts';
import { migration as m0040JobLeases } from './0040-job-leases.ts';
import { migration as m0041RecordVersions } from './0041-record-versions.ts';
import { migration as m0042SettingsVersions } from './0042-settings-versions.ts';
import { migration as m0043SavedViews } from './0043-saved-views.ts';
import { migration as m0044ImportRuns } from './0044-import-runs.ts';

/** Every migration by the name the databases record, in order; each gets the dialect. */
export const MIGRATIONS: Record<string, (dialect: DialectName) => Migration> = {
  '0001-initial': m0001Initial,
  '0002-catalogue': m0002Marketplace,
  '0002-content': m0002Site,
  '0003-station-products': m0003StationProducts,
  '0004-security': m0004Security,
  '0010-transactions': m0010Transactions,
  '0020-ads': m0020Ads,
  '0030-delivery': m0030Delivery,
  '0031-dashboard': m0031Dashboard,
  '0032-exports': m0032Exports,
  '0033-search-plans': m0033SearchPlans,
  '0034-transaction-search': m0034TransactionSearch,
  '0035-name-versions': m0035NameVersions,
  '0036-store-search': m0036StoreSearch,
  '0037-transaction-filters': m0037TransactionFilters,
  '0038-product-list-plans': m0038ProductListPlans,
  '0039-data-versions': m0039DataVersions,
  '0040-job-leases': m0040JobLeases,
  '0041-record-versions': m0041RecordVersions,
  '0042-settings-versions': m0042SettingsVersions,
  '0043-saved-views': m0043SavedViews,
  '0044-import-runs': m0044ImportRuns,
};
