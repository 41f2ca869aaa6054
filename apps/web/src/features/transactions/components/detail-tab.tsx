import { hasPermission, type TransactionDetail, type TransactionStatus } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/fields/date-time-input.tsx';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { href, mayOpen } from '../../../lib/areas.ts';
import { RecordLink } from '../../../components/record-link.tsx';
import { confirm, showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatDateTime, formatMoney, fromDateTimeInput, toDateTimeInput } from '../../../lib/format.ts';
import { useChangeStatus, useReceivedTime } from '../api.ts';
import { Fact } from './fact.tsx';
import { useLoanStatusLabel } from './loan-status-chip.tsx';
import { PaymentsCard } from './payments-card.tsx';
import { StatusDialog } from './status-dialog.tsx';
import { Timeline } from './timeline.tsx';
import { TransactionMoves } from './transaction-moves.tsx';

/** The 'Transaction Detail' tab: the sale, its parties and money, the next moves, payments and timeline. */
export function DetailTab({ item }: { item: TransactionDetail }) {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const canStatus = hasPermission(grants, 'transaction-status');
  const canUpdate = hasPermission(grants, 'transaction-update');
  const change = useChangeStatus(item.id);
  const received = useReceivedTime(item.id);
  const [cancelling, setCancelling] = useState(false);
  const [receivedAt, setReceivedAt] = useState(toDateTimeInput(item.received_at));
  const f = (name: string) => t(`transactions.fields.${name}`);
  const loanStatus = useLoanStatusLabel();

  const move = async (status: TransactionStatus) => {
    if (status === 'cancelled') return setCancelling(true);
    if (
      !(await confirm({ title: t('transactions.detail.confirmMove', { status: t(`transactions.status.${status}`) }) }))
    )
      return;
    await change.mutateAsync({ status });
    showQuickMessage({ type: 'success', body: t('transactions.detail.moved') });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: 18 }} data-testid="detail-code">
              {item.code}
            </Typography>
            <StatusChip status={item.status} label={t(`transactions.status.${item.status}`)} />
            <Typography color="text.secondary">{t(`transactions.type.${item.type}`)}</Typography>
            <Box sx={{ flex: 1 }} />
            {canStatus && <TransactionMoves item={item} onMove={(s) => void move(s).catch(() => undefined)} />}
          </Box>
          {item.cancel_reason && (
            <Typography color="error" sx={{ mt: 1 }}>
              {t('transactions.detail.cancelReason', { reason: item.cancel_reason })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
            {item.product.picture && (
              <Box
                component="img"
                src={item.product.picture}
                alt=""
                sx={{ width: 140, height: 96, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
              />
            )}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.product.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[item.product.brand, item.product.model, item.product.number_plate].filter(Boolean).join(' · ')}
              </Typography>
              <Fact label={f('listPrice')}>{formatMoney(item.list_price)}</Fact>
              <Fact label={f('price')}>{formatMoney(item.price)}</Fact>
              <Fact label={f('paid')}>{formatMoney(item.paid_amount)}</Fact>
            </Box>
          </Box>
        </Card>
        <PaymentsCard item={item} canRecord={canUpdate} />
        <Timeline events={item.events} title={t('transactions.timeline.title')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 16, mb: 1 }}>
            {t('transactions.detail.parties')}
          </Typography>
          {/* names lead to their records: a store's page, or the buyer's other sales */}
          <Fact label={f('buyer')}>
            <RecordLink
              to={
                item.buyer.store_id !== null && mayOpen(grants, 'stores.detail')
                  ? href('stores.detail', { id: item.buyer.store_id })
                  : `${href('transactions.list')}?${new URLSearchParams({ q: item.buyer.phone })}`
              }
              testId="detail-buyer"
            >
              {item.buyer.name}
            </RecordLink>
          </Fact>
          <Fact label={f('phone')}>
            <RecordLink href={`tel:${item.buyer.phone}`}>{item.buyer.phone}</RecordLink>
          </Fact>
          <Fact label={f('seller')}>
            {mayOpen(grants, 'stores.detail') ? (
              <RecordLink to={href('stores.detail', { id: item.seller.id })} testId="detail-seller">
                {item.seller.name}
              </RecordLink>
            ) : (
              item.seller.name
            )}
          </Fact>
          <Fact label={f('station')}>{item.station?.name}</Fact>
          <Fact label={f('assignedTo')}>{item.assigned_to?.name}</Fact>
          <Fact label={f('createdAt')}>{formatDateTime(item.created_at)}</Fact>
          <Fact label={f('loanStatus')}>
            {item.loan ? `${item.loan.code} · ${loanStatus(item.loan.loan_status, item.loan.product_code)}` : EMPTY}
          </Fact>
        </Card>
        <Card sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 16, mb: 1 }}>
            {t('transactions.detail.handover')}
          </Typography>
          <Fact label={f('receivedAt')}>{item.received_at ? formatDateTime(item.received_at) : EMPTY}</Fact>
          {canUpdate && ['confirmed', 'paid', 'delivered'].includes(item.status) && (
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <DateTimeInput
                name="received_at"
                size="small"
                label={f('receivedAt')}
                value={receivedAt}
                onChange={setReceivedAt}
                testId="received-at"
              />
              <Button
                variant="outlined"
                disabled={!fromDateTimeInput(receivedAt)}
                loading={received.isPending}
                onClick={() =>
                  void received
                    .mutateAsync({ received_at: fromDateTimeInput(receivedAt)! })
                    .then(() => showQuickMessage({ type: 'success', body: t('transactions.detail.receivedSaved') }))
                    .catch(() => undefined)
                }
                data-testid="received-save"
              >
                {t('actions.save')}
              </Button>
            </Box>
          )}
        </Card>
      </Box>
      <StatusDialog
        open={cancelling}
        count={1}
        statuses={['cancelled']}
        onClose={() => setCancelling(false)}
        onSubmit={async (status, reason) => {
          await change.mutateAsync({ status, reason });
          showQuickMessage({ type: 'success', body: t('transactions.detail.moved') });
        }}
      />
    </Box>
  );
}
