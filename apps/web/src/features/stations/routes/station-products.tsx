import { hasPermission, type Product } from '@admin/contract';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddRounded from '@mui/icons-material/AddRounded';
import DirectionsBikeRounded from '@mui/icons-material/DirectionsBikeRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import type { StoreOption } from '../../../components/fields/lookup-queries.ts';
import { StoreAutocomplete } from '../../../components/fields/store-autocomplete.tsx';
import { CellLink } from '../../../components/columns/cell-link.tsx';
import { ListCard, pagedRows, SearchBox } from '../../../components/lists/list-parts.tsx';
import { ListHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { urlListLoader, useUrlList } from '../../../lib/crud.ts';
import { EMPTY, formatMoney } from '../../../lib/format.ts';
import { dateColumn } from '../../../components/columns/columns.tsx';
import { STATIONS_PAGE_SIZE, stationProductsQuery, stationProductsUrlState } from '../api.ts';

export const loader = urlListLoader(stationProductsUrlState, stationProductsQuery);

/** /stations ("Station Product"): products on display at the stations. */
export function Component() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const { search, onSearch, list: products } = useUrlList(stationProductsUrlState, stationProductsQuery);
  const [picked, setPicked] = useState<StoreOption | null>(null);
  // Opened from a link with station_id: the rows name the station the picker shows.
  const shown = products.data?.data.find((p) => p.station?.id === search.station_id)?.station;
  const station =
    search.station_id === undefined
      ? null
      : picked?.id === search.station_id
        ? picked
        : shown
          ? { id: shown.id, name: shown.name, phone: null, is_station: 2 as const, location: null }
          : null;
  const canUpdate = hasPermission(me.role_has_permission, 'products-update');

  const columns = useMemo<TableColumn<Product>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      {
        field: 'picture',
        headerName: t('products.columns.picture'),
        width: 88,
        sortable: false,
        renderCell: ({ row }) => (
          <Avatar variant="rounded" src={row.picture?.small} alt="" sx={{ width: 44, height: 36 }}>
            <DirectionsBikeRounded fontSize="small" />
          </Avatar>
        ),
      },
      {
        field: 'title',
        headerName: t('products.columns.subject'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => <CellLink to={href('products.preview', { id: row.id })}>{row.title}</CellLink>,
      },
      {
        field: 'station',
        headerName: t('stations.fields.station'),
        width: 210,
        valueGetter: (_v, row) => row.station?.name ?? EMPTY,
      },
      {
        field: 'price',
        headerName: t('products.columns.price'),
        width: 124,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number) => formatMoney(v),
      },
      {
        field: 'sales_status',
        headerName: t('products.columns.status'),
        width: 124,
        valueFormatter: (v: string) => t(`products.status.${v.replace(' ', '_')}`),
      },
      dateColumn({ field: 'updated_at', headerName: t('products.columns.updatedAt'), width: 132 }),
      {
        field: 'actions',
        headerName: t('fields.actions'),
        width: 80,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) =>
          canUpdate && (
            <IconButton
              size="small"
              component={Link}
              to={href('stations.edit', { id: row.id })}
              aria-label={t('actions.edit')}
              data-testid={`station-product-edit-${row.id}`}
            >
              <EditRounded fontSize="small" />
            </IconButton>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, canUpdate],
  );

  return (
    <>
      <ListHeader
        texts="stations.products"
        actions={
          hasPermission(me.role_has_permission, 'products-store') && (
            <Button component={Link} to={href('stations.register')} variant="contained" startIcon={<AddRounded />}>
              {t('stations.products.register')}
            </Button>
          )
        }
      />
      <ListCard<Product>
        {...pagedRows(products, search.page, onSearch)}
        columns={columns}
        pageSize={STATIONS_PAGE_SIZE}
        emptyText={t('products.list.empty')}
        filters={
          <>
            <SearchBox
              value={search.q}
              onChange={(q) => onSearch({ q })}
              placeholder={t('products.filters.search')}
              testId="station-products-search"
              width={300}
            />
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
          </>
        }
      />
    </>
  );
}
