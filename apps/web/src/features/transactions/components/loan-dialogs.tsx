import { loanStep, loanUpdateBody, type Bank, type LoanDetail, type LoanUpdateBody } from '@admin/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useBodyFormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormMoneyField } from '../../../components/fields/form-money-field.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { textFieldBinding } from '../../../components/fields/bound-field.tsx';
import { getQuery } from '../../../lib/area-queries.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useLoanUpdate } from '../api.ts';
import { useLoanStatusLabel } from './loan-status-chip.tsx';
import { announce } from './move-buttons.tsx';

interface MoveValues {
  reason: string;
  approved_amount: number | null;
  tenor_months: string;
  partner_contract_no: string;
}

const moveBody = (to: string) => (v: MoveValues) => ({
  loan_status: to,
  reason: v.reason.trim() || undefined,
  approved_amount: v.approved_amount ?? undefined,
  tenor_months: v.tenor_months ? Number(v.tenor_months) : undefined,
  partner_contract_no: v.partner_contract_no.trim() || undefined,
});

/** The reason of a move: required to reject or abort, a note otherwise. */
export function ReasonField<T extends { reason: string }>({
  control,
  required,
}: {
  control: Control<T>;
  required: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={'reason' as Path<T>}
      label={t(required ? 'transactions.loans.reasonRequired' : 'transactions.loans.reasonOptional')}
      required={required}
      autoFocus
    />
  );
}

/**
 * Moves a loan to `to`: an approval takes the lender's amount, tenor and contract number; a
 * rejection or an abort takes a reason; the other moves are confirmed as they are.
 */
export function LoanMoveDialog({ loan, to, onClose }: { loan: LoanDetail; to: string; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useLoanStatusLabel();
  const update = useLoanUpdate(loan.id);
  const step = loanStep(to, loan.product_code);
  const approving = step === 'approved';
  const needsReason = step === 'rejected' || step === 'lender-rejected' || step === 'aborted';
  const { control, dialog } = useBodyFormDialog<MoveValues>({
    defaultValues: {
      reason: '',
      approved_amount: approving ? loan.requested_amount : null,
      tenor_months: String(loan.tenor_months),
      partner_contract_no: loan.partner_contract_no ?? '',
    },
    schema: loanUpdateBody,
    toBody: moveBody(to),
    save: async (values, setError) => {
      if (needsReason && !values.reason.trim())
        return setError('reason', { type: 'client', message: 'Give a reason' }, { shouldFocus: true });
      const body = moveBody(to)(values);
      if (!approving) Object.assign(body, { approved_amount: undefined, tenor_months: undefined });
      announce(await update.mutateAsync(body as LoanUpdateBody), t('transactions.loans.moved'));
      onClose();
    },
  });
  return (
    <FormDialog
      onClose={onClose}
      title={t('transactions.loans.moveTitle', { status: label(to, loan.product_code) })}
      testId="loan-move-dialog"
      {...dialog}
      submitLabel={t('transactions.loans.moveConfirm')}
      columns={1}
    >
      {approving && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('transactions.loans.requestedHint', { amount: formatMoney(loan.requested_amount) })}
          </Typography>
          <FormMoneyField control={control} name="approved_amount" label={t('transactions.loan.approved')} required />
          <FormTextField
            control={control}
            name="tenor_months"
            type="number"
            label={t('transactions.loans.tenor')}
            required
          />
          <FormTextField control={control} name="partner_contract_no" label={t('transactions.loans.contractNo')} />
        </>
      )}
      {(needsReason || !approving) && <ReasonField control={control} required={needsReason} />}
    </FormDialog>
  );
}

const banksQuery = getQuery<Bank[]>(['banks'], '/banks', { staleTime: Infinity });

interface BankValues {
  account: string;
  name: string;
  bank: string;
  reason: string;
}

/** Changes one side's payee account (number, holder, bank from the NAPAS list); after approval with a reason. */
export function BankAccountDialog({
  loan,
  side,
  onClose,
}: {
  loan: LoanDetail;
  side: 'seller' | 'buyer';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const banks = useQuery(banksQuery);
  const update = useLoanUpdate(loan.id);
  const toBody = (v: BankValues) => ({
    [`${side}_bank_account`]: v.account,
    [`${side}_bank_account_name`]: v.name,
    [`${side}_bank_name`]: v.bank,
    reason: v.reason.trim() || undefined,
  });
  const fieldOf = (apiField: string) =>
    apiField.endsWith('_bank_account')
      ? 'account'
      : apiField.endsWith('_account_name')
        ? 'name'
        : apiField.endsWith('_bank_name')
          ? 'bank'
          : apiField;
  const { control, dialog } = useBodyFormDialog<BankValues>({
    defaultValues: {
      account: loan[`${side}_bank_account`] ?? '',
      name: loan[`${side}_bank_account_name`] ?? '',
      bank: loan[`${side}_bank_name`] ?? '',
      reason: '',
    },
    schema: loanUpdateBody,
    toBody,
    inputOf: fieldOf,
    save: async (values) => {
      announce(await update.mutateAsync(toBody(values) as LoanUpdateBody), t('transactions.loans.bankSaved'));
      onClose();
    },
  });
  const approved = loanStep(loan.loan_status, loan.product_code) === 'approved';
  const bankNames = banks.data?.map((b) => b.short_name) ?? [];
  return (
    <FormDialog
      onClose={onClose}
      title={t(`transactions.loans.bankTitle.${side}`)}
      testId="bank-dialog"
      {...dialog}
      columns={1}
    >
      <Controller
        control={control}
        name="bank"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('transactions.loans.bankName')}
            value={field.value}
            onChange={field.onChange}
            {...textFieldBinding(field, fieldState)}
            slotProps={{ htmlInput: { 'data-testid': 'bank-name' } }}
          >
            {[
              ...new Set([...(field.value && !bankNames.includes(field.value) ? [field.value] : []), ...bankNames]),
            ].map((name) => (
              <MenuItem key={name} value={name}>
                {banks.data?.find((b) => b.short_name === name)?.name
                  ? `${name} · ${banks.data.find((b) => b.short_name === name)!.name}`
                  : name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField control={control} name="account" label={t('transactions.loans.bankAccount')} required />
      <FormTextField control={control} name="name" label={t('transactions.loans.bankHolder')} required />
      {approved && (
        <FormTextField control={control} name="reason" label={t('transactions.loans.reasonRequired')} required />
      )}
    </FormDialog>
  );
}
