import {
  TRANSACTION_DATE_FIELDS,
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type Transaction,
  canMoveTransaction,
  codeOf,
  hasPermission,
} from '@admin/contract';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../../../components/lists/bulk.tsx';
import { datesFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { href } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { transactions } from '../api.ts';
import { useTransactionColumns } from '../components/transaction-columns.tsx';

/** /transactions: every sale, filtered and searched (without diacritics); several move status together. */
export function Component() {
  const { t } = useTranslation();
  const canStatus = hasPermission(useCurrentUser().role_has_permission, 'transaction-status');
  // one action per target status, offered when every chosen sale may move there (TRANSACTION_TRANSITIONS)
  const moves: BulkAction<Transaction>[] = canStatus
    ? TRANSACTION_STATUSES.filter((s) => s !== 'new').map((status) => ({
        key: status,
        label: t(`transactions.moves.${status}`),
        validFor: (row) => canMoveTransaction(row.status, status),
        confirm: status !== 'cancelled',
        danger: status === 'cancelled',
        reason: status === 'cancelled' ? { label: t('transactions.statusDialog.reason'), required: true } : undefined,
        path: '/transactions/bulk/status',
        fields: (reason) => ({ status, reason }),
      }))
    : [];
  return (
    <ListScreen
      resource={transactions}
      texts="transactions.list"
      exportPath="/v2/transactions/export"
      columns={useTransactionColumns()}
      sort={{ fields: TRANSACTION_SORTS }}
      rowHeight={56}
      bulk={{
        actions: moves,
        refresh: [transactions.keys.all],
        label: (row) => codeOf('TX', row.id),
        link: (id) => href('transactions.byId', { id }),
      }}
      filters={[
        { type: 'search', key: 'q', width: 260 },
        valuesFilter(
          'type',
          t('transactions.fields.type'),
          TRANSACTION_TYPES,
          'transactions.type',
          'transactions-type-filter',
          140,
        ),
        valuesFilter(
          'status',
          t('transactions.fields.status'),
          TRANSACTION_STATUSES,
          'transactions.status',
          'transactions-status-filter',
          150,
        ),
        {
          type: 'select',
          key: 'paperwork_status',
          label: t('transactions.list.paperwork'),
          options: (['waiting', 'approved', 'rejected'] as const).map((v) => ({
            value: v,
            label: t(`transactions.paperwork.status.${v}`),
          })),
          testId: 'transactions-paperwork-filter',
          width: 170,
        },
        {
          // the days, behind a button: the filters keep to one row at 1366 px
          type: 'more',
          testId: 'transactions-more-filters',
          filters: [
            valuesFilter(
              'date_field',
              t('transactions.list.dateField'),
              TRANSACTION_DATE_FIELDS,
              'transactions.list.dateFields',
              'transactions-date-field-filter',
              130,
            ),
            datesFilter(t('transactions.list.from'), t('transactions.list.to')),
          ],
        },
      ]}
    />
  );
}
