import { ALEPAY_STATUSES, alepayStatus, hasPermission, type AlepayOrder } from '@admin/contract';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import SyncRounded from '@mui/icons-material/SyncRounded';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RowAction, rowActionsColumn } from '../../../components/columns/row-parts.tsx';
import { datesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { alepays, useRecheckAlepay } from '../api.ts';
import { statusFilter, storeTypeFilter, useAlepayColumns } from '../components/ads-columns.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';

const AlepayTestDialog = lazyDialog(() => import('../components/alepay-dialog.tsx').then((m) => m.AlepayTestDialog));

export const loader = alepays.listLoader;

/** Where the gateway may still change its answer: these orders can be checked again. */
const OPEN: readonly AlepayOrder['status'][] = ['pending', 'review', 'expired'];

/** The payer's return from the gateway (`?order=&status=`), read from the gateway itself by the server. */
function ReturnNotice() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const order = params.get('order');
  const status = alepayStatus.safeParse(params.get('status'));
  if (!order || !status.success) return null;
  return (
    <Alert
      severity={status.data === 'success' ? 'success' : status.data === 'failed' ? 'error' : 'info'}
      sx={{ mb: 2 }}
      onClose={() =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.delete('order');
          return next;
        })
      }
      data-testid="alepay-return"
    >
      {t('ads.alepay.returned', { order, status: t(`ads.alepayStatus.${status.data}`) })}
    </Alert>
  );
}

/** /promo-alepay: online top-ups through Alepay, checked with the gateway; top-ups through its checkout. */
export function Component() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const canCreate = hasPermission(grants, 'cash-orders-create');
  const canCheck = hasPermission(grants, 'cash-orders-status');
  const recheck = useRecheckAlepay();
  const [creating, setCreating] = useState(false);
  const a = (name: string) => t(`ads.alepay.${name}`);
  const columns = useAlepayColumns(
    rowActionsColumn(a('actions'), 96, (row) => (
      <>
        {row.status === 'pending' && row.checkout_url && (
          <RowAction
            title={a('pay')}
            icon={<OpenInNewRounded fontSize="small" />}
            testId={`alepay-pay-${row.id}`}
            onClick={() => window.location.assign(row.checkout_url!)}
          />
        )}
        {canCheck && OPEN.includes(row.status) && (
          <RowAction
            title={a('recheck')}
            icon={<SyncRounded fontSize="small" />}
            testId={`alepay-recheck-${row.id}`}
            onClick={() =>
              void recheck.mutateAsync(row.id).then(({ data }) =>
                showQuickMessage({
                  type: 'success',
                  body: t('ads.alepay.rechecked', {
                    code: data.order_code,
                    status: t(`ads.alepayStatus.${data.status}`),
                  }),
                }),
              )
            }
          />
        )}
      </>
    )),
  );
  return (
    <>
      <ReturnNotice />
      <ListScreen
        resource={alepays}
        texts="ads.alepay"
        columns={columns}
        rowHeight={56}
        actions={
          <HeaderAction
            show={canCreate}
            onClick={() => setCreating(true)}
            variant="outlined"
            testId="alepay-create"
            label={a('create')}
          />
        }
        filters={[
          { type: 'search', key: 'q', width: 260 },
          statusFilter(t, ALEPAY_STATUSES, 'ads.alepayStatus', 'alepay-status-filter', 190),
          storeTypeFilter(t, 'alepay-store-type-filter', 170),
          datesFilter(t('ads.from'), t('ads.to')),
        ]}
      >
        {creating && <AlepayTestDialog onClose={() => setCreating(false)} />}
      </ListScreen>
    </>
  );
}
