import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { roleOptionsQuery, userDetailQuery, useUpdateUser } from '../api.ts';
import { UserForm } from '../components/user-form.tsx';
import { parseId } from '../../../lib/route-params.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  requirePermission('users-update');
  const id = parseId(params);
  void queryClient.prefetchQuery(roleOptionsQuery());
  await queryClient.ensureQueryData(userDetailQuery(id));
  return null;
}

/** /user-managers/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const { data: user } = useSuspenseQuery(userDetailQuery(id));
  const roles = useQuery(roleOptionsQuery());
  const update = useUpdateUser(id);

  return (
    <>
      <PageHeader title={t('users.edit.title')} subtitle={user.full_name || user.username} />
      <UserForm
        key={user.id}
        user={user}
        roles={roles.data ?? []}
        onCancel={() => void navigate(href('users.list'))}
        onSubmit={async (values) => {
          if (values.mode !== 'edit') return;
          await update.mutateAsync({ body: values.body, avatar: values.avatar });
          showQuickMessage({ type: 'success', body: t('users.edit.done') });
          await navigate(href('users.list'));
        }}
      />
    </>
  );
}
