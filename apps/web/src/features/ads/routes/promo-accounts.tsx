import { ADS_STORE_TYPES, WALLET_SORTS } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { wallets } from '../api.ts';
import { useWalletColumns } from '../components/ads-columns.tsx';

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
        {
          type: 'select',
          key: 'store_type',
          label: t('ads.storeTypeFilter'),
          values: ADS_STORE_TYPES,
          labels: 'ads.storeType',
          testId: 'wallets-store-type-filter',
          width: 190,
        },
        {
          type: 'select',
          key: 'funded',
          label: t('ads.accounts.funded'),
          options: [{ value: '1', label: t('ads.accounts.fundedOnly') }],
          testId: 'wallets-funded-filter',
          width: 190,
        },
      ]}
    />
  );
}
