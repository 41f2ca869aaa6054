import CampaignRounded from '@mui/icons-material/CampaignRounded';
import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'banners',
  screens: {
    list: {
      path: '/banners',
      permission: 'banners-index',
      lazy: () => import('./routes/banners-list.tsx'),
      menu: { group: 'promotions', key: 'banners', order: 10, label: 'banners.menu.banners', icon: CampaignRounded },
    },
    create: {
      path: '/banners/create',
      permission: 'banners-create',
      lazy: () => import('./routes/banner-create.tsx'),
      title: 'banners.create.title',
    },
    setting: {
      path: '/banners/setting',
      permission: 'banners-index',
      lazy: () => import('./routes/banner-setting.tsx'),
      title: 'banners.setting.title',
    },
    edit: { path: '/banners/:id/edit', permission: 'banners-update', lazy: () => import('./routes/banner-edit.tsx') },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    banners: typeof area;
  }
}
