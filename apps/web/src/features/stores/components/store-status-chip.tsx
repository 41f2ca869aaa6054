import type { StoreStatus } from '@admin/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function StoreStatusChip({ status }: { status: StoreStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'error'}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={t(`stores.status.${status}`)}
    />
  );
}
