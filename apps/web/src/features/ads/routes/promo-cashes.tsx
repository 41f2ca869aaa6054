import {
  CASH_ORDER_PLACES,
  CASH_ORDER_STATUSES,
  CASH_ORDER_TYPES,
  hasPermission,
  type CashOrder,
} from '@admin/contract';
import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowAction, rowActionsColumn } from '../../../components/columns/row-parts.tsx';
import { datesFilter, optionsFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { cashOrders, requestersQuery, useCashOrderNote } from '../api.ts';
import { statusFilter, storeTypeFilter, useCashOrderColumns } from '../components/ads-columns.tsx';
import type { Decision } from '../components/cash-order-dialogs.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

const CreateCashOrderDialog = lazyDialog(() =>
  import('../components/cash-order-dialogs.tsx').then((m) => m.CreateCashOrderDialog),
);
const DecideCashOrderDialog = lazyDialog(() =>
  import('../components/cash-order-dialogs.tsx').then((m) => m.DecideCashOrderDialog),
);
const NoteDialog = lazyDialog(() => import('../components/note-dialog.tsx').then((m) => m.NoteDialog));

export const loader = cashOrders.listLoaderWith(requestersQuery);

/**
 * /promo-cashes: money a store handed over (deposit) or takes back (withdrawal, held until
 * approved); someone other than the requester approves.
 */
export function Component() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const grants = user.role_has_permission;
  const canCreate = hasPermission(grants, 'cash-orders-create');
  const canDecide = hasPermission(grants, 'cash-orders-status');
  const requesters = useQuery(requestersQuery());
  const saveNote = useCashOrderNote();
  const [creating, setCreating] = useState(false);
  const [deciding, setDeciding] = useState<{ order: CashOrder; decision: Decision } | null>(null);
  const [noting, setNoting] = useState<CashOrder | null>(null);
  const c = (name: string) => t(`ads.cashes.${name}`);
  const columns = useCashOrderColumns(
    rowActionsColumn(c('actions'), 150, (row) => {
      const pending = row.status === 'pending';
      const mine = row.requester.id === user.id;
      return (
        <>
          {pending && canDecide && !mine && (
            <RowAction
              title={c('approve')}
              icon={<CheckCircleOutlineRounded fontSize="small" color="success" />}
              testId={`cash-order-approve-${row.id}`}
              onClick={() => setDeciding({ order: row, decision: 'approved' })}
            />
          )}
          {pending && canDecide && (
            <RowAction
              title={c('reject')}
              icon={<BlockRounded fontSize="small" color="error" />}
              testId={`cash-order-reject-${row.id}`}
              onClick={() => setDeciding({ order: row, decision: 'rejected' })}
            />
          )}
          {pending && mine && canDecide && (
            <RowAction
              title={c('cancel')}
              icon={<UndoRounded fontSize="small" />}
              testId={`cash-order-cancel-${row.id}`}
              onClick={() => setDeciding({ order: row, decision: 'cancelled' })}
            />
          )}
          {canCreate && (
            <RowAction
              title={c('editNote')}
              icon={<EditNoteRounded fontSize="small" />}
              testId={`cash-order-note-${row.id}`}
              onClick={() => setNoting(row)}
            />
          )}
        </>
      );
    }),
  );
  return (
    <ListScreen
      resource={cashOrders}
      texts="ads.cashes"
      columns={columns}
      rowHeight={60}
      actions={
        <HeaderAction
          show={canCreate}
          onClick={() => setCreating(true)}
          testId="cash-order-create"
          label={c('create')}
        />
      }
      filters={[
        { type: 'search', key: 'q', width: 230 },
        statusFilter(t, CASH_ORDER_STATUSES, 'ads.cashStatus', 'cash-orders-status-filter', 170),
        valuesFilter('type', t('ads.typeFilter'), CASH_ORDER_TYPES, 'ads.cashType', 'cash-orders-type-filter', 130),
        storeTypeFilter(t, 'cash-orders-store-type-filter', 170),
        optionsFilter(
          'requester_id',
          c('requester'),
          (requesters.data ?? []).map((r) => ({ value: r.id, label: r.name })),
          'cash-orders-requester-filter',
          170,
        ),
        {
          // the place and the days, behind a button: the filters keep to one row at 1366 px
          type: 'more',
          testId: 'cash-orders-more-filters',
          filters: [
            valuesFilter('place', c('placeFilter'), CASH_ORDER_PLACES, 'ads.place', 'cash-orders-place-filter', 170),
            datesFilter(t('ads.from'), t('ads.to')),
          ],
        },
      ]}
    >
      {creating && <CreateCashOrderDialog onClose={() => setCreating(false)} />}
      {deciding && <DecideCashOrderDialog {...deciding} onClose={() => setDeciding(null)} />}
      {noting && (
        <NoteDialog
          title={t('ads.cashes.noteTitle', { code: noting.code })}
          initial={noting.note}
          save={(note) => saveNote.mutateAsync({ id: noting.id, note })}
          onClose={() => setNoting(null)}
        />
      )}
    </ListScreen>
  );
}
