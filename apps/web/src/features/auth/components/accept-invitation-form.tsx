import { invitationAcceptBody, type InvitationAcceptBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { href } from '../../../lib/areas.ts';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { PasswordField } from '../../../components/fields/password-field.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../i18n/setup.ts';
import { submitWithServerErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { acceptInvitation, authKeys, getInvitation } from '../api.ts';

export const PASSWORDS_DIFFER = 'The passwords do not match';

const schema = z
  .safeExtend(invitationAcceptBody, {
    confirm_password: z.string().check(z.minLength(1, 'Please confirm the password')),
  })
  .check(z.refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: PASSWORDS_DIFFER }));
type FormValues = z.input<typeof schema>;

/** /login?invite=TOKEN: the invited admin chooses a username, name and password. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitation = useQuery({
    queryKey: [...authKeys.details(), 'invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
    staleTime: Infinity,
  });
  const accept = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: InvitationAcceptBody) => acceptInvitation(token, body),
  });
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', full_name: '', password: '', confirm_password: '' },
  });

  const onSubmit = submitWithServerErrors(
    { handleSubmit, setError },
    ['username', 'full_name', 'password'],
    async ({ confirm_password: _confirm, ...body }) => {
      await accept.mutateAsync(body satisfies InvitationAcceptBody);
      showQuickMessage({ type: 'success', body: t('auth.invite.accepted'), timeout: 3000 });
      await navigate(`${href('auth.login')}?username=${encodeURIComponent(body.username)}`, { replace: true });
    },
  );

  if (invitation.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }

  const status = invitation.data?.status;
  const header = (
    <>
      <Typography variant="h5" component="h1">
        {t('auth.invite.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('auth.invite.subtitle')}
      </Typography>
    </>
  );

  if (invitation.isError || status !== 'pending') {
    const reason = invitation.isError ? 'invalid' : (status ?? 'invalid');
    return (
      <Box data-testid="invite-unavailable">
        {header}
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(`auth.invite.status.${reason}`)}
        </Alert>
        <Button component={Link} to={href('auth.login')} variant="contained" fullWidth>
          {t('auth.invite.goToLogin')}
        </Button>
      </Box>
    );
  }

  const rootError = formState.errors.root?.server?.message;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="invite-form">
      {header}
      <Stack spacing={2}>
        {rootError && <Alert severity="error">{translateMessage(rootError)}</Alert>}
        <TextField
          label={t('fields.email')}
          value={invitation.data.email}
          slotProps={{ input: { readOnly: true } }}
          helperText={t('auth.invite.expires', { date: formatDateTime(invitation.data.expires_at) })}
        />
        <FormTextField
          control={control}
          name="username"
          label={t('fields.username')}
          autoComplete="username"
          autoFocus
        />
        <FormTextField control={control} name="full_name" label={t('fields.fullName')} autoComplete="name" />
        <NewPasswordFields control={control} name="password" label={t('fields.password')} />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('auth.invite.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** A new password, with the rule under it, and its confirmation (`confirm_password`). */
export function NewPasswordFields<T extends FieldValues & { confirm_password: string }>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={name}
        label={label}
        autoComplete="new-password"
        helperText={t('auth.passwordRule')}
      />
      <PasswordField
        control={control}
        name={'confirm_password' as Path<T>}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}
