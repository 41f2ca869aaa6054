import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import StorageRounded from '@mui/icons-material/StorageRounded';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { figuresQuery } from '../api.ts';
import { FigureCards } from '../components/figures.tsx';
import { JobProblems } from '../components/job-problems.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';
import { Trend } from '../components/trend.tsx';
import { WorkQueues } from '../components/work-queues.tsx';

/**
 * /: the back-office administrator's home: a welcome card, today's and this month's figures, the
 * work waiting in the user's lists, the last 30 days and the latest changes; each as the user may see.
 */
export function Component() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = user.full_name?.trim() || user.username;
  const figures = useQuery(figuresQuery());

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {t('home.title')}
        </Typography>
        <HeaderAction
          screen="data.data"
          variant="outlined"
          icon={<StorageRounded />}
          testId="home-data-link"
          label={t('home.dataCentre')}
        />
      </Box>
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
      <JobProblems fullAccess={user.role_has_permission === 1} />
      <FiguresSection />
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('home.queues.title')}
      </Typography>
      <WorkQueues />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        {figures.data && figures.data.figures.length > 0 ? <Trend data={figures.data} /> : <span />}
        <RecentActivity />
      </Box>
    </Box>
  );
}

/** Today's and this month's figures, when the user may see any. */
function FiguresSection() {
  const { t } = useTranslation();
  const figures = useQuery(figuresQuery());
  if (figures.data?.figures.length === 0) return null;
  return (
    <Box component="section" sx={{ mb: 3 }} aria-labelledby="figures-title">
      <Typography variant="h6" component="h2" id="figures-title" sx={{ mb: 1.5 }}>
        {t('home.figures.title')}
      </Typography>
      {figures.isError ? (
        <LoadFailed message={t('home.figures.failed')} onRetry={() => void figures.refetch()} />
      ) : figures.data ? (
        <FigureCards data={figures.data} />
      ) : (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
          aria-busy="true"
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      )}
    </Box>
  );
}
