import {
  TRANSACTION_DATE_FIELDS,
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  hasPermission,
} from '@admin/contract';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datesFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { transactions, useMultiStatus } from '../api.ts';
import { useTransactionColumns } from '../components/transaction-columns.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

const StatusDialog = lazyDialog(() => import('../components/status-dialog.tsx').then((m) => m.StatusDialog));

/** /transactions: every sale, filtered and searched (without diacritics); several move status together. */
export function Component() {
  const { t } = useTranslation();
  const canStatus = hasPermission(useCurrentUser().role_has_permission, 'transaction-status');
  const [selected, setSelected] = useState<(number | string)[]>([]);
  const [dialog, setDialog] = useState(false);
  const multi = useMultiStatus();
  return (
    <ListScreen
      resource={transactions}
      texts="transactions.list"
      exportPath="/v2/transactions/export"
      actions={
        <HeaderAction
          show={canStatus}
          onClick={() => setDialog(true)}
          icon={<SwapHorizRounded />}
          disabled={selected.length === 0}
          testId="transactions-change-status"
          label={t('transactions.list.changeStatus', { count: selected.length })}
        />
      }
      columns={useTransactionColumns()}
      sort={{ fields: TRANSACTION_SORTS }}
      rowHeight={56}
      selection={canStatus ? { selected, onChange: setSelected } : undefined}
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
    >
      <StatusDialog
        open={dialog}
        count={selected.length}
        onClose={() => setDialog(false)}
        onSubmit={async (status, reason) => {
          await multi.mutateAsync({ ids: selected.map(Number), status, reason });
          showQuickMessage({ type: 'success', body: t('transactions.list.changed', { count: selected.length }) });
          setSelected([]);
        }}
      />
    </ListScreen>
  );
}
