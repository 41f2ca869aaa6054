import { WALLET_SORTS } from '@admin/contract';
import { listRoute } from '../../../components/lists/list-route.tsx';
import { optionsFilter } from '../../../components/lists/list-filters.tsx';
import { wallets } from '../api.ts';
import { storeTypeFilter, useWalletColumns } from '../components/ads-columns.tsx';

/** /promo-accounts: the stores' ads wallets, by store type, search and money, with the export. */
export const { loader, Component } = listRoute(wallets, {
  texts: 'ads.accounts',
  exportPath: '/balances/export',
  useColumns: useWalletColumns,
  sort: { fields: WALLET_SORTS, firstOrder: 'desc' },
  rowHeight: 56,
  searchWidth: 260,
  useFilters: (t) => [
    storeTypeFilter(t, 'wallets-store-type-filter', 190),
    optionsFilter(
      'funded',
      t('ads.accounts.funded'),
      [{ value: '1', label: t('ads.accounts.fundedOnly') }],
      'wallets-funded-filter',
      190,
    ),
  ],
});
