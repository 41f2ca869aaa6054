import { hasPermission, type Vehicle } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import type { TableColumn } from '../../../components/data-table.tsx';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { CellLink } from '../../../components/cell-link.tsx';
import { FilterSelect, ListCard, pagedRows, SearchBox } from '../../../components/list-kit.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TWO_LINE_ROW_HEIGHT, TwoLines, WrappedText } from '../../../components/table-cells.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { EMPTY, formatDate, formatDistance } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { VEHICLES_PAGE_SIZE, vehiclesListQuery, vehiclesUrlState } from '../api.ts';

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('stores-index');
  void queryClient.prefetchQuery(vehiclesListQuery(vehiclesUrlState.parse(new URL(request.url).searchParams)));
  return null;
}

/** /stations/vehicles ("Warranty"): customers' vehicles, their warranty and service package. */
export function Component() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const [search, onSearch] = useUrlState(vehiclesUrlState);
  const vehicles = useQuery(vehiclesListQuery(search));

  const columns = useMemo<TableColumn<Vehicle>[]>(
    () => [
      {
        field: 'code',
        headerName: t('vehicles.fields.code'),
        width: 120,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <CellLink to={href('vehicles.detail', { id: row.id })}>{row.code}</CellLink>
            <Typography noWrap color="text.secondary" sx={{ fontSize: 12.5, lineHeight: 1.35 }}>
              {row.number_plate || EMPTY}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'model',
        headerName: t('products.columns.model'),
        minWidth: 170,
        flex: 1,
        renderCell: ({ row }) => (
          <WrappedText
            text={`${row.brand.name} ${row.model.name}${row.detail_model ? ` (${row.detail_model.name})` : ''}`}
          />
        ),
      },
      {
        field: 'type',
        headerName: t('vehicles.fields.type'),
        width: 140,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.type === 2 ? 'secondary' : 'default'}
            label={t(`vehicles.types.${row.type}`)}
          />
        ),
      },
      {
        field: 'customer',
        headerName: t('vehicles.fields.customer'),
        minWidth: 140,
        flex: 0.8,
        renderCell: ({ row }) =>
          row.customer ? <TwoLines first={row.customer.name} second={row.customer.phone} /> : EMPTY,
      },
      {
        field: 'station',
        headerName: t('stations.fields.station'),
        minWidth: 130,
        flex: 0.8,
        renderCell: ({ row }) => <WrappedText text={row.station?.name ?? EMPTY} />,
      },
      {
        field: 'package',
        headerName: t('vehicles.fields.package'),
        minWidth: 120,
        flex: 0.7,
        renderCell: ({ row }) => <WrappedText text={row.package?.name ?? EMPTY} />,
      },
      {
        field: 'warranty_end',
        headerName: t('vehicles.fields.warrantyEnd'),
        width: 120,
        valueFormatter: (v: string | null) => formatDate(v),
      },
      {
        field: 'odometer_km',
        headerName: t('vehicles.fields.odometer'),
        width: 100,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number | null) => formatDistance(v),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  return (
    <>
      <PageHeader
        title={t('vehicles.list.title')}
        subtitle={t('vehicles.list.subtitle')}
        actions={
          <>
            <Button
              component={Link}
              to={href('customers.list')}
              variant="outlined"
              startIcon={<PeopleAltRounded />}
              data-testid="vehicle-customers"
            >
              {t('customers.open')}
            </Button>
            {hasPermission(me.role_has_permission, 'vehicles-create') && (
              <Button
                component={Link}
                to={href('vehicles.create')}
                variant="contained"
                startIcon={<AddRounded />}
                data-testid="vehicle-create"
              >
                {t('vehicles.list.create')}
              </Button>
            )}
          </>
        }
      />
      <ListCard<Vehicle>
        {...pagedRows(vehicles, search.page, onSearch)}
        columns={columns}
        pageSize={VEHICLES_PAGE_SIZE}
        getRowHeight={() => TWO_LINE_ROW_HEIGHT}
        emptyText={t('vehicles.list.empty')}
        filters={
          <>
            <SearchBox
              value={search.q}
              onChange={(q) => onSearch({ q })}
              placeholder={t('vehicles.list.search')}
              testId="vehicles-search"
              width={320}
            />
            <FilterSelect
              label={t('vehicles.fields.type')}
              value={search.type}
              options={([1, 2] as const).map((type) => ({ value: type, label: t(`vehicles.types.${type}`) }))}
              onChange={(type) => onSearch({ type })}
              testId="vehicles-type-filter"
            />
          </>
        }
      />
    </>
  );
}
