import Card from '@mui/material/Card';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from '../../../components/header-action.tsx';
import { ListHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { roleOptionsQuery, users } from '../api.ts';
import { UsersTable } from '../components/users-table.tsx';

export const loader = users.listLoaderWith(roleOptionsQuery);

/** /user-managers: the admin users list. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { search, onSearch: onSearchChange, list } = users.useList();
  const roles = useQuery(roleOptionsQuery());

  return (
    <>
      <ListHeader
        texts="users.list"
        count={list.data?.total ?? 0}
        actions={<HeaderAction screen="users.create" testId="user-create" label={t('users.list.create')} />}
      />
      <Card sx={{ height: 'calc(100vh - 240px)', minHeight: 480 }}>
        <UsersTable
          me={me}
          search={search}
          result={list.data}
          loading={list.isFetching}
          roles={roles.data ?? []}
          onSearchChange={onSearchChange}
        />
      </Card>
    </>
  );
}
