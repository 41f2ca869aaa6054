import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field.tsx';

/** Shows a reset password's temporary password once, to copy and hand over. */
export function TemporaryPasswordDialog({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={password !== null}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose()}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle>{t('users.resetPassword.resultTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>{t('users.resetPassword.resultText', { username })}</Typography>
        {password && <CopyField value={password} testId="temporary-password" />}
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('users.resetPassword.onceWarning')}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} data-testid="temporary-password-close">
          {t('actions.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
