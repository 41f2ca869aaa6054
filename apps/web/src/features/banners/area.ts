import CampaignRounded from '@mui/icons-material/CampaignRounded';
import { crudArea, screen } from '../../lib/areas.ts';

export const area = crudArea('banners', {
  list: () => import('./routes/banners-list.tsx'),
  menu: { group: 'promotions', order: 10, icon: CampaignRounded },
  create: () => import('./routes/banner-create.tsx'),
  edit: () => import('./routes/banner-edit.tsx'),
  screens: {
    setting: screen('/banners/setting', 'banners-index', () => import('./routes/banner-setting.tsx'), {
      title: 'banners.setting.title',
    }),
  },
});
