import HelpCenterRounded from '@mui/icons-material/HelpCenterRounded';
import { crudScreens, defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'faqs',
  screens: {
    ...crudScreens({
      path: '/faqs',
      permissions: 'faqs',
      i18n: 'faqs',
      list: {
        permission: 'faqs-index',
        lazy: () => import('./routes/faqs-list.tsx'),
        menu: { group: 'faqs', key: 'faqs', order: 10, label: 'faqs.menu.faqs', icon: HelpCenterRounded },
      },
      create: () => import('./routes/faq-create.tsx'),
      edit: () => import('./routes/faq-edit.tsx'),
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    faqs: typeof area;
  }
}
