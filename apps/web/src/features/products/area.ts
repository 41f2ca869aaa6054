import TwoWheelerRounded from '@mui/icons-material/TwoWheelerRounded';
import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'products',
  screens: {
    list: screen('/products', 'products-list', () => import('./routes/products-list.tsx'), {
      loader: () => import('./api.ts').then((m) => m.productsListLoader),
      menu: { group: 'products', key: 'products', order: 20, label: 'products.menu.products' },
    }),
    register: screen('/products/register', 'products-store', () => import('./routes/product-register.tsx'), {
      menu: {
        group: 'products',
        key: 'products-register',
        order: 10,
        label: 'products.menu.products-register',
        icon: TwoWheelerRounded,
      },
    }),
    preview: screen('/products/:id/preview', 'products-list', () => import('./routes/product-preview.tsx')),
  },
  search: { screen: 'list', load: () => import('./search.ts') },
});
