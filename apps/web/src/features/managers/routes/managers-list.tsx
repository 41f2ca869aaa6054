import { hasPermission } from '@admin/contract/permissions';
import Card from '@mui/material/Card';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from '../../../components/header-action.tsx';
import { ListHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { managers } from '../api.ts';
import { ManagersTable } from '../components/managers-table.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

const InviteDialog = lazyDialog(() => import('../components/invite-dialog.tsx').then((m) => m.InviteDialog));

export const loader = managers.listLoader;

/** /managers: the Admin page, invitations of new admins. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { search, onSearch, list } = managers.useList();
  const [inviting, setInviting] = useState(false);
  const canInvite = hasPermission(me.role_has_permission, 'users-create');

  return (
    <>
      <ListHeader
        texts="managers.list"
        actions={
          <HeaderAction
            show={canInvite}
            onClick={() => setInviting(true)}
            icon={<PersonAddAlt1Rounded />}
            testId="manager-invite"
            label={t('managers.invite.action')}
          />
        }
      />
      <Card sx={{ height: 'calc(100vh - 240px)', minHeight: 420 }}>
        <ManagersTable
          result={list.data}
          loading={list.isFetching}
          page={search.page}
          canRevoke={canInvite}
          onPageChange={(page) => onSearch({ page })}
        />
      </Card>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
