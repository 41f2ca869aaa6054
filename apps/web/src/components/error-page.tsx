import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@admin/contract/codes';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { translateMessage } from '../i18n/setup.ts';

export interface ErrorPageProps {
  status?: number;
  message?: string;
  path?: string;
}

/** Status code, 'Whoops! Sorry about that.', the message, the path and a way home. */
export function ErrorPage({ status = 500, message, path }: ErrorPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const is404 = status === 404;
  const text = message ?? (is404 ? MESSAGES.notFound : MESSAGES.serverError);

  return (
    <Box
      data-testid="error-page"
      data-status={status}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh', p: 2, width: '100%' }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <Typography sx={{ fontSize: 72, fontWeight: 800, lineHeight: 1, color: 'primary.main', letterSpacing: -2 }}>
          {status}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 1.5 }}>
          {is404 ? t('errors.page.notFoundTitle') : t('errors.page.errorTitle')}
        </Typography>
        <Typography sx={{ mt: 2, fontWeight: 600 }}>{t('errors.page.whoops')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="error-message">
          {translateMessage(text)}
        </Typography>
        <Typography
          component="code"
          sx={{
            display: 'inline-block',
            mt: 2,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 13,
            wordBreak: 'break-all',
          }}
        >
          {path ?? location.pathname}
        </Typography>
        <Box sx={{ mt: 3 }}>
          <Button
            href="/"
            onClick={(event) => {
              event.preventDefault();
              void navigate('/');
            }}
            variant="contained"
            data-testid="error-home"
          >
            {t('errors.page.goHome')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
