import { PARTNER_TYPES } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { valuesFilter } from '../../../components/list-filters.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { partners } from '../api.ts';
import { usePartnerColumns } from '../components/partner-columns.tsx';

export const loader = partners.listLoader;

/** /partners: banks, finance companies and insurers offered to buyers. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ListScreen
      resource={partners}
      texts="partners.list"
      create={{ screen: 'partners.create', testId: 'partner-create' }}
      columns={usePartnerColumns()}
      rowHeight={60}
      filters={[
        { type: 'search', key: 'q' },
        valuesFilter('type', t('partners.fields.type'), PARTNER_TYPES, 'partners.type', 'partners-type-filter'),
        {
          type: 'yesno',
          key: 'active',
          label: t('partners.fields.active'),
          yes: t('partners.active.on'),
          no: t('partners.active.off'),
          testId: 'partners-active-filter',
        },
      ]}
    />
  );
}
