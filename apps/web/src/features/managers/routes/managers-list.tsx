import { hasPermission } from '@admin/contract/permissions';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from '../../../components/header-action.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { managers } from '../api.ts';
import { useManagersColumns } from '../components/managers-columns.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

const InviteDialog = lazyDialog(() => import('../components/invite-dialog.tsx').then((m) => m.InviteDialog));

export const loader = managers.listLoader;

/** /managers: the Admin page, invitations of new admins. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [inviting, setInviting] = useState(false);
  const canInvite = hasPermission(me.role_has_permission, 'users-create');

  return (
    <ListScreen
      resource={managers}
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
      columns={useManagersColumns(canInvite)}
    >
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </ListScreen>
  );
}
