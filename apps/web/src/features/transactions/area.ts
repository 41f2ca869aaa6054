import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'transactions',
  screens: {
    list: {
      path: '/transactions',
      permission: 'transaction-index',
      lazy: () => import('./routes/transactions-list.tsx'),
      menu: {
        group: 'transactions',
        key: 'transactions',
        order: 10,
        label: 'menu.entries.transactions',
        icon: ReceiptLongRounded,
      },
    },
    details: {
      path: '/transactions/transactions-details',
      permission: 'transaction-index',
      lazy: () => import('./routes/transaction-details.tsx'),
    },
    byId: {
      path: '/transactions/:id',
      permission: 'transaction-index',
      lazy: () => import('./routes/transaction-redirect.tsx'),
    },
    viewDetail: {
      path: '/transactions/:id/view-detail',
      permission: 'transaction-index',
      lazy: () => import('./routes/transaction-redirect.tsx'),
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    transactions: typeof area;
  }
}
