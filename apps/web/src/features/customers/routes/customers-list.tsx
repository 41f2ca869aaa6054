import { hasPermission, type Customer } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { EMPTY, formatDate } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { CUSTOMERS_PAGE_SIZE, customersListQuery, customersUrlState } from '../api.ts';
import { CustomerDialog } from '../components/customer-dialog.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('stores-index');
  void queryClient.prefetchQuery(customersListQuery(customersUrlState.parse(new URL(request.url).searchParams)));
  return null;
}

/** /stations/vehicles/customers: the vehicles' owners, to find, add and edit. */
export function Component() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const canCreate = hasPermission(me.role_has_permission, 'vehicles-create');
  const canEdit = hasPermission(me.role_has_permission, 'vehicles-update');
  const [search, onChange] = useUrlState(customersUrlState);
  const customers = useQuery(customersListQuery(search));
  const [text, setText] = useState(search.q ?? '');
  const [dialog, setDialog] = useState<{ item: Customer | null } | null>(null);
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === search.q) return;
    const timer = setTimeout(() => onChange({ q, page: 1 }), 400);
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);

  const columns = useMemo<GridColDef<Customer>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      { field: 'full_name', headerName: t('customers.fields.fullName'), minWidth: 180, flex: 1 },
      { field: 'phone', headerName: t('customers.fields.phone'), width: 130 },
      { field: 'email', headerName: t('customers.fields.email'), minWidth: 180, flex: 1, valueFormatter: (v: string | null) => v || EMPTY },
      { field: 'id_number', headerName: t('customers.fields.idNumber'), width: 140, valueFormatter: (v: string | null) => v || EMPTY },
      { field: 'address', headerName: t('customers.fields.address'), minWidth: 200, flex: 1, valueFormatter: (v: string | null) => v || EMPTY },
      { field: 'vehicles_count', headerName: t('customers.fields.vehicles'), width: 90, align: 'right', headerAlign: 'right' },
      { field: 'created_at', headerName: t('customers.fields.createdAt'), width: 110, valueFormatter: (v: string) => formatDate(v) },
      ...(canEdit
        ? [{
            field: 'actions', headerName: '', width: 60, sortable: false,
            renderCell: ({ row }) => (
              <Tooltip title={t('customers.edit')}>
                <IconButton size="small" onClick={() => setDialog({ item: row })} data-testid={`customer-edit-${row.id}`}><EditRounded fontSize="small" /></IconButton>
              </Tooltip>
            ),
          } satisfies GridColDef<Customer>]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, canEdit],
  );

  return (
    <>
      <PageHeader
        title={t('customers.list.title')}
        subtitle={t('customers.list.subtitle')}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialog({ item: null })} data-testid="customer-create">
              {t('customers.list.create')}
            </Button>
          )
        }
      />
      <Card sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 170px)', minHeight: 480 }}>
        <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', p: 1.5 }}>
          <TextField size="small" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('customers.list.search')} sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded fontSize="small" /></InputAdornment> }, htmlInput: { 'data-testid': 'customers-search' } }} />
        </Box>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <DataTable<Customer>
            rows={customers.data?.data ?? []}
            columns={columns}
            loading={customers.isFetching}
            rowCount={customers.data?.total ?? 0}
            paginationMode="server"
            pageSizeOptions={[CUSTOMERS_PAGE_SIZE]}
            paginationModel={{ page: search.page - 1, pageSize: CUSTOMERS_PAGE_SIZE }}
            onPaginationModelChange={(m) => m.page + 1 !== search.page && onChange({ page: m.page + 1 })}
            disableColumnSorting
            localeText={{ noRowsLabel: t('customers.list.empty') }}
            sx={{ height: '100%' }}
          />
        </Box>
      </Card>
      <CustomerDialog open={dialog !== null} item={dialog?.item ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
