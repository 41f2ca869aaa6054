import ContactPhoneRounded from '@mui/icons-material/ContactPhoneRounded';
import { listArea } from '../../lib/areas.ts';

export const area = listArea('leads', () => import('./routes/leads-list.tsx'), {
  order: 10,
  icon: ContactPhoneRounded,
});
