import type { StoreStatus } from '@admin/contract';
import { StatusTag } from '../../../components/columns/row-parts.tsx';
import { useTranslation } from 'react-i18next';

export function StoreStatusChip({ status }: { status: StoreStatus }) {
  const { t } = useTranslation();
  return (
    <StatusTag
      color={status === 'active' ? 'success' : 'error'}
      outlined={status !== 'active'}
      label={t(`stores.status.${status}`)}
    />
  );
}
