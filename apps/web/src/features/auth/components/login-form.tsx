import { loginBody, RESULT_CODE, type LoginBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useLogin } from '../api.ts';

export const ACCOUNT_NOT_FOUND = 'Account not found';

export function LoginForm({ initialUsername = '' }: { initialUsername?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const { control, handleSubmit, setError, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { username: initialUsername, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const data = await login.mutateAsync(values);
      await navigate(data.user.first_login === 1 ? paths.changePassword : paths.home, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.message === ACCOUNT_NOT_FOUND) {
        setError('username', { type: 'server', message: ACCOUNT_NOT_FOUND }, { shouldFocus: true });
        return;
      }
      applyServerErrors(error, setError, ['username', 'password']);
    }
  });

  const rootError = formState.errors.root?.server?.message;
  const throttled = isApiError(login.error) && login.error.resultCode === RESULT_CODE.TOO_MANY_REQUESTS;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form">
      <Typography variant="h5" component="h1">
        {t('auth.login.welcome')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('auth.login.subtitle')}
      </Typography>
      <Stack spacing={2}>
        {rootError && (
          <Alert severity={throttled ? 'warning' : 'error'} data-testid="login-error">
            {translateMessage(rootError)}
          </Alert>
        )}
        <FormTextField
          control={control}
          name="username"
          label={t('fields.username')}
          autoComplete="username"
          autoFocus
          size="medium"
        />
        <PasswordField
          control={control}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          size="medium"
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
        <Typography color="text.secondary" sx={{ fontSize: 12.5, textAlign: 'center' }} data-testid="login-hint">
          {t('auth.login.forgotHint')}
        </Typography>
      </Stack>
    </form>
  );
}
