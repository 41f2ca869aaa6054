import { changePasswordBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { PasswordField } from '../../../components/fields/password-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { submitWithServerErrors } from '../../../lib/form-errors.ts';
import { changePassword } from '../api.ts';
import { NewPasswordFields, PASSWORDS_DIFFER } from './accept-invitation-form.tsx';

const schema = z
  .safeExtend(changePasswordBody, { confirm_password: z.string().check(z.minLength(1, 'Please confirm the password')) })
  .check(
    z.refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: PASSWORDS_DIFFER }),
  );
type FormValues = z.input<typeof schema>;

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = submitWithServerErrors(
    { handleSubmit, setError },
    ['current_password', 'new_password'],
    async ({ current_password, new_password }) => {
      await changePassword({ current_password, new_password });
      onDone();
    },
  );

  const rootError = formState.errors.root?.server?.message;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="change-password-form">
      <Stack spacing={2}>
        {rootError && <Alert severity="error">{translateMessage(rootError)}</Alert>}
        <PasswordField
          control={control}
          name="current_password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          autoFocus
        />
        <NewPasswordFields control={control} name="new_password" label={t('fields.newPassword')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          data-testid="change-password-submit"
        >
          {t('auth.changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
