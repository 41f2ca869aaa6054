import AdsClickRounded from '@mui/icons-material/AdsClickRounded';
import { defineArea, type MenuItem } from '../../lib/areas.ts';

const menu = (key: string, order: number): MenuItem => ({ group: 'ads', key, order, label: `menu.entries.${key}` });

/** Ads and promotions: statistics, store wallets, cash and Alepay top-ups, product ads, settings. */
export const area = defineArea({
  key: 'ads',
  screens: {
    overview: {
      path: '/promo-overview',
      permission: 'statistics-index',
      lazy: () => import('./routes/promo-overview.tsx'),
      menu: { ...menu('promo-overview', 10), icon: AdsClickRounded },
    },
    accounts: {
      path: '/promo-accounts',
      permission: 'wallets-index',
      lazy: () => import('./routes/promo-accounts.tsx'),
      menu: menu('promo-accounts', 20),
    },
    account: {
      path: '/promo-accounts/:id/edit',
      permission: 'wallets-index',
      lazy: () => import('./routes/promo-account.tsx'),
    },
    cashes: {
      path: '/promo-cashes',
      permission: 'cash-orders-list',
      lazy: () => import('./routes/promo-cashes.tsx'),
      menu: menu('promo-cashes', 30),
    },
    alepay: {
      path: '/promo-alepay',
      permission: 'cash-orders-list',
      lazy: () => import('./routes/promo-alepay.tsx'),
      menu: menu('promo-alepay', 40),
    },
    products: {
      path: '/promo-products',
      permission: 'advertises-index',
      lazy: () => import('./routes/promo-products.tsx'),
      menu: menu('promo-products', 50),
    },
    settings: {
      path: '/promo-settings',
      permission: 'ads_settings-index',
      lazy: () => import('./routes/promo-settings.tsx'),
      menu: menu('promo-settings', 60),
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    ads: typeof area;
  }
}
