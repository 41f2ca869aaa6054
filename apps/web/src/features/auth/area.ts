import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'auth',
  screens: {
    login: { path: '/login', permission: null, lazy: () => import('./routes/login.tsx'), layout: 'blank' },
    changePassword: {
      path: '/login/change-password',
      permission: null,
      lazy: () => import('./routes/change-password.tsx'),
      layout: 'blank',
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    auth: typeof area;
  }
}
