import type { LoginBody } from '@admin/contract';
import { MESSAGES, RESULT_CODE } from '@admin/contract/codes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { TextInput } from '../../../components/fields/text-input.tsx';
import { usePasswordVisibility } from '../../../components/fields/password-visibility.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError, isCanceled } from '../../../lib/api-client.ts';
import { login } from '../api.ts';

type Field = keyof LoginBody;
type Errors = Partial<Record<Field, string>>;

/** The contract's two sign-in rules (loginBody), checked before the call. */
function validate(values: LoginBody): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = MESSAGES.usernameRequired;
  if (!values.password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

/**
 * The sign-in form. Unlike the other forms it does not use react-hook-form: its two required
 * fields do not need it, and its 14 KB would push the sign-in page over its 200 KB budget.
 */
export function LoginForm({ initialUsername = '' }: { initialUsername?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const password = usePasswordVisibility();
  const [values, setValues] = useState<LoginBody>({ username: initialUsername, password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [throttled, setThrottled] = useState(false);
  const tone = throttled ? 'warning' : 'error';
  const [submitting, setSubmitting] = useState(false);

  /** One field's input: its label, value, change (which clears its message) and message. */
  const bind = (field: Field) => ({
    name: field,
    label: t(`fields.${field}`),
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    error: errors[field],
    size: 'medium' as const,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(values);
    setErrors(invalid);
    setRootError(null);
    setThrottled(false);
    if (Object.keys(invalid).length) return;
    setSubmitting(true);
    try {
      const data = await login({ username: values.username.trim(), password: values.password });
      await navigate(data.user.first_login === 1 ? href('auth.changePassword') : href('home.home'), { replace: true });
    } catch (error) {
      if (isCanceled(error) || (isApiError(error) && error.shown && error.status !== 422)) return;
      if (isApiError(error) && error.status === 422) {
        const placed: Errors = {};
        for (const field of ['username', 'password'] as const) {
          const message = error.fieldErrors[field]?.[0];
          if (message) placed[field] = message;
        }
        if (Object.keys(placed).length) setErrors(placed);
        else setRootError(Object.values(error.fieldErrors).flat().join('\n') || MESSAGES.badRequest);
      } else if (isApiError(error) && error.message === MESSAGES.accountNotFound) {
        setErrors({ username: MESSAGES.accountNotFound });
      } else {
        setThrottled(isApiError(error) && error.resultCode === RESULT_CODE.TOO_MANY_REQUESTS);
        setRootError(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="login-form">
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
              color: `${tone}.dark`,
              bgcolor: (theme) => alpha(theme.palette[tone].main, 0.1),
              borderColor: (theme) => alpha(theme.palette[tone].main, 0.4),
            }}
          >
            {translateMessage(rootError)}
          </Box>
        )}
        <TextInput {...bind('username')} autoComplete="username" autoFocus />
        <TextInput {...bind('password')} autoComplete="current-password" {...password} />
        <Button type="submit" variant="contained" size="large" loading={submitting} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
        <Typography color="text.secondary" sx={{ fontSize: 12.5, textAlign: 'center' }} data-testid="login-hint">
          {t('auth.login.forgotHint')}
        </Typography>
      </Box>
    </form>
  );
}
