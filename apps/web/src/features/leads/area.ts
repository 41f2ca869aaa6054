import ContactPhoneRounded from '@mui/icons-material/ContactPhoneRounded';
import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'leads',
  screens: {
    list: screen('/leads', 'leads-view', () => import('./routes/leads-list.tsx'), {
      menu: { group: 'leads', key: 'leads', order: 10, label: 'leads.menu.leads', icon: ContactPhoneRounded },
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    leads: typeof area;
  }
}
