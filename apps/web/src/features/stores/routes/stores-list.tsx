import { STORE_SORTS } from '@admin/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { EMPTY, formatMoney } from '../../../lib/format.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { stores as resource, storesTotalQuery } from '../api.ts';
import { useStoresFilters } from '../components/stores-filters.tsx';
import { useStoresColumns } from '../components/stores-columns.tsx';

export const loader = resource.listLoader;

/** /stores ("User Management"): the marketplace's sellers with their counts and total sales. */
export function Component() {
  const { t } = useTranslation();
  const [search] = useUrlState(resource.urlState);
  const total = useQuery(storesTotalQuery(search));

  return (
    <ListScreen
      resource={resource}
      texts="stores.list"
      actions={
        <Box sx={{ textAlign: 'right' }} data-testid="stores-total-sale">
          <Typography variant="caption" color="text.secondary">
            {t('stores.list.totalSale')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {total.data ? formatMoney(total.data.total_sale_amount) : EMPTY}
          </Typography>
        </Box>
      }
      columns={useStoresColumns()}
      sort={{ fields: STORE_SORTS }}
      columnsTestId="stores-columns"
      filters={useStoresFilters()}
      filtersTestId="stores-filters"
    />
  );
}
