import { campaignStatusBody, type AdCampaign } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog, useBodyFormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { successText } from '../../../components/forms/success-text.ts';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatCount, formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { productAdDetail, useCampaignStatus } from '../api.ts';
import { DaysTable } from './days-table.tsx';

/** Ends an ad for good, with the reason; the unused part of a package is refunded. */
export function EndAdDialog({ ad, onClose }: { ad: AdCampaign; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useCampaignStatus();
  const { control, dialog } = useBodyFormDialog<{ reason: string }>({
    defaultValues: { reason: '' },
    schema: campaignStatusBody,
    toBody: (v) => ({ status: 4, reason: v.reason.trim() || undefined }),
    save: async ({ reason }) => {
      const res = await change.mutateAsync({ id: ad.id, status: 4, reason: reason.trim() });
      showQuickMessage({ type: 'success', body: successText(t, res.messages) });
      onClose();
    },
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t('ads.products.endTitle', { code: ad.code })}
      testId="ad-end-dialog"
      {...dialog}
      submitLabel={t('ads.campaignStatus.4')}
    >
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {t('ads.products.endHint')}
      </Typography>
      <FormTextField
        control={control}
        name="reason"
        label={t('ads.products.reason')}
        required
        autoFocus
        sx={{ width: '100%' }}
      />
    </FormDialog>
  );
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, py: 0.5 }}>
      <Typography color="text.secondary" sx={{ width: 150, flexShrink: 0, fontSize: 14 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: 14, minWidth: 0 }}>{children ?? EMPTY}</Typography>
    </Box>
  );
}

/** The ads-detail dialog: the listing, the ad, its totals and the day-by-day table. */
export function AdDetailDialog({ ad, onClose }: { ad: AdCampaign; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery(productAdDetail(ad.id));
  const p = (name: string, values?: Record<string, unknown>) => t(`ads.products.${name}`, values);
  const f = (name: string) => t(`ads.products.fields.${name}`);
  const data = detail.data;
  const c = data?.campaign ?? ad;
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'ad-detail-dialog' } as object }}
    >
      <DialogTitle>{p('detailTitle', { code: ad.code })}</DialogTitle>
      <DialogContent tabIndex={0}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {p('productInfo')}
            </Typography>
            {data?.product ? (
              <Box sx={{ display: 'flex', gap: 1.5 }}>
                {data.product.image && (
                  <Box
                    component="img"
                    src={`/uploads/${data.product.image}`}
                    alt=""
                    sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
                  />
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{data.product.title}</Typography>
                  <Typography variant="body2">{formatMoney(data.product.price)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[data.product.number_plate && `${p('plate')} ${data.product.number_plate}`, `#${data.product.id}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
              </Box>
            ) : (
              <Typography color="text.secondary">
                {detail.isPending ? <Skeleton width={200} /> : p('noProduct')}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {p('adInfo')}
            </Typography>
            <Line label={f('store')}>{c.store.name}</Line>
            <Line label={f('type')}>
              {t(`ads.campaignType.${c.type}`)}
              {c.label_code ? ` · ${p('label')} ${c.label_code}` : ''}
            </Line>
            <Line label={f('charge')}>
              {c.package
                ? `${p('package')} ${c.package.name} · ${formatMoney(c.package.price)}`
                : p('budget', { budget: formatMoney(c.total_budget), daily: formatMoney(c.daily_price) })}
            </Line>
            <Line label={f('period')}>{`${formatDate(c.start_at)} → ${formatDate(c.end_at)}`}</Line>
            <Line label={f('status')}>
              {[
                t(`ads.campaignStatus.${c.status}`),
                c.pause_reason && t(`ads.pauseReason.${c.pause_reason}`),
                c.end_reason && t(`ads.endReason.${c.end_reason}`),
                c.status_reason,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Line>
            <Line label={f('spent')}>{formatMoney(c.spent)}</Line>
            {c.approved_by && (
              <Line label={t('ads.cashes.fields.approver')}>
                {`${c.approved_by.name} · ${c.approved_at ? formatDateTime(c.approved_at) : ''}`}
              </Line>
            )}
          </Box>
        </Box>
        <Typography component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
          {p('stats')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', mb: 2 }}>
          {(
            [
              [f('views'), data && formatCount(data.totals.views, 'vi')],
              [f('clicks'), data && formatCount(data.totals.clicks, 'vi')],
              [p('calls'), data && formatCount(data.totals.calls, 'vi')],
              [p('chats'), data && formatCount(data.totals.chats, 'vi')],
              [f('spent'), data && formatMoney(data.totals.spend)],
            ] as const
          ).map(([label, value]) => (
            <Box key={label} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.25 }}>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{value ?? <Skeleton width={60} />}</Typography>
            </Box>
          ))}
        </Box>
        <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {p('daily')}
        </Typography>
        <DaysTable
          days={data?.days ?? []}
          dayLabel={t('ads.overview.day')}
          figures={[
            [f('views'), (d) => formatCount(d.views, 'vi')],
            [f('clicks'), (d) => formatCount(d.clicks, 'vi')],
            [p('calls'), (d) => formatCount(d.calls, 'vi')],
            [p('chats'), (d) => formatCount(d.chats, 'vi')],
            [f('spent'), (d) => formatMoney(d.spend)],
          ]}
          testId="ad-detail-days"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} data-testid="ad-detail-close">
          {p('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
