import { userCreateBody, type Role, type User, type UserCreateBody, type UserUpdateBody } from '@admin/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { sidePanelSx } from '../../../components/forms/form-layout.tsx';
import { FormSection } from '../../../components/forms/form-section.tsx';
import { FormTextField } from '../../../components/fields/form-text-field.tsx';
import { PasswordField } from '../../../components/fields/password-field.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { submitWithServerErrors } from '../../../lib/form-errors.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { unsavedChanges, useLeaveGuard } from '../../../components/leave-guard.ts';
import { FormCheck } from '../../../components/fields/form-check.tsx';

const PASSWORD_REQUIRED = 'Password is required';

/** The contract's user body, plus the edit screen's "set a new password" switch. */
const schema = z
  .safeExtend(z.omit(userCreateBody, { password: true }), { password: z.string(), set_password: z.boolean() })
  .check(
    z.superRefine((v, ctx) => {
      if (v.set_password && !v.password)
        ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_REQUIRED });
    }),
  );
type FormValues = z.input<typeof schema>;

const FIELDS = ['username', 'email', 'full_name', 'nickname', 'phone', 'password', 'role_ids'] as const;

export type UserFormSubmit =
  | { mode: 'create'; body: UserCreateBody; avatar: File | null }
  | { mode: 'edit'; body: UserUpdateBody; avatar: File | null };

/** The form's sections lay their fields in these columns. */
const SECTION_COLUMNS = { sm: '1fr 1fr' };

/** Create and edit form of an admin user; 422 messages from the server land on their fields. */
export function UserForm({
  user,
  roles,
  onSubmit,
  onCancel,
}: {
  user?: User;
  roles: Role[];
  onSubmit: (values: UserFormSubmit) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const mode = user ? 'edit' : 'create';
  const [avatar, setAvatar] = useState<File | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      full_name: user?.full_name ?? '',
      nickname: user?.nickname ?? '',
      phone: user?.phone ?? '',
      password: '',
      role_ids: user?.roles.map((r) => r.id) ?? [],
      set_password: mode === 'create',
    },
  });
  const setPassword = useWatch({ control, name: 'set_password' });
  const fullName = useWatch({ control, name: 'full_name' });

  const submit = submitWithServerErrors(
    { handleSubmit, setError },
    FIELDS,
    async ({ set_password, password, nickname, phone, ...rest }) => {
      const common = { ...rest, nickname: nickname || null, phone: phone || null };
      if (mode === 'create') await onSubmit({ mode, body: { ...common, password }, avatar });
      else await onSubmit({ mode, body: set_password ? { ...common, password } : common, avatar });
    },
  );

  const rootError = formState.errors.root?.server?.message;
  useLeaveGuard(unsavedChanges(formState, avatar !== null));

  return (
    <form onSubmit={submit} noValidate data-testid="user-form">
      <Card sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        <Box sx={sidePanelSx('start', 260)}>
          <AvatarPicker
            current={user?.avatar_list?.medium ?? user?.avatar ?? null}
            name={fullName || user?.username || ''}
            file={avatar}
            onChange={setAvatar}
          />
          {user && (
            <Box sx={{ mt: 2, textAlign: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{user.username}</Typography>
              <Chip
                size="small"
                sx={{ mt: 0.5 }}
                color={user.status === 'active' ? 'success' : 'default'}
                label={t(`users.status.${user.status}`)}
              />
            </Box>
          )}
        </Box>
        <Box sx={{ flex: 1, p: 3, display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          {rootError && <Alert severity="error">{translateMessage(rootError)}</Alert>}
          <FormSection title={t('users.form.account')} columns={SECTION_COLUMNS}>
            <FormTextField control={control} name="username" label={t('fields.username')} required autoComplete="off" />
            <FormTextField
              control={control}
              name="email"
              label={t('fields.email')}
              required
              type="email"
              autoComplete="off"
            />
            {mode === 'edit' && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <FormCheck
                  control={control}
                  name="set_password"
                  label={t('users.form.setPassword')}
                  testId="user-set-password"
                />
              </Box>
            )}
            {setPassword && (
              <PasswordField
                control={control}
                name="password"
                label={mode === 'create' ? t('fields.password') : t('fields.newPassword')}
                required
                autoComplete="new-password"
                helperText={t('users.form.passwordHint')}
              />
            )}
          </FormSection>
          <Divider />
          <FormSection title={t('users.form.profile')} columns={SECTION_COLUMNS}>
            <FormTextField control={control} name="full_name" label={t('fields.fullName')} required />
            <FormTextField control={control} name="nickname" label={t('fields.nickname')} />
            <FormTextField control={control} name="phone" label={t('fields.phone')} type="tel" />
          </FormSection>
          <Divider />
          <FormSection title={t('users.form.access')} columns={SECTION_COLUMNS}>
            <Controller
              control={control}
              name="role_ids"
              render={({ field, fieldState }) => (
                <FormControl error={fieldState.error !== undefined} required sx={{ gridColumn: '1 / -1' }}>
                  <InputLabel id="user-roles-label">{t('fields.roles')}</InputLabel>
                  <Select
                    labelId="user-roles-label"
                    multiple
                    name={field.name}
                    value={field.value}
                    onChange={(e) => field.onChange(typeof e.target.value === 'string' ? [] : e.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    input={<OutlinedInput label={t('fields.roles')} />}
                    data-testid="user-roles"
                    renderValue={(ids) => (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {ids.map((id) => {
                          const role = roles.find((r) => r.id === id);
                          return <Chip key={id} size="small" label={role?.display_name || role?.name || id} />;
                        })}
                      </Box>
                    )}
                  >
                    {roles.map((role) => (
                      <MenuItem key={role.id} value={role.id} data-testid={`user-role-option-${role.id}`}>
                        <Checkbox size="small" checked={field.value.includes(role.id)} sx={{ p: 0.5, mr: 1 }} />
                        <ListItemText primary={role.display_name || role.name} secondary={role.name} />
                      </MenuItem>
                    ))}
                  </Select>
                  <FormHelperText>
                    {fieldState.error ? translateMessage(fieldState.error.message) : t('users.form.rolesHint')}
                  </FormHelperText>
                </FormControl>
              )}
            />
          </FormSection>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 1 }}>
            <Button color="inherit" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting} data-testid="user-save">
              {mode === 'create' ? t('users.form.create') : t('actions.save')}
            </Button>
          </Box>
        </Box>
      </Card>
    </form>
  );
}
