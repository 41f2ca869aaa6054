import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/setup.ts';

/** The action button of an `ActionDialog`. */
export interface DialogAction {
  label: ReactNode;
  testId: string;
  onClick: () => void;
  color?: 'primary' | 'error';
  disabled?: boolean;
  loading?: boolean;
}

/**
 * A small dialog around one action (not a react-hook-form form, see `FormDialog`): the title, what
 * the action needs, the server's refusal (`errors`) above it, Cancel and the action's button.
 */
export function ActionDialog({
  open,
  onClose,
  title,
  testId,
  errors,
  errorTestId,
  contentSx,
  action,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** On the dialog's root. */
  testId: string;
  errors?: readonly string[] | null;
  errorTestId?: string;
  contentSx?: SxProps<Theme>;
  action: DialogAction;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={contentSx}>
        {errors && (
          <Alert severity="error" data-testid={errorTestId}>
            {errors.map((m) => (
              <div key={m}>{translateMessage(m)}</div>
            ))}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={action.color}
          disabled={action.disabled}
          loading={action.loading}
          data-testid={action.testId}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Asks why (to reject, void, block, suspend): an `ActionDialog` with one reason of 500 characters
 * at most; the action runs with the trimmed reason and the dialog closes when it succeeds. Without
 * `requiredText` the action waits for a reason; with it, the action says so under the field.
 */
export function ReasonDialog({
  open,
  title,
  label,
  helperText,
  requiredText,
  confirmLabel,
  testIds = { dialog: 'reason-dialog', input: 'reason-input', confirm: 'reason-confirm' },
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: ReactNode;
  label?: string;
  helperText?: string;
  requiredText?: string;
  confirmLabel: ReactNode;
  testIds?: { dialog: string; input: string; confirm: string };
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const missing = !reason.trim();
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={title}
      testId={testIds.dialog}
      action={{
        label: confirmLabel,
        testId: testIds.confirm,
        color: 'error',
        disabled: requiredText === undefined && missing,
        loading: busy,
        onClick: () => {
          setTouched(true);
          if (missing) return;
          setBusy(true);
          void onSubmit(reason.trim())
            .then(close)
            .catch(() => undefined)
            .finally(() => setBusy(false));
        },
      }}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        sx={{ mt: 1 }}
        required={requiredText === undefined && label !== undefined}
        label={label}
        helperText={touched && missing && requiredText ? requiredText : helperText}
        error={touched && missing && requiredText !== undefined}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': testIds.input, maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
