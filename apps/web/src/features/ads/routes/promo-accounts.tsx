import { WALLET_SORTS } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { optionsFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { wallets } from '../api.ts';
import { storeTypeFilter, useWalletColumns } from '../components/ads-columns.tsx';

export const loader = wallets.listLoader;

/** /promo-accounts: the stores' ads wallets, by store type, search and money, with the export. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ListScreen
      resource={wallets}
      texts="ads.accounts"
      exportPath="/balances/export"
      columns={useWalletColumns()}
      sort={{ fields: WALLET_SORTS, firstOrder: 'desc' }}
      rowHeight={56}
      filters={[
        { type: 'search', key: 'q', width: 260 },
        storeTypeFilter(t, 'wallets-store-type-filter', 190),
        optionsFilter(
          'funded',
          t('ads.accounts.funded'),
          [{ value: '1', label: t('ads.accounts.fundedOnly') }],
          'wallets-funded-filter',
          190,
        ),
      ]}
    />
  );
}
