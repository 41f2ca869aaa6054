import { hasPermission } from '@admin/contract/permissions';
import Card from '@mui/material/Card';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HeaderAction } from '../../../components/header-action.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { managers } from '../api.ts';
import { ManagersTable } from '../components/managers-table.tsx';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';

const InviteDialog = lazyDialog(() => import('../components/invite-dialog.tsx').then((m) => m.InviteDialog));

export const loader = managers.listLoader;

/** /managers: the Admin page, invitations of new admins. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const search = managers.urlState.parse(params);
  const list = useQuery(managers.listQuery(search));
  const [inviting, setInviting] = useState(false);
  const canInvite = hasPermission(me.role_has_permission, 'users-create');

  return (
    <>
      <PageHeader
        title={t('managers.list.title')}
        subtitle={t('managers.list.subtitle')}
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
          onPageChange={(page) => setParams(page > 1 ? { page: String(page) } : {})}
        />
      </Card>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
