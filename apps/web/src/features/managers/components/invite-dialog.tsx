import { managerCreateBody, type Manager, type ManagerCreateBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyOnce } from '../../../components/dialogs/copy-once.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { submitWithServerErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { absoluteInviteUrl, useInviteManager } from '../api.ts';

/** Asks for the new admin's e-mail, then shows the invitation link once, to copy. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteManager();
  const [created, setCreated] = useState<Manager | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<ManagerCreateBody>({
    resolver: zodResolver(managerCreateBody),
    defaultValues: { email: '' },
  });

  const close = () => {
    onClose();
    setTimeout(() => {
      setCreated(null);
      reset();
    }, 200);
  };

  const submit = submitWithServerErrors({ handleSubmit, setError }, ['email'], async (values) => {
    setCreated(await invite.mutateAsync(values));
  });

  const rootError = formState.errors.root?.server?.message;

  return (
    <Dialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && close()}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'invite-dialog' } as object }}
    >
      {created ? (
        <CopyOnce
          title={t('managers.invite.linkTitle')}
          text={t('managers.invite.linkText', { email: created.email })}
          value={created.invite_url && absoluteInviteUrl(created.invite_url)}
          valueTestId="invite-link"
          warning={t('managers.invite.once', { date: formatDateTime(created.expires_at) })}
          onDone={close}
          doneTestId="invite-done"
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogTitle>{t('managers.invite.title')}</DialogTitle>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('managers.invite.text')}
            </Typography>
            {rootError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {translateMessage(rootError)}
              </Alert>
            )}
            <FormTextField control={control} name="email" label={t('fields.email')} type="email" autoFocus required />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting} data-testid="invite-submit">
              {t('managers.invite.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
