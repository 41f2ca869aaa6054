import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import { crudScreens, defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'partners',
  screens: {
    ...crudScreens({
      path: '/partners',
      permissions: 'partners',
      i18n: 'partners',
      list: {
        permission: 'partners-view',
        lazy: () => import('./routes/partners-list.tsx'),
        menu: {
          group: 'partners',
          key: 'partners',
          order: 10,
          label: 'partners.menu.partners',
          icon: HandshakeRounded,
        },
      },
      create: () => import('./routes/partner-create.tsx'),
      edit: () => import('./routes/partner-edit.tsx'),
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    partners: typeof area;
  }
}
