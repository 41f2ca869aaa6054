import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks why (to reject, void or cancel): the reason is required; the action runs with it. */
export function ReasonDialog({
  open,
  title,
  label,
  confirmLabel,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" data-testid="reason-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          label={label}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'reason-input', maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!reason.trim()}
          loading={busy}
          data-testid="reason-confirm"
          onClick={() => {
            setBusy(true);
            void onSubmit(reason.trim())
              .then(close)
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
