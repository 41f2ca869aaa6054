import AdsClickRounded from '@mui/icons-material/AdsClickRounded';
import { defineArea, type MenuItem, screen } from '../../lib/areas.ts';

const menu = (key: string, order: number): MenuItem => ({ group: 'ads', key, order, label: `menu.entries.${key}` });

/** Ads and promotions: statistics, store wallets, cash and Alepay top-ups, product ads, settings. */
export const area = defineArea({
  key: 'ads',
  screens: {
    overview: screen('/promo-overview', 'statistics-index', () => import('./routes/promo-overview.tsx'), {
      menu: { ...menu('promo-overview', 10), icon: AdsClickRounded },
    }),
    accounts: screen('/promo-accounts', 'wallets-index', () => import('./routes/promo-accounts.tsx'), {
      menu: menu('promo-accounts', 20),
    }),
    account: screen('/promo-accounts/:id/edit', 'wallets-index', () => import('./routes/promo-account.tsx')),
    cashes: screen('/promo-cashes', 'cash-orders-list', () => import('./routes/promo-cashes.tsx'), {
      menu: menu('promo-cashes', 30),
    }),
    alepay: screen('/promo-alepay', 'cash-orders-list', () => import('./routes/promo-alepay.tsx'), {
      menu: menu('promo-alepay', 40),
    }),
    products: screen('/promo-products', 'advertises-index', () => import('./routes/promo-products.tsx'), {
      menu: menu('promo-products', 50),
    }),
    settings: screen('/promo-settings', 'ads_settings-index', () => import('./routes/promo-settings.tsx'), {
      menu: menu('promo-settings', 60),
    }),
  },
});
