import { MENU, type Permission, type Role } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, showQuickMessage } from '../../../lib/feedback.ts';
import { useDeleteRole, useUpdateRole } from '../api.ts';
import { permissionLabel } from './permission-label.ts';

const GROUP_ORDER: string[] = [...MENU.map((g) => g.key), 'other'];

function groupPermissions(permissions: Permission[]) {
  const groups = new Map<string, Permission[]>();
  for (const p of permissions) {
    const list = groups.get(p.group) ?? [];
    list.push(p);
    groups.set(p.group, list);
  }
  return [...groups.entries()].sort(
    ([a], [b]) => (GROUP_ORDER.indexOf(a) + 1 || 99) - (GROUP_ORDER.indexOf(b) + 1 || 99),
  );
}

/** The selected role's permissions grouped like the sidebar, with a select-all per group. */
export function PermissionEditor({
  role,
  permissions,
  canEdit,
  onDeleted,
}: {
  role: Role;
  permissions: Permission[];
  canEdit: boolean;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(role.permissions.map((p) => p.id)));
  const update = useUpdateRole();
  const remove = useDeleteRole();
  const groups = useMemo(() => groupPermissions(permissions), [permissions]);
  const fullAccess = role.role_has_permission === 1;
  const initial = useMemo(() => new Set(role.permissions.map((p) => p.id)), [role.permissions]);
  const dirty = selected.size !== initial.size || [...selected].some((id) => !initial.has(id));

  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });

  const save = async () => {
    try {
      await update.mutateAsync({
        id: role.id,
        body: { name: role.name, display_name: role.display_name || undefined, permissions: [...selected] },
      });
      showQuickMessage({ type: 'success', body: t('roles.editor.saved') });
    } catch {
      // the alert dialog already tells why
    }
  };

  const deleteRole = async () => {
    const ok = await confirm({
      title: t('roles.delete.confirmTitle', { name: role.display_name || role.name }),
      message: t('roles.delete.confirmMessage'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(role.id);
      showQuickMessage({ type: 'delete', body: t('roles.delete.done') });
      onDeleted();
    } catch {
      // 409 (role in use) and other failures are shown by the alert dialog
    }
  };

  return (
    <Box data-testid="permission-editor" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {role.display_name || role.name}
            </Typography>
            {fullAccess && (
              <Chip
                size="small"
                color="secondary"
                icon={<VerifiedRounded />}
                label={t('roles.fullAccess')}
                // white on the brand orange is too faint for small text: the darker shade
                sx={{ bgcolor: 'secondary.dark' }}
              />
            )}
          </Box>
          <Typography color="text.secondary" sx={{ fontSize: 12.5 }}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {role.name}
            </Box>
            {' · '}
            {t('roles.list.usersCount', { count: role.users_count })}
            {!fullAccess &&
              ` · ${t('roles.editor.selectedCount', { count: selected.size, total: permissions.length })}`}
          </Typography>
        </Box>
        {canEdit && !fullAccess && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => void deleteRole()}
              loading={remove.isPending}
              data-testid="role-delete"
            >
              {t('actions.delete')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SaveRounded />}
              onClick={() => void save()}
              disabled={!dirty}
              loading={update.isPending}
              data-testid="role-save"
            >
              {t('actions.save')}
            </Button>
          </Box>
        )}
      </Box>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }}>
        {fullAccess ? (
          <Alert severity="info" icon={<VerifiedRounded />} data-testid="role-full-access">
            <Typography sx={{ fontWeight: 600 }}>{t('roles.fullAccess')}</Typography>
            {t('roles.editor.fullAccessText')}
          </Alert>
        ) : (
          <>
            {!canEdit && (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="roles-read-only">
                {t('roles.editor.readOnly')}
              </Alert>
            )}
            <Box
              sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
            >
              {groups.map(([group, items]) => {
                const ids = items.map((p) => p.id);
                const count = ids.filter((id) => selected.has(id)).length;
                return (
                  <Paper key={group} variant="outlined" sx={{ p: 1.5 }} data-testid={`perm-group-${group}`}>
                    <FormControlLabel
                      label={
                        <Typography sx={{ fontWeight: 600 }}>
                          {t(group === 'other' ? 'roles.editor.otherGroup' : `menu.groups.${group}`)}
                          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 12 }}>
                            {count}/{ids.length}
                          </Typography>
                        </Typography>
                      }
                      control={
                        <Checkbox
                          size="small"
                          checked={count === ids.length}
                          indeterminate={count > 0 && count < ids.length}
                          disabled={!canEdit}
                          onChange={(e) => toggle(ids, e.target.checked)}
                          data-testid={`perm-group-all-${group}`}
                          slotProps={{ input: { 'aria-label': t('roles.editor.selectAll') } }}
                        />
                      }
                    />
                    <Divider sx={{ my: 0.5 }} />
                    <Box sx={{ display: 'flex', flexDirection: 'column', pl: 2.5 }}>
                      {items.map((p) => (
                        <FormControlLabel
                          key={p.id}
                          label={
                            <Box>
                              <Typography sx={{ fontSize: 13 }}>{permissionLabel(t, i18n, p)}</Typography>
                              <Typography sx={{ fontSize: 11, color: 'text.secondary', fontFamily: 'monospace' }}>
                                {p.name}
                              </Typography>
                            </Box>
                          }
                          control={
                            <Checkbox
                              size="small"
                              name={p.name}
                              checked={selected.has(p.id)}
                              disabled={!canEdit}
                              onChange={(e) => toggle([p.id], e.target.checked)}
                              data-testid={`perm-${p.name}`}
                            />
                          }
                          sx={{ my: 0.25 }}
                        />
                      ))}
                    </Box>
                  </Paper>
                );
              })}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
