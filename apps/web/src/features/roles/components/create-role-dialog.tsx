import { roleCreateBody, type Role, type RoleCreateBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, formDialogProps } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
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

  const dialog = formDialogProps(
    { handleSubmit, setError, formState },
    ['name', 'display_name'],
    async ({ name, display_name }) => {
      const role = await create.mutateAsync({ name, display_name: display_name || undefined });
      showQuickMessage({ type: 'success', body: t('roles.create.done') });
      close();
      onCreated(role);
    },
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      closeOnBackdrop
      maxWidth="xs"
      title={t('roles.create.title')}
      testId="role-create-dialog"
      {...dialog}
      submitLabel={t('actions.create')}
      submitTestId="role-create-submit"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
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
    </FormDialog>
  );
}
