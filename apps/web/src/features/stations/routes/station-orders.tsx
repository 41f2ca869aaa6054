import { SERVICE_KINDS, SERVICE_ORDER_STATUSES, hasPermission } from '@admin/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from '../../../components/header-action.tsx';
import { valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { urlListLoader } from '../../../lib/crud.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/columns/table-cells.tsx';
import { ordersQuery, ordersUrlState, STATIONS_PAGE_SIZE } from '../api.ts';
import { useOrderColumns } from '../components/order-columns.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

const OrderCreateDialog = lazyDialog(() =>
  import('../components/order-create-dialog.tsx').then((m) => m.OrderCreateDialog),
);

const orders = {
  urlState: ordersUrlState,
  listQuery: ordersQuery,
  pageSize: STATIONS_PAGE_SIZE,
  views: 'stations.orders',
};

export const loader = urlListLoader(orders);

/** /stations/orders: the stations' service orders and their status. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [, onSearch] = useUrlState(ordersUrlState);
  const canCreate = hasPermission(me.role_has_permission, 'station-orders-create');
  const [creating, setCreating] = useState(false);

  return (
    <ListScreen
      resource={orders}
      texts="stations.orders"
      actions={
        <HeaderAction
          show={canCreate}
          onClick={() => setCreating(true)}
          testId="order-create"
          label={t('stations.orders.create.button')}
        />
      }
      columns={useOrderColumns()}
      getRowHeight={() => TWO_LINE_ROW_HEIGHT}
      filters={[
        { type: 'search', key: 'q', testId: 'station-orders-search', width: 260 },
        valuesFilter(
          'status',
          t('fields.status'),
          SERVICE_ORDER_STATUSES,
          'stations.orderStatus',
          'station-orders-status-filter',
        ),
        valuesFilter('kind', t('stations.orders.kind'), SERVICE_KINDS, 'stations.kinds', 'station-orders-kind-filter'),
      ]}
    >
      <OrderCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(order) => {
          showQuickMessage({ type: 'success', body: t('stations.orders.create.done', { code: order.code }) });
          // the new order is the newest: show the first page without filters that could hide it
          onSearch(ordersUrlState.defaults);
        }}
      />
    </ListScreen>
  );
}
