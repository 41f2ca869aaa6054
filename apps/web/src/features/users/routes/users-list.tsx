import { USER_SORTS, USER_STATUSES } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { roleOptionsQuery, users } from '../api.ts';
import { useUsersColumns } from '../components/users-columns.tsx';

export const loader = users.listLoaderWith(roleOptionsQuery);

/** /user-managers: the admin users list. */
export function Component() {
  const { t } = useTranslation();
  const roles = useQuery(roleOptionsQuery());
  const [columns, dialog] = useUsersColumns(useCurrentUser());
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.display_name || role.name }));

  return (
    <ListScreen
      resource={users}
      texts="users.list"
      create={{ screen: 'users.create', testId: 'user-create' }}
      columns={columns}
      sort={{ fields: USER_SORTS, firstOrder: 'asc' }}
      columnsTestId="users-columns"
      // a user with several roles gets a taller row: every role chip shows whole
      getRowHeight={(row) => (row.roles.length > 1 ? 'auto' : 52)}
      filters={[
        {
          type: 'search',
          key: 'q',
          placeholder: t('users.list.searchPlaceholder'),
          testId: 'users-search',
          width: 300,
        },
        {
          type: 'select',
          key: 'role_id',
          label: t('fields.role'),
          options: roleOptions,
          testId: 'users-role-filter',
          width: 190,
          all: t('users.list.allRoles'),
        },
        {
          type: 'select',
          key: 'status',
          label: t('fields.status'),
          values: USER_STATUSES,
          labels: 'users.status',
          testId: 'users-status-filter',
          width: 160,
          all: t('users.list.allStatuses'),
        },
        { type: 'clear', keys: ['q', 'role_id', 'status'] },
      ]}
    >
      {dialog}
    </ListScreen>
  );
}
