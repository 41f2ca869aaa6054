import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import { crudArea } from '../../lib/areas.ts';

export const area = crudArea('partners', {
  list: () => import('./routes/partners-list.tsx'),
  menu: { group: 'partners', order: 10, icon: HandshakeRounded },
  create: () => import('./routes/partner-create.tsx'),
  edit: () => import('./routes/partner-edit.tsx'),
});
