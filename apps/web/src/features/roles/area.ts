import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'roles',
  screens: {
    rolePermission: screen('/role-permission', null, () => import('./routes/role-permission.tsx'), {
      menu: { group: 'admin-users', key: 'role-permission', order: 30, label: 'menu.entries.role-permission' },
    }),
  },
});
