import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { roleOptionsQuery, useCreateUser } from '../api.ts';
import { UserForm } from '../components/user-form.tsx';

export function loader() {
  requirePermission('users-create');
  void queryClient.prefetchQuery(roleOptionsQuery());
  return null;
}

/** /user-managers/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useQuery(roleOptionsQuery());
  const create = useCreateUser();

  return (
    <>
      <PageHeader title={t('users.create.title')} subtitle={t('users.create.subtitle')} />
      <UserForm
        roles={roles.data ?? []}
        onCancel={() => void navigate(href('users.list'))}
        onSubmit={async (values) => {
          if (values.mode !== 'create') return;
          await create.mutateAsync({ body: values.body, avatar: values.avatar });
          showQuickMessage({ type: 'success', body: t('users.create.done') });
          await navigate(href('users.list'));
        }}
      />
    </>
  );
}
