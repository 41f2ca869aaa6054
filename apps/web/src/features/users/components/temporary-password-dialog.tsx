import Dialog from '@mui/material/Dialog';
import { useTranslation } from 'react-i18next';
import { CopyOnce } from '../../../components/dialogs/copy-once.tsx';

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
      <CopyOnce
        title={t('users.resetPassword.resultTitle')}
        text={t('users.resetPassword.resultText', { username })}
        value={password}
        valueTestId="temporary-password"
        warning={t('users.resetPassword.onceWarning')}
        onDone={onClose}
        doneTestId="temporary-password-close"
      />
    </Dialog>
  );
}
