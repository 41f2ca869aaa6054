import type { Manager } from '@admin/contract';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import BlockRounded from '@mui/icons-material/BlockRounded';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { useRevokeManager } from '../api.ts';

const STATUS_COLOR: Record<Manager['status'], ChipProps['color']> = {
  pending: 'warning',
  accepted: 'success',
  expired: 'default',
  revoked: 'error',
};

/** The invitations' columns; the revoke button on pending ones when `canRevoke`. */
export function useManagersColumns(canRevoke: boolean): TableColumn<Manager>[] {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeManager();

  const columns = useMemo<TableColumn<Manager>[]>(() => {
    const cols: TableColumn<Manager>[] = [
      { field: 'email', headerName: t('fields.email'), flex: 1.2, minWidth: 220 },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={STATUS_COLOR[row.status]}
            variant={row.status === 'expired' ? 'outlined' : 'filled'}
            label={t(`managers.status.${row.status}`)}
            data-testid={`manager-status-${row.id}`}
          />
        ),
      },
      {
        field: 'invited_by',
        headerName: t('managers.list.invitedBy'),
        flex: 0.8,
        minWidth: 140,
        valueFormatter: (value: string | null) => value || EMPTY,
      },
      {
        field: 'created_at',
        headerName: t('managers.list.invitedAt'),
        width: 150,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'expires_at',
        headerName: t('managers.list.expiresAt'),
        width: 150,
        valueFormatter: (value: string) => formatDateTime(value),
      },
    ];
    if (canRevoke) {
      cols.push({
        field: 'actions',
        headerName: t('fields.actions'),
        width: 120,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) =>
          row.status === 'pending' ? (
            <Button
              size="small"
              color="error"
              startIcon={<BlockRounded fontSize="small" />}
              data-testid={`manager-revoke-${row.id}`}
              onClick={async () => {
                const ok = await confirm({ title: t('managers.revoke.confirm', { email: row.email }), danger: true });
                if (!ok) return;
                try {
                  await revoke.mutateAsync(row.id);
                  showQuickMessage({ type: 'success', body: t('managers.revoke.done') });
                } catch {
                  // the alert dialog already tells why
                }
              }}
            >
              {t('managers.revoke.action')}
            </Button>
          ) : null,
      });
    }
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, canRevoke]);

  return columns;
}
