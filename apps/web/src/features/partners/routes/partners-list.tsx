import { PARTNER_TYPES } from '@admin/contract';
import { valuesFilter } from '../../../components/lists/list-filters.tsx';
import { listRoute } from '../../../components/lists/list-route.tsx';
import { partners } from '../api.ts';
import { usePartnerColumns } from '../components/partner-columns.tsx';

/** /partners: banks, finance companies and insurers offered to buyers. */
export const { loader, Component } = listRoute(partners, {
  create: 'partner-create',
  useColumns: usePartnerColumns,
  rowHeight: 60,
  useFilters: (t) => [
    valuesFilter('type', t('partners.fields.type'), PARTNER_TYPES, 'partners.type', 'partners-type-filter'),
    {
      type: 'yesno',
      key: 'active',
      label: t('partners.fields.active'),
      yes: t('partners.active.on'),
      no: t('partners.active.off'),
      testId: 'partners-active-filter',
    },
  ],
});
