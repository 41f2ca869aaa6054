import {
  boundedDisbursementBody,
  hasPermission,
  loanStep,
  type DisbursementBody,
  type LoanDetail,
} from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField } from '../../../components/fields/form-date-time-field.tsx';
import { useNavigate } from 'react-router';
import { FormDialog, useBodyFormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormMoneyField } from '../../../components/fields/form-money-field.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { confirm as askConfirm, showAlert, showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatDateTime, formatMoney, fromDateTimeInput, toDateTimeInput } from '../../../lib/format.ts';
import {
  downloadPurchaseOrder,
  loanDisbursement,
  useConfirmDisbursement,
  useNotifyDisbursement,
  useRecordDisbursement,
} from '../api.ts';
import { Fact } from './fact.tsx';

interface Values {
  money: number | null;
  contract_no: string;
  disbursed_at: string;
  note: string;
}

const toBody = (v: Values) => ({
  money: v.money ?? undefined,
  contract_no: v.contract_no,
  disbursed_at: fromDateTimeInput(v.disbursed_at) ?? undefined,
  note: v.note.trim() || undefined,
});

/** Records what the lender paid: amount (at most the approved one), the lender's contract number, when. */
function RecordDialog({ loan, open, onClose }: { loan: LoanDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useRecordDisbursement(loan.id);
  const { control, dialog } = useBodyFormDialog<Values>({
    defaultValues: {
      money: loan.approved_amount,
      contract_no: loan.partner_contract_no ?? '',
      disbursed_at: toDateTimeInput(new Date()),
      note: '',
    },
    // the amount approved and now are the bounds, said on their fields before anything is sent
    schema: boundedDisbursementBody(loan.approved_amount ?? 0, formatMoney(loan.approved_amount ?? 0)),
    toBody,
    save: async (values) => {
      const answer = await record.mutateAsync(toBody(values) as DisbursementBody);
      showQuickMessage({
        type: answer.result_code === 1 ? 'success' : 'warn',
        body: answer.result_code === 1 ? t('transactions.disbursement.recorded') : translateMessage(answer.result),
      });
      onClose();
    },
  });
  const f = (name: string) => t(`transactions.disbursement.${name}`);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={f('recordTitle')}
      testId="disbursement-dialog"
      {...dialog}
      submitLabel={f('record')}
      columns={1}
    >
      <Typography variant="body2" color="text.secondary">
        {t('transactions.disbursement.payee', {
          account: loan.seller_bank_account ?? EMPTY,
          name: loan.seller_bank_account_name ?? EMPTY,
          bank: loan.seller_bank_name ?? EMPTY,
        })}
      </Typography>
      <FormMoneyField control={control} name="money" label={f('money')} required />
      <FormTextField control={control} name="contract_no" label={f('contractNo')} required />
      <FormDateTimeField control={control} name="disbursed_at" label={f('disbursedAt')} required size="small" />
      <FormTextField control={control} name="note" label={f('note')} />
    </FormDialog>
  );
}

/**
 * A loan's payout: recorded once by one person (money, contract number, the seller's account as it
 * was), confirmed by another, then announced to buyer and seller; the lender's PO as a PDF.
 * `returnTo` is where a failed action leads (the loans page, spec section 8).
 */
export function DisbursementPanel({ loan, returnTo }: { loan: LoanDetail; returnTo?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const grants = user.role_has_permission;
  const { data: record, isPending } = useQuery(loanDisbursement(loan.id));
  const confirm = useConfirmDisbursement(loan.id);
  const notify = useNotifyDisbursement(loan.id);
  const [recording, setRecording] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const f = (name: string) => t(`transactions.disbursement.${name}`);

  /** A refusal shows in the alert; from a loan's page the user then goes back to the loans list. */
  const fail = (error: unknown) => {
    if (isApiError(error) && error.shown) return;
    const message = translateMessage(error instanceof Error ? error.message : String(error));
    showAlert({ type: 'error', message, onClose: returnTo ? () => void navigate(returnTo) : undefined });
  };
  const run = (action: () => Promise<{ result_code: number; result: string }>, success: string) =>
    void action()
      .then((answer) =>
        showQuickMessage({
          type: answer.result_code === 1 ? 'success' : 'warn',
          body: answer.result_code === 1 ? success : translateMessage(answer.result),
        }),
      )
      .catch(fail);

  const step = loanStep(loan.loan_status, loan.product_code);
  const recordedByMe = record?.recorded_by?.id === user.id;
  return (
    <Card sx={{ p: 2 }} data-testid="disbursement-panel" aria-busy={isPending}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 16, flex: 1 }}>
          {f('title')}
        </Typography>
        <Button
          size="small"
          startIcon={<PictureAsPdfRounded />}
          loading={downloading}
          data-testid="po-download"
          onClick={() => {
            setDownloading(true);
            const lang = i18n.language === 'en' ? 'en' : 'vi';
            void downloadPurchaseOrder(loan.id, 'po', lang)
              .catch((error: unknown) =>
                showAlert({ type: 'error', message: translateMessage((error as Error).message) }),
              )
              .finally(() => setDownloading(false));
          }}
        >
          {f('po')}
        </Button>
        {!record && step === 'approved' && hasPermission(grants, 'disbursements-create') && (
          <Button size="small" variant="contained" onClick={() => setRecording(true)} data-testid="disbursement-record">
            {f('record')}
          </Button>
        )}
      </Box>
      {!isPending && !record && (
        <Typography color="text.secondary" data-testid="disbursement-none">
          {step === 'approved' ? f('waiting') : f('none')}
        </Typography>
      )}
      {record && (
        <>
          <Fact label={f('money')}>{formatMoney(record.money)}</Fact>
          <Fact label={f('contractNo')}>{record.contract_no}</Fact>
          <Fact label={f('disbursedAt')}>{formatDateTime(record.disbursed_at)}</Fact>
          <Fact label={f('account')}>
            {[record.bank_account, record.bank_account_name, record.bank_name].filter(Boolean).join(' · ') || EMPTY}
          </Fact>
          <Fact label={f('recordedBy')}>
            {t('transactions.disbursement.by', {
              name: record.recorded_by?.name ?? EMPTY,
              date: formatDateTime(record.recorded_at),
            })}
          </Fact>
          <Fact label={f('confirmedBy')}>
            {record.confirmed_at
              ? t('transactions.disbursement.by', {
                  name: record.confirmed_by?.name ?? EMPTY,
                  date: formatDateTime(record.confirmed_at),
                })
              : f('notConfirmed')}
          </Fact>
          <Fact label={f('notification')}>
            <span data-testid="disbursement-notification">{f(`notified.${record.notification_status}`)}</span>
          </Fact>
          {record.note && <Fact label={f('note')}>{record.note}</Fact>}
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            {!record.confirmed_at && hasPermission(grants, 'disbursements-status') && (
              <>
                <Button
                  variant="contained"
                  disabled={recordedByMe}
                  loading={confirm.isPending}
                  onClick={() =>
                    // money leaves: a summary first, the safe choice in focus
                    void askConfirm({
                      title: f('confirmTitle'),
                      message: t('transactions.disbursement.confirmSummary', {
                        money: formatMoney(record.money),
                        account: record.bank_account ?? EMPTY,
                        name: record.bank_account_name ?? EMPTY,
                        bank: record.bank_name ?? EMPTY,
                        contract: record.contract_no,
                      }),
                      okText: f('confirm'),
                    }).then((ok) => ok && run(() => confirm.mutateAsync(), f('confirmed')))
                  }
                  data-testid="disbursement-confirm"
                >
                  {f('confirm')}
                </Button>
                {recordedByMe && (
                  <Alert severity="info" sx={{ py: 0 }}>
                    {f('secondPerson')}
                  </Alert>
                )}
              </>
            )}
            {record.confirmed_at && hasPermission(grants, 'disbursements-create') && (
              <Button
                variant="outlined"
                loading={notify.isPending}
                onClick={() => run(() => notify.mutateAsync(), f('notifySent'))}
                data-testid="disbursement-notify"
              >
                {f('notify')}
              </Button>
            )}
          </Box>
        </>
      )}
      {recording && <RecordDialog loan={loan} open onClose={() => setRecording(false)} />}
    </Card>
  );
}
