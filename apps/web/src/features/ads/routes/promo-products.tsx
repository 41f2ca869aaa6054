import { CHARGE_MODELS, type AdCampaign } from '@admin/contract';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/fields/date-field.tsx';
import { RowAction, rowActionsColumn } from '../../../components/columns/row-parts.tsx';
import { valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { productAds } from '../api.ts';
import { statusFilter, storeTypeFilter, useProductAdColumns } from '../components/ads-columns.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import { AdStatusSelect } from '../components/ad-status-select.tsx';

const EndAdDialog = lazyDialog(() => import('../components/product-ad-dialogs.tsx').then((m) => m.EndAdDialog));
const AdDetailDialog = lazyDialog(() => import('../components/product-ad-dialogs.tsx').then((m) => m.AdDetailDialog));

export const loader = productAds.listLoader;

/** /promo-products: the listings' ads (priority and label), their status select and the detail dialog. */
export function Component() {
  const { t } = useTranslation();
  const [ending, setEnding] = useState<AdCampaign | null>(null);
  const [showing, setShowing] = useState<AdCampaign | null>(null);
  const p = (name: string) => t(`ads.products.${name}`);
  const columns = useProductAdColumns(
    {
      field: 'status',
      headerName: p('fields.status'),
      width: 190,
      sortable: false,
      renderCell: ({ row }) => <AdStatusSelect ad={row} onEnd={setEnding} />,
    },
    rowActionsColumn(
      t('fields.actions'),
      60,
      (row) => (
        <RowAction
          title={t('ads.products.detail', { code: row.code })}
          icon={<InfoOutlined fontSize="small" />}
          testId={`ad-detail-${row.id}`}
          onClick={() => setShowing(row)}
        />
      ),
      { hideHeader: true },
    ),
  );
  return (
    <ListScreen
      resource={productAds}
      texts="ads.products"
      columns={columns}
      rowHeight={60}
      filters={[
        { type: 'search', key: 'q', width: 240 },
        valuesFilter(
          'type',
          t('ads.typeFilter'),
          ['priority', 'label'] as const,
          'ads.campaignType',
          'ads-type-filter',
          160,
        ),
        statusFilter(t, [1, 2, 3, 4], 'ads.campaignStatus', 'ads-status-filter', 170),
        storeTypeFilter(t, 'ads-store-type-filter', 170),
        valuesFilter('charge_model', p('chargeFilter'), CHARGE_MODELS, 'ads.chargeModel', 'ads-charge-filter', 160),
        {
          type: 'custom',
          render: (search, onSearch) => (
            <DateField
              label={p('endBy')}
              value={search.end_date_to}
              onChange={(v) => onSearch({ end_date_to: v })}
              testId="filter-end_date_to"
              width={170}
            />
          ),
        },
      ]}
    >
      {ending && <EndAdDialog ad={ending} onClose={() => setEnding(null)} />}
      {showing && <AdDetailDialog ad={showing} onClose={() => setShowing(null)} />}
    </ListScreen>
  );
}
