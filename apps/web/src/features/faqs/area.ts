import HelpCenterRounded from '@mui/icons-material/HelpCenterRounded';
import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'faqs',
  screens: {
    list: {
      path: '/faqs',
      permission: 'faqs-index',
      lazy: () => import('./routes/faqs-list.tsx'),
      menu: { group: 'faqs', key: 'faqs', order: 10, label: 'faqs.menu.faqs', icon: HelpCenterRounded },
    },
    create: {
      path: '/faqs/create',
      permission: 'faqs-create',
      lazy: () => import('./routes/faq-create.tsx'),
      title: 'faqs.create.title',
    },
    edit: { path: '/faqs/:id/edit', permission: 'faqs-update', lazy: () => import('./routes/faq-edit.tsx') },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    faqs: typeof area;
  }
}
