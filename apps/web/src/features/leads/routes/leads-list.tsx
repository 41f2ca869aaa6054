import { LEAD_SOURCES, LEAD_STATUSES, canMoveLead, hasPermission, type Lead } from '@admin/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipColumn, dateColumn, textColumn } from '../../../components/columns/columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { datesFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { ImportAction } from '../../../components/imports/import-action.tsx';
import type { BulkAction } from '../../../components/lists/bulk.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { leads } from '../api.ts';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

const LeadDetail = lazyDialog(
  () => import('../components/lead-detail.tsx').then((m) => m.LeadDetail),
  (props) => props.id !== null,
);

export const loader = leads.listLoader;

/** /leads: buyers waiting for a call back; choose several to move them to a status together. */
export function Component() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const canStatus = hasPermission(grants, 'leads-status');
  const [detail, setDetail] = useState<number | null>(null);
  // one action per status, offered when every chosen lead may move there (LEAD_TRANSITIONS); a note may go with it
  const moves: BulkAction<Lead>[] = canStatus
    ? LEAD_STATUSES.filter((s) => s !== 'new').map((status) => ({
        key: status,
        label: t(`leads.moves.${status}`),
        validFor: (row) => row.status !== status && canMoveLead(row.status, status),
        reason: { label: t('leads.fields.note') },
        path: '/leads/bulk/status',
        fields: (note) => ({ status, note }),
      }))
    : [];

  const columns: TableColumn<Lead>[] = [
    {
      field: 'full_name',
      headerName: t('leads.fields.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography
            sx={{ fontWeight: 600, fontSize: 13.5, cursor: 'pointer', color: 'primary.main' }}
            noWrap
            onClick={() => setDetail(row.id)}
            data-testid={`lead-open-${row.id}`}
          >
            {row.full_name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.phone}
          </Typography>
        </Box>
      ),
    },
    textColumn({ field: 'source', headerName: t('leads.fields.source'), width: 130 }, (row) =>
      t(`leads.source.${row.source}`),
    ),
    textColumn(
      { field: 'partner', headerName: t('leads.fields.partner'), flex: 0.8, minWidth: 140 },
      (row) => row.partner?.name,
    ),
    textColumn(
      { field: 'product_name', headerName: t('leads.fields.product'), flex: 1, minWidth: 160 },
      (row) => row.product_name,
    ),
    textColumn({ field: 'location', headerName: t('leads.fields.location'), width: 130 }, (row) => row.location?.name),
    chipColumn(
      { field: 'status', headerName: t('fields.status'), width: 120 },
      (row) => row.status,
      (status) => t(`leads.status.${status}`),
    ),
    dateColumn({ field: 'created_at', headerName: t('leads.fields.createdAt'), width: 135 }),
  ];

  return (
    <ListScreen
      resource={leads}
      texts="leads.list"
      actions={<ImportAction kind="leads" />}
      columns={columns}
      rowHeight={56}
      bulk={{ actions: moves, refresh: [leads.keys.all], label: (row) => row.full_name }}
      filters={[
        { type: 'search', key: 'q' },
        valuesFilter('status', t('fields.status'), LEAD_STATUSES, 'leads.status', 'leads-status-filter', 150),
        valuesFilter('source', t('leads.fields.source'), LEAD_SOURCES, 'leads.source', 'leads-source-filter', 150),
        datesFilter(t('leads.list.from'), t('leads.list.to')),
      ]}
    >
      <LeadDetail id={detail} onClose={() => setDetail(null)} />
    </ListScreen>
  );
}
