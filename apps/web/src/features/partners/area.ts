import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'partners',
  screens: {
    list: {
      path: '/partners',
      permission: 'partners-view',
      lazy: () => import('./routes/partners-list.tsx'),
      menu: { group: 'partners', key: 'partners', order: 10, label: 'partners.menu.partners', icon: HandshakeRounded },
    },
    create: {
      path: '/partners/create',
      permission: 'partners-create',
      lazy: () => import('./routes/partner-create.tsx'),
      title: 'partners.create.title',
    },
    edit: {
      path: '/partners/:id/edit',
      permission: 'partners-update',
      lazy: () => import('./routes/partner-edit.tsx'),
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    partners: typeof area;
  }
}
