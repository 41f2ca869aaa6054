import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks why a product is blocked; the reason is required and shown in the Blocked Reason column. */
export function BlockDialog({
  open,
  title,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason.trim();
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs" data-testid="block-dialog">
      <DialogTitle>{t('products.block.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          sx={{ mt: 1 }}
          label={t('products.block.reason')}
          helperText={missing ? t('products.block.required') : title}
          error={missing}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'block-reason', maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          data-testid="block-confirm"
          onClick={async () => {
            setTouched(true);
            if (!reason.trim()) return;
            setBusy(true);
            try {
              await onConfirm(reason.trim());
              setReason('');
              setTouched(false);
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('products.actions.block')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
