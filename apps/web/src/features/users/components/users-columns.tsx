import { hasPermission, type User, type UserInfo } from '@admin/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import EditRounded from '@mui/icons-material/EditRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowAction, rowActionsColumn } from '../../../components/columns/row-parts.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { href } from '../../../lib/areas.ts';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { confirm, showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatDate, formatDateTime } from '../../../lib/format.ts';
import { useResetPassword, useUpdateUserStatus } from '../api.ts';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

// shown after a reset only: its dialog, alert and copy field load then
const TemporaryPasswordDialog = lazyDialog(
  () => import('./temporary-password-dialog.tsx').then((m) => m.TemporaryPasswordDialog),
  (props) => props.password !== null,
);

function StatusSwitch({ user, canChange }: { user: User; canChange: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateUserStatus();
  const active = user.status === 'active';
  const toggle = async () => {
    const ok = await confirm({
      title: t(active ? 'users.status.confirmDeactivate' : 'users.status.confirmActivate', { username: user.username }),
    });
    if (!ok) return;
    await update.mutateAsync({ id: user.id, status: active ? 'inactive' : 'active' });
    showQuickMessage({ type: 'success', body: t('users.status.changed') });
  };
  if (!canChange) {
    return (
      <Chip
        size="small"
        color={active ? 'success' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        label={t(`users.status.${user.status}`)}
      />
    );
  }
  return (
    <LazyTooltip title={t(`users.status.${user.status}`)}>
      <Switch
        size="small"
        checked={active}
        disabled={update.isPending}
        onChange={() => void toggle().catch(() => undefined)}
        slotProps={{ input: { 'aria-label': t('users.status.toggle', { username: user.username }) } }}
        data-testid={`user-status-${user.id}`}
      />
    </LazyTooltip>
  );
}

/**
 * The users' columns, and the dialog that shows the temporary password after a reset (for the
 * screen to render); edit and reset for those who may update users.
 */
export function useUsersColumns(me: UserInfo): [TableColumn<User>[], ReactNode] {
  const { t, i18n } = useTranslation();
  const [temporary, setTemporary] = useState<{ username: string; password: string } | null>(null);
  const reset = useResetPassword();
  const grants = me.role_has_permission;
  const canUpdate = hasPermission(grants, 'users-update');
  const canStatus = hasPermission(grants, 'users-status');

  const resetPassword = async (user: User) => {
    const ok = await confirm({
      title: t('users.resetPassword.confirmTitle'),
      message: t('users.resetPassword.confirmMessage'),
      danger: true,
    });
    if (!ok) return;
    const data = await reset.mutateAsync(user.id);
    showQuickMessage({ type: 'success', body: t('users.resetPassword.done') });
    setTemporary({ username: user.username, password: data.temporary_password });
  };

  const columns = useMemo<TableColumn<User>[]>(() => {
    const cols: TableColumn<User>[] = [
      {
        field: 'avatar',
        headerName: t('fields.avatar'),
        // the pictures speak for themselves; the name stays for the columns menu
        hideHeader: true,
        width: 64,
        sortable: false,
        hideable: true,
        renderCell: ({ row }) => (
          <UserAvatar src={row.avatar_list?.medium ?? row.avatar} name={row.full_name ?? row.username} size={32} />
        ),
      },
      {
        field: 'username',
        headerName: t('fields.username'),
        minWidth: 150,
        flex: 0.7,
        renderCell: ({ row }) => (
          <Typography sx={{ fontWeight: 600, fontSize: 13.5 }} noWrap>
            {row.username}
          </Typography>
        ),
      },
      {
        field: 'full_name',
        headerName: t('fields.fullName'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_v, row) => row.full_name || t('users.list.noName'),
      },
      { field: 'email', headerName: t('fields.email'), minWidth: 170, flex: 1.1 },
      {
        field: 'roles',
        headerName: t('fields.roles'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) =>
          row.roles.length ? (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', py: 0.5 }}>
              {row.roles.map((role) => (
                <Chip
                  key={role.id}
                  size="small"
                  label={role.display_name || role.name}
                  color="primary"
                  variant="outlined"
                />
              ))}
            </Box>
          ) : (
            <Typography color="text.disabled">{t('layout.sidebar.noRole')}</Typography>
          ),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <StatusSwitch user={row} canChange={canStatus} />,
      },
      {
        field: 'last_login_at',
        headerName: t('fields.lastLogin'),
        width: 165,
        valueFormatter: (value: string | null) => (value ? formatDateTime(value) : EMPTY),
      },
      {
        field: 'created_at',
        headerName: t('fields.createdAt'),
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
    ];
    if (canUpdate) {
      cols.push(
        rowActionsColumn(
          t('fields.actions'),
          88,
          (row) => (
            <>
              <LazyTooltip title={t('actions.edit')}>
                <IconButton
                  size="small"
                  component={Link}
                  to={href('users.edit', { id: row.id })}
                  aria-label={t('actions.edit')}
                  data-testid={`user-edit-${row.id}`}
                >
                  <EditRounded fontSize="small" />
                </IconButton>
              </LazyTooltip>
              <RowAction
                title={t('users.resetPassword.action')}
                icon={<LockResetRounded fontSize="small" />}
                testId={`user-reset-${row.id}`}
                onClick={() => void resetPassword(row).catch(() => undefined)}
              />
            </>
          ),
          { hideable: false },
        ),
      );
    }
    return cols;
    // the column headers follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, canUpdate, canStatus]);

  return [
    columns,
    <TemporaryPasswordDialog
      username={temporary?.username ?? ''}
      password={temporary?.password ?? null}
      onClose={() => setTemporary(null)}
    />,
  ];
}
