import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'users',
  screens: {
    list: {
      path: '/user-managers',
      permission: 'users-index',
      lazy: () => import('./routes/users-list.tsx'),
      menu: {
        group: 'admin-users',
        key: 'users',
        order: 10,
        label: 'users.menu.users',
        icon: AdminPanelSettingsRounded,
      },
    },
    create: {
      path: '/user-managers/create',
      permission: 'users-create',
      lazy: () => import('./routes/user-create.tsx'),
      title: 'users.create.title',
    },
    editWithoutId: { path: '/user-managers/edit', permission: null, redirectTo: 'list' },
    edit: { path: '/user-managers/:id/edit', permission: 'users-update', lazy: () => import('./routes/user-edit.tsx') },
  },
  search: { screen: 'list', load: () => import('./search.ts') },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    users: typeof area;
  }
}
