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
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { translateMessage } from '../../../i18n/setup.ts';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { api, isApiError } from '../../../lib/api-client.ts';
import { getQuery, useAreaMutation } from '../../../lib/area-queries.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { confirm, showAlert, showQuickMessage } from '../../../lib/feedback.ts';
import { toFormData } from '../../../lib/form-data.ts';
import { EMPTY, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { loanDetail, loans, transactions } from '../api.ts';
import { DisbursementPanel } from './disbursement-panel.tsx';
import { Fact } from './fact.tsx';
import { loanHref } from './detail-tabs.ts';
import { LoanStatusChip } from './loan-status-chip.tsx';
import { ReasonDialog } from '../../../components/dialogs/action-dialog.tsx';
import { SelectField } from '../../../components/fields/select-field.tsx';

const paperworkKeys = [transactions.keys.all, loans.keys.all];

const paperworkQuery = (id: number) =>
  getQuery<PaperworkPair>(
    [...transactions.keys.detail(id), 'paperwork'],
    `/transactions/paperworks/get-by-transaction/${id}`,
  );

/** One party's paperwork: its documents (links signed for a few minutes), where it stands, the decision. */
function PaperworkCard({
  paperwork,
  party,
  returnTo,
}: {
  paperwork: Paperwork | null;
  party: 'buyer' | 'seller';
  returnTo?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canDecide = hasPermission(useCurrentUser().role_has_permission, 'paperworks-status');
  const decide = useAreaMutation(
    paperworkKeys,
    (body: { approve: boolean; reason?: string }) =>
      api.post(`/transactions/paperworks/${paperwork!.id}/confirm`, body),
    { handlesErrors: true },
  );
  const [rejecting, setRejecting] = useState(false);
  const upload = useAreaMutation(paperworkKeys, ({ type, file }: { type: string; file: File }) =>
    api.post(`/transactions/paperworks/${paperwork!.id}/documents`, toFormData({ type, file })),
  );
  /** A failed decision shows in the alert; from a loan's page the user then goes back to the loans (spec section 8). */
  const decideOrReturn = (body: { approve: boolean; reason?: string }) =>
    decide.mutateAsync(body).then(done, (error: unknown) => {
      if (!(isApiError(error) && error.shown))
        showAlert({
          type: 'error',
          message: translateMessage(error instanceof Error ? error.message : String(error)),
          onClose: returnTo ? () => void navigate(returnTo) : undefined,
        });
    });
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
              aria-describedby={paperwork.missing_types.length > 0 ? `paperwork-missing-${party}` : undefined}
              onClick={() =>
                // an approval is not taken back: what is approved is said first, the safe choice in focus
                void confirm({
                  title: t('transactions.paperwork.approveTitle', {
                    party: t(`transactions.paperwork.${party}`).toLowerCase(),
                  }),
                  message: t('transactions.paperwork.approveSummary', {
                    count: paperwork.documents.length,
                    types: paperwork.documents
                      .map((d) => t(`transactions.paperwork.types.${d.type}`, { defaultValue: d.type }))
                      .join(', '),
                  }),
                  okText: t('transactions.paperwork.approve'),
                }).then((ok) => {
                  if (ok) void decideOrReturn({ approve: true });
                })
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
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} id={`paperwork-missing-${party}`}>
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
                  bgcolor: 'muted',
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
          <SelectField
            size="small"
            label={t('transactions.paperwork.documentType')}
            value={type}
            onChange={setDocType}
            sx={{ minWidth: 200 }}
            options={PAPERWORK_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`transactions.paperwork.types.${d}`) }))}
          />
          <Button
            component="label"
            variant="outlined"
            size="small"
            loading={upload.isPending}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
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
        onSubmit={(reason) => decideOrReturn({ approve: false, reason })}
      />
    </Card>
  );
}

/**
 * The 'Paperwork' tab: the buyer's and the seller's bundles, checked and approved or rejected here.
 * `returnTo`: where the user goes after a failed decision (the loans page, from a loan's screens).
 */
export function PaperworkTab({ transactionId, returnTo }: { transactionId: number; returnTo?: string }) {
  const pair = useQuery(paperworkQuery(transactionId));
  if (!pair.data) return <Card sx={{ p: 2, minHeight: 120 }} aria-busy="true" data-testid="paperwork" />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }} data-testid="paperwork">
      <PaperworkCard paperwork={pair.data.paperwork_buyer} party="buyer" returnTo={returnTo} />
      <PaperworkCard paperwork={pair.data.paperwork_seller} party="seller" returnTo={returnTo} />
    </Box>
  );
}

/**
 * The 'Disbursement Information' tab: the loan that pays the seller (its lender and amounts, a link
 * to its own screens) and its payout, recorded and confirmed here too.
 */
export function DisbursementTab({ item }: { item: TransactionDetail }) {
  const { t } = useTranslation();
  const canLoans = hasPermission(useCurrentUser().role_has_permission, 'cash-loans-index');
  const loan = item.loan;
  const detail = useQuery({ ...loanDetail(loan?.id ?? 0), enabled: Boolean(loan) && canLoans });
  if (!loan)
    return (
      <Card sx={{ p: 2, maxWidth: 640 }} data-testid="disbursement">
        <Typography color="text.secondary">{t('transactions.loan.none')}</Typography>
      </Card>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' }, alignItems: 'start' }}>
      <Card sx={{ p: 2 }} data-testid="disbursement">
        <Fact label={t('transactions.loan.code')}>
          {canLoans ? (
            <Link to={loanHref(item, loan.id)} data-testid="loan-open">
              {loan.code}
            </Link>
          ) : (
            loan.code
          )}
        </Fact>
        <Fact label={t('transactions.loan.partner')}>{loan.partner?.name ?? EMPTY}</Fact>
        <Fact label={t('transactions.loan.status')}>
          <LoanStatusChip status={loan.loan_status} productCode={loan.product_code} />
        </Fact>
        <Fact label={t('transactions.loan.requested')}>{formatMoney(loan.requested_amount)}</Fact>
        <Fact label={t('transactions.loan.approved')}>{formatMoney(loan.approved_amount)}</Fact>
      </Card>
      {detail.data && <DisbursementPanel loan={detail.data} />}
    </Box>
  );
}
