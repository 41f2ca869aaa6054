import type { SalesStatus } from '@admin/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SalesStatus, 'success' | 'warning' | 'error' | 'default' | 'info' | 'primary' | 'secondary'> = {
  ing: 'success',
  'in review': 'warning',
  blocked: 'error',
  done: 'primary',
  delete: 'default',
  pending: 'info',
  locked: 'secondary',
  stop: 'default',
};

/** A sales status as a coloured chip, named in the interface language. */
export function ProductStatusChip({ status }: { status: SalesStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'delete' || status === 'stop' ? 'outlined' : 'filled'}
      label={t(`products.status.${status.replace(' ', '_')}`)}
      data-status={status}
    />
  );
}
