import { hasPermission, type Customer } from '@admin/contract';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import type { TableColumn } from '../../../components/data-table.tsx';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs } from 'react-router';
import { ListCard, pagedRows, SearchBox } from '../../../components/list-kit.tsx';
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
  const [search, onSearch] = useUrlState(customersUrlState);
  const customers = useQuery(customersListQuery(search));
  const [dialog, setDialog] = useState<{ item: Customer | null } | null>(null);

  const columns = useMemo<TableColumn<Customer>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 64 },
      { field: 'full_name', headerName: t('customers.fields.fullName'), minWidth: 150, flex: 1 },
      { field: 'phone', headerName: t('customers.fields.phone'), width: 112 },
      {
        field: 'email',
        headerName: t('customers.fields.email'),
        minWidth: 150,
        flex: 1,
        valueFormatter: (v: string | null) => v || EMPTY,
      },
      {
        field: 'id_number',
        headerName: t('customers.fields.idNumber'),
        width: 124,
        valueFormatter: (v: string | null) => v || EMPTY,
      },
      {
        field: 'address',
        headerName: t('customers.fields.address'),
        minWidth: 160,
        flex: 1.2,
        valueFormatter: (v: string | null) => v || EMPTY,
      },
      {
        field: 'vehicles_count',
        headerName: t('customers.fields.vehicles'),
        width: 72,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'created_at',
        headerName: t('customers.fields.createdAt'),
        width: 100,
        valueFormatter: (v: string) => formatDate(v),
      },
      ...(canEdit
        ? [
            {
              field: 'actions',
              headerName: '',
              width: 52,
              sortable: false,
              renderCell: ({ row }) => (
                <Tooltip title={t('customers.edit')}>
                  <IconButton
                    size="small"
                    onClick={() => setDialog({ item: row })}
                    data-testid={`customer-edit-${row.id}`}
                  >
                    <EditRounded fontSize="small" />
                  </IconButton>
                </Tooltip>
              ),
            } satisfies TableColumn<Customer>,
          ]
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
            <Button
              variant="contained"
              startIcon={<AddRounded />}
              onClick={() => setDialog({ item: null })}
              data-testid="customer-create"
            >
              {t('customers.list.create')}
            </Button>
          )
        }
      />
      <ListCard<Customer>
        {...pagedRows(customers, search.page, onSearch)}
        columns={columns}
        pageSize={CUSTOMERS_PAGE_SIZE}
        emptyText={t('customers.list.empty')}
        filters={
          <SearchBox
            value={search.q}
            onChange={(q) => onSearch({ q })}
            placeholder={t('customers.list.search')}
            testId="customers-search"
            width={320}
          />
        }
      />
      <CustomerDialog open={dialog !== null} item={dialog?.item ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
