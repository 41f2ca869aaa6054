import { PARTNER_TYPES, hasPermission, type Partner } from '@admin/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import type { TableColumn } from '../../../components/data-table.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { RowAction, RowActions, RowSwitch } from '../../../components/content/list-kit.tsx';
import { FilterSelect, ListCard, SearchBox } from '../../../components/list-kit.tsx';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { PARTNERS_PAGE_SIZE, partnersListQuery, partnersUrlState, usePartnerActive } from '../api.ts';

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('partners-view');
  void queryClient.prefetchQuery(partnersListQuery(partnersUrlState.parse(new URL(request.url).searchParams)));
  return null;
}

/** /partners: banks, finance companies and insurers offered to buyers. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const [search, onSearch] = useUrlState(partnersUrlState);
  const list = useQuery(partnersListQuery(search));
  const active = usePartnerActive();
  const columns: TableColumn<Partner>[] = [
    {
      field: 'name',
      headerName: t('partners.fields.name'),
      flex: 1.5,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar
            src={row.logo?.small}
            variant="rounded"
            sx={{ width: 36, height: 36, bgcolor: '#eef1f7', color: 'text.secondary', fontSize: 14 }}
          >
            {row.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, fontSize: 13.5 }} noWrap>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {row.website ?? EMPTY}
            </Typography>
          </Box>
        </Box>
      ),
    },
    {
      field: 'type',
      headerName: t('partners.fields.type'),
      width: 150,
      valueGetter: (_v, row) => t(`partners.type.${row.type}`),
    },
    {
      field: 'hotline',
      headerName: t('partners.fields.hotline'),
      width: 130,
      valueGetter: (_v, row) => row.hotline ?? EMPTY,
    },
    {
      field: 'email',
      headerName: t('partners.fields.email'),
      flex: 1,
      minWidth: 170,
      valueGetter: (_v, row) => row.email ?? EMPTY,
    },
    { field: 'leads_count', headerName: t('partners.fields.leads'), width: 120, type: 'number' },
    {
      field: 'active',
      headerName: t('partners.fields.active'),
      width: 110,
      renderCell: ({ row }) => (
        <RowSwitch
          checked={row.active === 1}
          disabled={!hasPermission(grants, 'partners-status')}
          label={t(row.active === 1 ? 'partners.active.on' : 'partners.active.off')}
          testId={`partner-active-${row.id}`}
          onToggle={async (next) => {
            const res = await active.mutateAsync({ id: row.id, active: next ? 1 : 0 });
            showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          }}
        />
      ),
    },
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 80,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <RowActions>
          {hasPermission(grants, 'partners-update') && (
            <RowAction
              title={t('actions.edit')}
              icon={<EditRounded fontSize="small" />}
              testId={`partner-edit-${row.id}`}
              onClick={() => void navigate(href('partners.edit', { id: row.id }))}
            />
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('partners.list.title')}
        subtitle={t('partners.list.subtitle', { count: list.data?.total ?? 0 })}
        actions={
          hasPermission(grants, 'partners-create') && (
            <Button
              component={Link}
              to={href('partners.create')}
              variant="contained"
              startIcon={<AddRounded />}
              data-testid="partner-create"
            >
              {t('partners.list.create')}
            </Button>
          )
        }
      />
      <ListCard<Partner>
        rows={list.data?.data ?? []}
        columns={columns}
        loading={list.isFetching}
        total={list.data?.total ?? 0}
        page={search.page}
        pageSize={PARTNERS_PAGE_SIZE}
        onPage={(page) => onSearch({ page })}
        rowHeight={60}
        emptyText={t('partners.list.empty')}
        filters={
          <>
            <SearchBox value={search.q} onChange={(q) => onSearch({ q })} placeholder={t('partners.list.search')} />
            <FilterSelect
              label={t('partners.fields.type')}
              value={search.type}
              options={PARTNER_TYPES.map((p) => ({ value: p, label: t(`partners.type.${p}`) }))}
              onChange={(type) => onSearch({ type })}
              allLabel={t('content.all')}
              testId="partners-type-filter"
            />
            <FilterSelect
              label={t('partners.fields.active')}
              value={search.active}
              options={[
                { value: 1 as const, label: t('partners.active.on') },
                { value: 0 as const, label: t('partners.active.off') },
              ]}
              onChange={(a) => onSearch({ active: a })}
              allLabel={t('content.all')}
              testId="partners-active-filter"
            />
          </>
        }
      />
    </>
  );
}
