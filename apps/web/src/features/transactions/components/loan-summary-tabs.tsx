import {
  hasPermission,
  PAPERWORK_DOCUMENT_TYPES,
  type Paperwork,
  type PaperworkPair,
  type TransactionDetail,
} from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/content/list-kit.tsx';
import { api } from '../../../lib/api-client.ts';
import { getQuery } from '../../../lib/area-queries.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useAreaMutation } from '../../../lib/crud.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { toFormData } from '../../../lib/form-data.ts';
import { EMPTY, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { transactions } from '../api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const paperworkQuery = (id: number) =>
  getQuery<PaperworkPair>(
    [...transactions.keys.detail(id), 'paperwork'],
    `/transactions/paperworks/get-by-transaction/${id}`,
  );

/** One party's paperwork: its documents (links signed for a few minutes), where it stands, the decision. */
function PaperworkCard({ paperwork, party }: { paperwork: Paperwork | null; party: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const canDecide = hasPermission(useCurrentUser().role_has_permission, 'paperworks-status');
  const decide = useAreaMutation(transactions.keys, (body: { approve: boolean; reason?: string }) =>
    api.post(`/transactions/paperworks/${paperwork!.id}/confirm`, body),
  );
  const [rejecting, setRejecting] = useState(false);
  const upload = useAreaMutation(transactions.keys, ({ type, file }: { type: string; file: File }) =>
    api.post(`/transactions/paperworks/${paperwork!.id}/documents`, toFormData({ type, file })),
  );
  const [docType, setDocType] = useState('');
  const done = () => showQuickMessage({ type: 'success', body: t('transactions.paperwork.decided') });
  const type = docType || paperwork?.missing_types[0] || PAPERWORK_DOCUMENT_TYPES[0];
  return (
    <Card sx={{ p: 2 }} data-testid={`paperwork-${party}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 16, flex: 1 }}>
          {t(`transactions.paperwork.${party}`)}
        </Typography>
        {paperwork ? (
          <StatusChip status={paperwork.status} label={t(`transactions.paperwork.status.${paperwork.status}`)} />
        ) : (
          <Typography color="text.secondary">{t('transactions.paperwork.none')}</Typography>
        )}
        {paperwork && canDecide && paperwork.status === 'waiting' && (
          <>
            <Button
              size="small"
              variant="contained"
              disabled={paperwork.missing_types.length > 0}
              onClick={() =>
                void decide
                  .mutateAsync({ approve: true })
                  .then(done)
                  .catch(() => undefined)
              }
              data-testid={`paperwork-approve-${party}`}
            >
              {t('transactions.paperwork.approve')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => setRejecting(true)}
              data-testid={`paperwork-reject-${party}`}
            >
              {t('transactions.paperwork.reject')}
            </Button>
          </>
        )}
      </Box>
      {paperwork?.reason && (
        <Typography color="error" sx={{ mt: 1 }}>
          {t('transactions.paperwork.reason', { reason: paperwork.reason })}
        </Typography>
      )}
      {paperwork && paperwork.missing_types.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('transactions.paperwork.missing', {
            types: paperwork.missing_types.map((d) => t(`transactions.paperwork.types.${d}`)).join(', '),
          })}
        </Typography>
      )}
      {paperwork && (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 1.5 }}>
          {paperwork.documents.map((d) => (
            <Box
              key={d.id}
              component="a"
              href={d.url}
              target="_blank"
              rel="noopener"
              sx={{ textDecoration: 'none', color: 'text.secondary', width: 120 }}
            >
              <Box
                component="img"
                src={d.url}
                alt={t(`transactions.paperwork.types.${d.type}`)}
                sx={{
                  width: 120,
                  height: 80,
                  objectFit: 'cover',
                  borderRadius: 1,
                  display: 'block',
                  bgcolor: 'grey.100',
                }}
              />
              <Typography variant="caption" component="div" noWrap>
                {t(`transactions.paperwork.types.${d.type}`)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {paperwork && canDecide && paperwork.status !== 'approved' && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1.5 }}>
          <TextField
            select
            size="small"
            label={t('transactions.paperwork.documentType')}
            value={type}
            onChange={(e) => setDocType(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            {PAPERWORK_DOCUMENT_TYPES.map((d) => (
              <MenuItem key={d} value={d}>
                {t(`transactions.paperwork.types.${d}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button component="label" variant="outlined" size="small" loading={upload.isPending}>
            {t('transactions.paperwork.addDocument')}
            <input
              hidden
              type="file"
              accept="image/*"
              data-testid={`paperwork-file-${party}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file)
                  void upload
                    .mutateAsync({ type, file })
                    .then(() => showQuickMessage({ type: 'success', body: t('transactions.paperwork.added') }))
                    .catch(() => undefined);
              }}
            />
          </Button>
        </Box>
      )}
      {paperwork?.decided_by && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
          {t('transactions.paperwork.decidedBy', {
            name: paperwork.decided_by.name,
            date: paperwork.decided_at ? formatDateTime(paperwork.decided_at) : '',
          })}
        </Typography>
      )}
      <ReasonDialog
        open={rejecting}
        title={t('transactions.paperwork.rejectTitle')}
        label={t('transactions.paperwork.rejectReason')}
        confirmLabel={t('transactions.paperwork.reject')}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => decide.mutateAsync({ approve: false, reason }).then(done)}
      />
    </Card>
  );
}

/** The 'Paperwork' tab: the buyer's and the seller's bundles, checked and approved or rejected here. */
export function PaperworkTab({ item }: { item: TransactionDetail }) {
  const pair = useQuery(paperworkQuery(item.id));
  if (!pair.data) return <Card sx={{ p: 2, minHeight: 120 }} aria-busy="true" data-testid="paperwork" />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }} data-testid="paperwork">
      <PaperworkCard paperwork={pair.data.paperwork_buyer} party="buyer" />
      <PaperworkCard paperwork={pair.data.paperwork_seller} party="seller" />
    </Box>
  );
}

/** The 'Disbursement Information' tab: the loan that pays the seller, its lender and amounts. */
export function DisbursementTab({ item }: { item: TransactionDetail }) {
  const { t } = useTranslation();
  const loan = item.loan;
  const row = (label: string, value: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
  return (
    <Card sx={{ p: 2, maxWidth: 640 }} data-testid="disbursement">
      {!loan ? (
        <Typography color="text.secondary">{t('transactions.loan.none')}</Typography>
      ) : (
        <>
          {row(t('transactions.loan.code'), loan.code)}
          {row(t('transactions.loan.partner'), loan.partner?.name ?? EMPTY)}
          {row(t('transactions.loan.status'), loan.loan_status)}
          {row(t('transactions.loan.requested'), formatMoney(loan.requested_amount))}
          {row(t('transactions.loan.approved'), formatMoney(loan.approved_amount))}
        </>
      )}
    </Card>
  );
}
