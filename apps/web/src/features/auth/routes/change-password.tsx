import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { signOut } from '../../../lib/sign-out.ts';
import { AuthFrame } from '../components/auth-frame.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { href } from '../../../lib/areas.ts';

/** /login/change-password: forced after first sign-in (first_login 1), or chosen from the user menu. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const forced = user?.first_login === 1;

  return (
    <AuthFrame>
      <Typography variant="h5" component="h1">
        {t('auth.changePassword.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('auth.changePassword.subtitle', { username: user?.username ?? '' })}
      </Typography>
      {forced && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="first-login-notice">
          {t('auth.changePassword.forced')}
        </Alert>
      )}
      <ChangePasswordForm
        onDone={() => {
          showQuickMessage({ type: 'success', body: t('auth.changePassword.done') });
          void navigate(href('home.home'), { replace: true });
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        {!forced ? (
          <Button onClick={() => void navigate(-1)} size="small">
            {t('actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={() => void signOut()} size="small" color="inherit">
          {t('layout.userMenu.logout')}
        </Button>
      </Box>
    </AuthFrame>
  );
}
