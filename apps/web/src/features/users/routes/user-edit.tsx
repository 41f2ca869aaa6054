import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEditScreen } from '../../../components/forms/form-screen.tsx';
import { RecordEditFrame } from '../../../components/forms/record-edit.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { editLoader } from '../../../lib/crud.ts';
import { roleOptionsQuery, users, useUpdateUser } from '../api.ts';
import { UserForm } from '../components/user-form.tsx';

export const loader = editLoader(users.detail, roleOptionsQuery);

/** /user-managers/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const roles = useQuery(roleOptionsQuery());
  const {
    item: user,
    submit,
    cancel,
    edit,
  } = useEditScreen({ detail: users.detail, useSave: useUpdateUser }, href('users.list'), {
    message: t('users.edit.done'),
  });
  return (
    <>
      <PageHeader title={t('users.edit.title')} subtitle={user.full_name || user.username} />
      <RecordEditFrame edit={edit}>
        <UserForm
          key={user.id}
          user={user}
          roles={roles.data ?? []}
          onCancel={cancel}
          onSubmit={async (values) => {
            if (values.mode === 'edit') await submit({ body: values.body, avatar: values.avatar });
          }}
        />
      </RecordEditFrame>
    </>
  );
}
