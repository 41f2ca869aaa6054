import type { LoginBody } from '@admin/contract';
import { MESSAGES, RESULT_CODE } from '@admin/contract/codes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { login } from '../api.ts';

/**
 * zodResolver(loginBody), loaded at the first submit: the sign-in page shows before the schema
 * library has been downloaded.
 */
const loginResolver: Resolver<LoginBody> = async (values, context, options) => {
  const [{ zodResolver }, { loginBody }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@admin/contract'),
  ]);
  return zodResolver(loginBody)(values, context, options);
};

export function LoginForm({ initialUsername = '' }: { initialUsername?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [throttled, setThrottled] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<LoginBody>({
    resolver: loginResolver,
    defaultValues: { username: initialUsername, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setThrottled(false);
    try {
      const data = await login(values);
      await navigate(data.user.first_login === 1 ? paths.changePassword : paths.home, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.message === MESSAGES.accountNotFound && error.status !== 422) {
        setError('username', { type: 'server', message: MESSAGES.accountNotFound }, { shouldFocus: true });
        return;
      }
      setThrottled(isApiError(error) && error.resultCode === RESULT_CODE.TOO_MANY_REQUESTS);
      applyServerErrors(error, setError, ['username', 'password']);
    }
  });

  const rootError = formState.errors.root?.server?.message;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form">
      <Typography variant="h5" component="h1">
        {t('auth.login.welcome')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('auth.login.subtitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {rootError && (
          <Box
            role="alert"
            data-testid="login-error"
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 1,
              fontSize: 13.5,
              border: 1,
              color: throttled ? 'warning.dark' : 'error.dark',
              bgcolor: throttled ? '#fff6e6' : '#fdecea',
              borderColor: throttled ? '#f5cf8f' : '#f5c2bd',
            }}
          >
            {translateMessage(rootError)}
          </Box>
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
      </Box>
    </form>
  );
}
