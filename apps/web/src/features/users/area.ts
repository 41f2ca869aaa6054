import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import { crudScreens, defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'users',
  screens: {
    ...crudScreens({
      path: '/user-managers',
      permissions: 'users',
      i18n: 'users',
      list: {
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
      create: () => import('./routes/user-create.tsx'),
      edit: () => import('./routes/user-edit.tsx'),
    }),
    editWithoutId: { path: '/user-managers/edit', permission: null, redirectTo: 'list' },
  },
  search: { screen: 'list', load: () => import('./search.ts') },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    users: typeof area;
  }
}
