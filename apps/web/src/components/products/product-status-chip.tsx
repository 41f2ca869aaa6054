import type { SalesStatus } from '@admin/contract';
import { StatusTag } from '../columns/row-parts.tsx';
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

/** A sales status as a coloured tag, named in the interface language. */
export function ProductStatusChip({ status }: { status: SalesStatus }) {
  const { t } = useTranslation();
  return (
    <StatusTag
      color={COLORS[status]}
      outlined={status === 'delete' || status === 'stop'}
      label={t(`products.status.${status.replace(' ', '_')}`)}
      status={status}
    />
  );
}
