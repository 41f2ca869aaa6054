import CampaignRounded from '@mui/icons-material/CampaignRounded';
import { crudScreens, defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'banners',
  screens: {
    ...crudScreens({
      path: '/banners',
      permissions: 'banners',
      i18n: 'banners',
      list: {
        permission: 'banners-index',
        lazy: () => import('./routes/banners-list.tsx'),
        menu: { group: 'promotions', key: 'banners', order: 10, label: 'banners.menu.banners', icon: CampaignRounded },
      },
      create: () => import('./routes/banner-create.tsx'),
      edit: () => import('./routes/banner-edit.tsx'),
    }),
    setting: screen('/banners/setting', 'banners-index', () => import('./routes/banner-setting.tsx'), {
      title: 'banners.setting.title',
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    banners: typeof area;
  }
}
