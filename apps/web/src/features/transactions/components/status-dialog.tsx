import { TRANSACTION_STATUSES, type TransactionStatus } from '@admin/contract';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sayReason } from '../../../lib/reasons.ts';
import { ActionDialog } from '../../../components/dialogs/action-dialog.tsx';
import { SelectField } from '../../../components/fields/select-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * Moves a transaction to a status; cancelling asks for a reason. What the server refuses (a 409
 * or 422: why it cannot move) stays in the dialog.
 */
export function StatusDialog({
  open,
  count,
  statuses = TRANSACTION_STATUSES.filter((s) => s !== 'new'),
  onClose,
  onSubmit,
}: {
  open: boolean;
  count: number;
  statuses?: readonly TransactionStatus[];
  onClose: () => void;
  onSubmit: (status: TransactionStatus, reason: string | undefined) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TransactionStatus | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const needsReason = status === 'cancelled';
  const close = () => {
    setError(null);
    setStatus('');
    setReason('');
    onClose();
  };
  const submit = async () => {
    if (!status || (needsReason && !reason.trim())) return;
    setBusy(true);
    try {
      await onSubmit(status, needsReason ? reason.trim() : undefined);
      close();
    } catch (e) {
      if (!isApiError(e)) throw e;
      // each refused sale on its line, in the reader's words when the server said why as a code
      const fields = Object.values(e.fieldErrors).flat();
      setError(e.reasons.length ? e.reasons.map(sayReason) : fields.length ? fields : [e.message]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={t('transactions.statusDialog.title', { count })}
      testId="status-dialog"
      errors={error}
      errorTestId="status-dialog-error"
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
      action={{
        label: t('actions.save'),
        testId: 'status-dialog-save',
        loading: busy,
        disabled: !status || (needsReason && !reason.trim()),
        onClick: () => void submit(),
      }}
    >
      <SelectField
        size="small"
        label={t('transactions.fields.status')}
        value={status}
        onChange={setStatus}
        options={statuses.map((s) => ({
          value: s,
          label: t(`transactions.status.${s}`),
          testId: `status-option-${s}`,
        }))}
        testId="status-dialog-status"
        testIdOnInput
      />
      {needsReason && (
        <TextField
          size="small"
          multiline
          minRows={2}
          required
          label={t('transactions.statusDialog.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'status-dialog-reason' } }}
        />
      )}
    </ActionDialog>
  );
}
