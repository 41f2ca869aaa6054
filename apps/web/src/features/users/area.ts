import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import { crudArea } from '../../lib/areas.ts';

export const area = crudArea('users', {
  path: '/user-managers',
  list: () => import('./routes/users-list.tsx'),
  menu: { group: 'admin-users', order: 10, icon: AdminPanelSettingsRounded },
  create: () => import('./routes/user-create.tsx'),
  edit: () => import('./routes/user-edit.tsx'),
  screens: {
    editWithoutId: { path: '/user-managers/edit', permission: null, redirectTo: 'list' },
  },
  search: { screen: 'list', load: () => import('./search.ts') },
});
