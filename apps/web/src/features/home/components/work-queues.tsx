import { DASHBOARD_QUEUE_LISTS, type DashboardQueue } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { queuesQuery } from '../api.ts';
import { formatCount } from '../../../lib/format.ts';

const HOUR = 3_600_000;

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))' } as const;

/** Where a queue's card leads: its list with the queue's filter. */
const linkOf = (key: DashboardQueue['key']) => {
  const { path, filter } = DASHBOARD_QUEUE_LISTS[key];
  return `${path}?${new URLSearchParams(filter).toString()}`;
};

function QueueCard({ queue }: { queue: DashboardQueue }) {
  const { t } = useTranslation();
  const hours = queue.oldest_at ? Math.max(0, Math.floor((Date.now() - Date.parse(queue.oldest_at)) / HOUR)) : null;
  const waited =
    hours === null
      ? t('home.queues.nothing')
      : hours < 1
        ? t('home.queues.waitedMinutes')
        : hours < 24
          ? t('home.queues.waitedHours', { count: hours })
          : t('home.queues.waitedDays', { count: Math.floor(hours / 24) });
  return (
    <Card data-testid={`queue-${queue.key}`}>
      <CardActionArea component={Link} to={linkOf(queue.key)} sx={{ p: 2, height: '100%' }}>
        <Typography
          component="p"
          sx={{ fontSize: 30, fontWeight: 700, lineHeight: 1.1 }}
          color={queue.count > 0 ? 'primary.main' : 'text.secondary'}
          data-testid="queue-count"
        >
          {formatCount(queue.count, 'vi')}
        </Typography>
        <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{t(`home.queues.${queue.key}`)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {waited}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** The work waiting in the lists the user may open, each a number that opens the filtered list. */
export function WorkQueues() {
  const { t } = useTranslation();
  const queues = useQuery(queuesQuery());
  if (queues.isError) return <LoadFailed message={t('home.queues.failed')} onRetry={() => void queues.refetch()} />;
  if (!queues.data)
    return (
      <Box sx={grid} aria-busy="true" aria-label={t('common.table.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={106} />
        ))}
      </Box>
    );
  if (queues.data.length === 0)
    return (
      <Typography color="text.secondary" data-testid="queues-none">
        {t('home.queues.none')}
      </Typography>
    );
  return (
    <Box sx={grid} data-testid="work-queues">
      {queues.data.map((queue) => (
        <QueueCard key={queue.key} queue={queue} />
      ))}
    </Box>
  );
}
