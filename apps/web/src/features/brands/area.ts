import SellRounded from '@mui/icons-material/SellRounded';
import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'brands',
  screens: {
    list: screen('/brands', 'model-details-index', () => import('./routes/brands.tsx'), {
      menu: { group: 'brands', key: 'brands', order: 10, label: 'brands.menu.brands', icon: SellRounded },
    }),
    modelDetailCreate: screen(
      '/brands/models/model-details/create',
      'model-details-create',
      () => import('./routes/model-detail-create.tsx'),
      { title: 'brands.form.createTitle' },
    ),
    modelDetailEdit: screen(
      '/brands/models/model-details/:id/edit',
      'model-details-update',
      () => import('./routes/model-detail-edit.tsx'),
    ),
  },
});
