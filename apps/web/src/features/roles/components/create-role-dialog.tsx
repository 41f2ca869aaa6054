import { roleCreateBody, type Role, type RoleCreateBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCreateRole } from '../api.ts';

export function CreateRoleDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (role: Role) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateRole();
  const { control, handleSubmit, setError, reset, formState } = useForm<RoleCreateBody>({
    resolver: zodResolver(roleCreateBody),
    defaultValues: { name: '', display_name: '' },
  });

  const close = () => {
    onClose();
    reset();
  };

  const submit = handleSubmit(async ({ name, display_name }) => {
    try {
      const role = await create.mutateAsync({ name, display_name: display_name || undefined });
      showQuickMessage({ type: 'success', body: t('roles.create.done') });
      close();
      onCreated(role);
    } catch (error) {
      applyServerErrors(error, setError, ['name', 'display_name']);
    }
  });
  const rootError = formState.errors.root?.server?.message;

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'role-create-dialog' } as object }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('roles.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {rootError && <Alert severity="error">{translateMessage(rootError)}</Alert>}
            <FormTextField
              control={control}
              name="name"
              label={t('roles.fields.name')}
              helperText={t('roles.create.nameHint')}
              required
              autoFocus
            />
            <FormTextField control={control} name="display_name" label={t('roles.fields.displayName')} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} data-testid="role-create-submit">
            {t('actions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
