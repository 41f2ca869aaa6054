import { PAYMENT_METHODS, type PaymentBody, type TransactionDetail } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/fields/money-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useRecordPayment, useVoidPayment } from '../api.ts';
import { ReasonDialog } from '../../../components/dialogs/action-dialog.tsx';
import { SelectField } from '../../../components/fields/select-field.tsx';

/**
 * A sale's payments (a cash sale's, a loan sale's down payment): each one with who recorded it,
 * voided ones struck through, and a form to record the next while the sale waits for its money
 * (the last money in makes it paid). What is due leaves room for a lender's payout on its way.
 */
export function PaymentsCard({ item, canRecord }: { item: TransactionDetail; canRecord: boolean }) {
  const { t } = useTranslation();
  const record = useRecordPayment(item.id);
  const voidPayment = useVoidPayment(item.id);
  const due = item.left_to_pay;
  const [amount, setAmount] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentBody['method']>('cash');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const open = canRecord && item.status === 'confirmed' && due > 0;
  const [voiding, setVoiding] = useState<number | null>(null);

  const submit = async () => {
    setErrors({});
    try {
      await record.mutateAsync({ amount: amount ?? 0, method, reference: reference.trim() || undefined });
      showQuickMessage({ type: 'success', body: t('transactions.payments.recorded') });
      setAmount(null);
      setReference('');
    } catch (e) {
      if (!isApiError(e)) throw e;
      const fields = Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? '']));
      setErrors(Object.keys(fields).length ? fields : { root: e.message });
    }
  };

  return (
    <Card sx={{ p: 2 }} data-testid="payments">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 16, flex: 1 }}>
          {t('transactions.payments.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="payments-due">
          {t('transactions.payments.due', { amount: formatMoney(Math.max(due, 0)) })}
        </Typography>
      </Box>
      {item.payments.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('transactions.payments.none')}
        </Typography>
      )}
      {item.payments.map((p) => (
        <Box
          key={p.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, borderTop: 1, borderColor: 'divider' }}
          data-testid={`payment-${p.id}`}
        >
          <Box sx={{ flex: 1, minWidth: 0, textDecoration: p.voided_at ? 'line-through' : 'none' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {formatMoney(p.amount)} · {t(`transactions.payments.methods.${p.method}`)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(p.paid_at)} · {p.recorded_by?.name ?? ''}
              {p.reference && ` · ${p.reference}`}
            </Typography>
          </Box>
          {p.voided_at ? (
            <Typography variant="caption" color="error">
              {t('transactions.payments.voided', { reason: p.void_reason ?? '' })}
            </Typography>
          ) : (
            canRecord &&
            item.status === 'confirmed' && (
              <Button size="small" color="error" onClick={() => setVoiding(p.id)} data-testid={`payment-void-${p.id}`}>
                {t('transactions.payments.void')}
              </Button>
            )
          )}
        </Box>
      ))}
      {open && (
        <Box
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1.2fr 1fr 1fr auto', mt: 1.5, alignItems: 'start' }}
        >
          {errors.root && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {translateMessage(errors.root)}
            </Alert>
          )}
          <MoneyInput
            name="amount"
            label={t('transactions.payments.amount')}
            value={amount}
            onValueChange={setAmount}
            error={errors.amount}
            required
          />
          <SelectField
            size="small"
            label={t('transactions.payments.method')}
            value={method}
            onChange={setMethod}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`transactions.payments.methods.${m}`) }))}
          />
          <TextField
            size="small"
            label={t('transactions.payments.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            error={Boolean(errors.reference)}
            helperText={errors.reference && translateMessage(errors.reference)}
          />
          <Button
            variant="contained"
            loading={record.isPending}
            onClick={() => void submit()}
            data-testid="payment-add"
          >
            {t('transactions.payments.add')}
          </Button>
        </Box>
      )}
      <ReasonDialog
        open={voiding !== null}
        title={t('transactions.payments.voidTitle')}
        label={t('transactions.payments.voidReason')}
        confirmLabel={t('transactions.payments.void')}
        onClose={() => setVoiding(null)}
        onSubmit={(reason) => voidPayment.mutateAsync({ paymentId: voiding!, reason })}
      />
    </Card>
  );
}
