import SellRounded from '@mui/icons-material/SellRounded';
import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'brands',
  screens: {
    list: {
      path: '/brands',
      permission: 'model-details-index',
      lazy: () => import('./routes/brands.tsx'),
      menu: { group: 'brands', key: 'brands', order: 10, label: 'brands.menu.brands', icon: SellRounded },
    },
    modelDetailCreate: {
      path: '/brands/models/model-details/create',
      permission: 'model-details-create',
      lazy: () => import('./routes/model-detail-create.tsx'),
      title: 'brands.form.createTitle',
    },
    modelDetailEdit: {
      path: '/brands/models/model-details/:id/edit',
      permission: 'model-details-update',
      lazy: () => import('./routes/model-detail-edit.tsx'),
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    brands: typeof area;
  }
}
