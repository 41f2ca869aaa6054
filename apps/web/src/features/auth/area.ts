import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'auth',
  screens: {
    login: { path: '/login', permission: null, lazy: () => import('./routes/login.tsx'), layout: 'blank' },
    changePassword: screen('/login/change-password', null, () => import('./routes/change-password.tsx'), {
      layout: 'blank',
    }),
  },
});
