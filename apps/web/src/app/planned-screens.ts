import AdsClickRounded from '@mui/icons-material/AdsClickRounded';
import { defineArea, type MenuItem } from '../lib/areas.ts';

const ads = (key: string, order: number): MenuItem => ({ group: 'ads', key, order, label: `menu.entries.${key}` });

/**
 * Sidebar entries whose screens are not built yet (spec section 2): they open the 404 page. Each
 * leaves this list when its area declares the screen.
 */
export const planned = defineArea({
  key: 'planned',
  screens: {
    promoOverview: {
      path: '/promo-overview',
      permission: 'statistics-index',
      menu: { ...ads('promo-overview', 10), icon: AdsClickRounded },
    },
    promoAccounts: { path: '/promo-accounts', permission: 'wallets-index', menu: ads('promo-accounts', 20) },
    promoCashes: { path: '/promo-cashes', permission: 'cash-orders-list', menu: ads('promo-cashes', 30) },
    promoAlepay: { path: '/promo-alepay', permission: 'cash-orders-list', menu: ads('promo-alepay', 40) },
    promoProducts: { path: '/promo-products', permission: 'advertises-index', menu: ads('promo-products', 50) },
    promoSettings: { path: '/promo-settings', permission: 'ads_settings-index', menu: ads('promo-settings', 60) },
  },
});
