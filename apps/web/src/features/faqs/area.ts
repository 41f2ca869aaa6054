import HelpCenterRounded from '@mui/icons-material/HelpCenterRounded';
import { crudArea } from '../../lib/areas.ts';

export const area = crudArea('faqs', {
  list: () => import('./routes/faqs-list.tsx'),
  menu: { group: 'faqs', order: 10, icon: HelpCenterRounded },
  create: () => import('./routes/faq-create.tsx'),
  edit: () => import('./routes/faq-edit.tsx'),
});
