import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { WorkQueues } from '../components/work-queues.tsx';

/** /: the back-office administrator's home: a welcome card and the work waiting in the user's lists. */
export function Component() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = user.full_name?.trim() || user.username;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('home.title')}
      </Typography>
      <Card
        sx={{
          p: { xs: 2.5, sm: 3 },
          mb: 3,
          display: 'flex',
          alignItems: 'center',
          gap: 2.5,
          color: '#fff',
          border: 0,
          background: 'linear-gradient(120deg, #1a4fa3 0%, #123a7a 60%, #0f1d36 100%)',
        }}
        data-testid="home-welcome"
      >
        <UserAvatar
          src={user.avatar_list?.medium ?? user.avatar}
          name={user.full_name ?? user.username}
          size={64}
          sx={{ border: '3px solid rgba(255,255,255,.3)' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontSize: 22, fontWeight: 700 }}>{t('home.welcome', { name })}</Typography>
          <Typography sx={{ opacity: 0.85, mt: 0.5 }}>
            {user.roles.map((r) => r.display_name).join(', ') || t('layout.sidebar.noRole')}
            {user.last_login_at && ` · ${t('home.lastLogin', { date: formatDateTime(user.last_login_at) })}`}
          </Typography>
        </Box>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('home.queues.title')}
      </Typography>
      <WorkQueues />
    </Box>
  );
}
