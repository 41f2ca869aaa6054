import {
  cashLoanScoresBody,
  cashLoanStatusBody,
  type CashLoanDetail,
  type CashLoanScoresBody,
  type CashLoanStatus,
} from '@admin/contract';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FormDialog, useBodyFormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { FormMoneyField } from '../../../components/fields/form-money-field.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { useCashLoanScores, useCashLoanStatus } from '../api.ts';
import { ReasonField } from './loan-dialogs.tsx';
import { announce } from './move-buttons.tsx';
import { FormCheck } from '../../../components/fields/form-check.tsx';

interface MoveValues {
  reason: string;
  rejected_by: '' | 'staff' | 'partner';
  disbursed_amount: number | null;
}

const moveBody = (v: MoveValues) => ({
  reason: v.reason.trim() || undefined,
  rejected_by: v.rejected_by || undefined,
  disbursed_amount: v.disbursed_amount ?? undefined,
});

/** Moves a cash loan: a reason (and who refused) to reject or abort, the amount paid out to disburse. */
export function CashLoanMoveDialog({
  loan,
  to,
  onClose,
}: {
  loan: CashLoanDetail;
  to: CashLoanStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const move = useCashLoanStatus(loan.id);
  const needsReason = to === 'rejected' || to === 'aborted';
  const { control, dialog } = useBodyFormDialog<MoveValues>({
    defaultValues: {
      reason: '',
      rejected_by: loan.status === 'submitted' || loan.status === 'approved' ? 'partner' : 'staff',
      disbursed_amount: to === 'disbursed' ? loan.amount : null,
    },
    schema: cashLoanStatusBody,
    toBody: moveBody,
    save: async (values, setError) => {
      if (needsReason && !values.reason.trim())
        return setError('reason', { type: 'client', message: 'Give a reason' }, { shouldFocus: true });
      const body = moveBody(values);
      if (to !== 'rejected') body.rejected_by = undefined;
      if (to !== 'disbursed') body.disbursed_amount = undefined;
      announce(await move.mutateAsync({ status: to, ...body }), t('transactions.loans.moved'));
      onClose();
    },
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t('transactions.loans.moveTitle', { status: t(`transactions.loanStatus.${to}`) })}
      testId="cash-loan-move-dialog"
      {...dialog}
      submitLabel={t('transactions.loans.moveConfirm')}
      columns={1}
    >
      {to === 'disbursed' && (
        <FormMoneyField
          control={control}
          name="disbursed_amount"
          label={t('transactions.cashLoans.fields.disbursedAmount')}
          required
        />
      )}
      {to === 'rejected' && (
        <FormTextField control={control} name="rejected_by" select label={t('transactions.cashLoans.rejectedBy.label')}>
          {(['staff', 'partner'] as const).map((v) => (
            <MenuItem key={v} value={v}>
              {t(`transactions.cashLoans.rejectedBy.${v}`)}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <ReasonField control={control} required={needsReason} />
    </FormDialog>
  );
}

interface ScoreValues {
  cic_score: string;
  internal_score: string;
  recompute: boolean;
  note: string;
}

const scoresBody = (v: ScoreValues) => ({
  cic_score: v.cic_score.trim() ? Number(v.cic_score) : undefined,
  internal_score: v.recompute || !v.internal_score.trim() ? undefined : Number(v.internal_score),
  recompute: v.recompute || undefined,
  note: v.note.trim() || undefined,
});

/** Sets the CIC (150–850) and internal (0–100) scores, or recomputes the internal one; the grade follows. */
export function CashLoanScoresDialog({ loan, onClose }: { loan: CashLoanDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const scores = useCashLoanScores(loan.id);
  const { control, watch, dialog } = useBodyFormDialog<ScoreValues>({
    defaultValues: {
      cic_score: loan.cic_score === null ? '' : String(loan.cic_score),
      internal_score: loan.internal_score === null ? '' : String(loan.internal_score),
      recompute: false,
      note: '',
    },
    schema: cashLoanScoresBody,
    toBody: scoresBody,
    fields: ['cic_score', 'internal_score', 'note'],
    save: async (values) => {
      await scores.mutateAsync(scoresBody(values) as CashLoanScoresBody);
      showQuickMessage({ type: 'success', body: t('transactions.cashLoans.scored') });
      onClose();
    },
  });
  const f = (name: string) => t(`transactions.cashLoans.fields.${name}`);
  return (
    <FormDialog
      onClose={onClose}
      title={t('transactions.cashLoans.scoresTitle')}
      testId="scores-dialog"
      {...dialog}
      columns={1}
    >
      <FormTextField control={control} name="cic_score" type="number" label={f('cic')} autoFocus />
      <FormTextField
        control={control}
        name="internal_score"
        type="number"
        label={f('internal')}
        disabled={watch('recompute')}
      />
      <FormCheck control={control} name="recompute" label={t('transactions.cashLoans.recompute')} />
      <FormTextField control={control} name="note" label={f('note')} />
    </FormDialog>
  );
}
