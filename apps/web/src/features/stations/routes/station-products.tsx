import { hasPermission } from '@admin/contract';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import type { StoreOption } from '../../../components/fields/lookup-queries.ts';
import { StoreAutocomplete } from '../../../components/fields/store-autocomplete.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { urlListLoader } from '../../../lib/crud.ts';
import {
  STATIONS_PAGE_SIZE,
  stationProductsQuery,
  stationProductsUrlState,
  type StationProductsSearch,
} from '../api.ts';
import { useStationProductColumns } from '../components/station-product-columns.tsx';

const products = {
  urlState: stationProductsUrlState,
  listQuery: stationProductsQuery,
  pageSize: STATIONS_PAGE_SIZE,
  views: 'stations.products',
};

export const loader = urlListLoader(products);

/** The station picker of the list; opened from a link with station_id, the rows name the station it shows. */
function StationFilter({
  search,
  onSearch,
}: {
  search: StationProductsSearch;
  onSearch: (patch: Partial<StationProductsSearch>) => void;
}) {
  const { t } = useTranslation();
  const list = useQuery(stationProductsQuery(search));
  const [picked, setPicked] = useState<StoreOption | null>(null);
  const shown = list.data?.data.find((p) => p.station?.id === search.station_id)?.station;
  const station =
    search.station_id === undefined
      ? null
      : picked?.id === search.station_id
        ? picked
        : shown
          ? { id: shown.id, name: shown.name, phone: null, is_station: 2 as const, location: null }
          : null;
  return (
    <StoreAutocomplete
      label={t('stations.fields.station')}
      isStation={2}
      testId="station-filter"
      value={station}
      onChange={(s) => {
        setPicked(s);
        onSearch({ station_id: s?.id });
      }}
    />
  );
}

/** /stations ("Station Product"): products on display at the stations. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <ListScreen
      resource={products}
      texts="stations.products"
      actions={
        hasPermission(me.role_has_permission, 'products-store') && (
          <Button component={Link} to={href('stations.register')} variant="contained" startIcon={<AddRounded />}>
            {t('stations.products.register')}
          </Button>
        )
      }
      columns={useStationProductColumns()}
      emptyText={t('products.list.empty')}
      filters={[
        {
          type: 'search',
          key: 'q',
          placeholder: t('products.filters.search'),
          testId: 'station-products-search',
          width: 300,
        },
        { type: 'custom', render: (search, onSearch) => <StationFilter search={search} onSearch={onSearch} /> },
      ]}
    />
  );
}
