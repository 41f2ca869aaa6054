import { STORE_SORTS, type Store } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/lists/data-table.tsx';
import { ListHeader } from '../../../components/page-header.tsx';
import { EMPTY, formatMoney } from '../../../lib/format.ts';
import { urlSort } from '../../../lib/url-state.ts';
import { stores as resource, storesTotalQuery } from '../api.ts';
import { StoresFilters } from '../components/stores-filters.tsx';
import { useStoresColumns } from '../components/stores-columns.tsx';

export const loader = resource.listLoader;

/** /stores ("User Management"): the marketplace's sellers with their counts and total sales. */
export function Component() {
  const { t } = useTranslation();
  const { search, onSearch: onSearchChange, list: stores } = resource.useList();
  const total = useQuery(storesTotalQuery(search));

  const columns = useStoresColumns();

  return (
    <>
      <ListHeader
        texts="stores.list"
        count={stores.data?.total ?? 0}
        actions={
          <Box sx={{ textAlign: 'right' }} data-testid="stores-total-sale">
            <Typography variant="caption" color="text.secondary">
              {t('stores.list.totalSale')}
            </Typography>
            <Typography variant="h6" sx={{ fontWeight: 700 }}>
              {total.data ? formatMoney(total.data.total_sale_amount) : EMPTY}
            </Typography>
          </Box>
        }
      />
      <Card sx={{ mb: 2 }}>
        <StoresFilters search={search} onChange={onSearchChange} />
      </Card>
      <Card sx={{ height: 'calc(100vh - 220px)', minHeight: 480 }}>
        <DataTable<Store>
          rows={stores.data?.data ?? []}
          columns={columns}
          loading={stores.isFetching}
          paging={{
            page: search.page,
            pageSize: resource.pageSize,
            total: stores.data?.total ?? 0,
            onPage: (page) => onSearchChange({ page }),
          }}
          sort={urlSort(search, STORE_SORTS, onSearchChange)}
          columnsSetting="stores.columns"
          columnsTestId="stores-columns"
          emptyText={t('stores.list.empty')}
        />
      </Card>
    </>
  );
}
