import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'stores',
  screens: {
    list: screen('/stores', 'stores-index', () => import('./routes/stores-list.tsx'), {
      menu: { group: 'stores', key: 'stores', order: 10, label: 'stores.menu.stores', icon: StorefrontRounded },
    }),
    detail: { path: '/stores/:id', permission: 'stores-index', lazy: () => import('./routes/store-detail.tsx') },
  },
  search: { screen: 'list', load: () => import('./search.ts') },
});
