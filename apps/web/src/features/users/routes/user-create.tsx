import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveAndReturn } from '../../../components/forms/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { createLoader } from '../../../lib/crud.ts';
import { roleOptionsQuery, useCreateUser } from '../api.ts';
import { UserForm } from '../components/user-form.tsx';

export const loader = createLoader(roleOptionsQuery);

/** /user-managers/create */
export function Component() {
  const { t } = useTranslation();
  const roles = useQuery(roleOptionsQuery());
  const { submit, cancel } = useSaveAndReturn(useCreateUser(), href('users.list'), {
    message: t('users.create.done'),
  });
  return (
    <>
      <PageHeader title={t('users.create.title')} subtitle={t('users.create.subtitle')} />
      <UserForm
        roles={roles.data ?? []}
        onCancel={cancel}
        onSubmit={async ({ mode, body, avatar }) => {
          if (mode === 'create') await submit({ body, avatar });
        }}
      />
    </>
  );
}
