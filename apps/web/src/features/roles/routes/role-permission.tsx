import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HeaderAction } from '../../../components/header-action.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { permissionsQuery, rolesListQuery } from '../api.ts';
import { PermissionEditor } from '../components/permission-editor.tsx';
import { RolesList } from '../components/roles-list.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

const CreateRoleDialog = lazyDialog(() =>
  import('../components/create-role-dialog.tsx').then((m) => m.CreateRoleDialog),
);

export function loader() {
  void queryClient.prefetchQuery(rolesListQuery());
  void queryClient.prefetchQuery(permissionsQuery());
  return null;
}

/** /role-permission: roles on the left, the selected role's permissions on the right. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const canEdit = me.role_has_permission === 1;
  const [params, setParams] = useSearchParams();
  const roles = useQuery(rolesListQuery());
  const permissions = useQuery(permissionsQuery());
  const [creating, setCreating] = useState(false);

  const list = roles.data ?? [];
  const requested = Number(params.get('role')) || null;
  const selected = list.find((r) => r.id === requested) ?? list[0] ?? null;
  const select = (id: number | null) => setParams(id ? { role: String(id) } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title={t('roles.page.title')}
        subtitle={t(canEdit ? 'roles.page.subtitle' : 'roles.page.subtitleReadOnly')}
        actions={
          <HeaderAction
            show={canEdit}
            onClick={() => setCreating(true)}
            testId="role-create"
            label={t('roles.create.action')}
          />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
          alignItems: 'start',
        }}
      >
        <Card>
          <Typography variant="subtitle2" sx={{ px: 2, py: 1.5 }}>
            {t('roles.list.title', { count: list.length })}
          </Typography>
          <Divider />
          {roles.isPending ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={28} />
            </Box>
          ) : (
            <RolesList roles={list} selectedId={selected?.id ?? null} onSelect={select} />
          )}
        </Card>
        <Card sx={{ minHeight: 420 }}>
          {selected && permissions.data ? (
            <PermissionEditor
              key={`${selected.id}-${roles.dataUpdatedAt}`}
              role={selected}
              permissions={permissions.data}
              canEdit={canEdit}
              onDeleted={() => select(null)}
            />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 8, color: 'text.secondary' }}>
              {roles.isPending || permissions.isPending ? <CircularProgress size={28} /> : t('roles.editor.none')}
            </Box>
          )}
        </Card>
      </Box>
      <CreateRoleDialog open={creating} onClose={() => setCreating(false)} onCreated={(role) => select(role.id)} />
    </>
  );
}
