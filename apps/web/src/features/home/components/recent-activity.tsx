import type { ActivityEntry } from '@admin/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { href } from '../../../lib/areas.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { activityQuery } from '../api.ts';

/** The record an entry is about, where it has a screen of its own. */
function recordLink(entity: string, id: string | null): string | null {
  if (!id || !/^\d+$/.test(id)) return null;
  switch (entity) {
    case 'product':
      return href('products.preview', { id });
    case 'store':
      return href('stores.detail', { id });
    case 'transaction':
      return `/transactions/${id}`;
    case 'loan':
      return `/loans/${id}/view-detail`;
    case 'cash_loan':
      return href('transactions.cashLoan', { id });
    case 'user':
      return href('users.edit', { id });
    case 'news':
      return href('news.view', { id });
    case 'banner':
      return href('banners.edit', { id });
    case 'partner':
      return href('partners.edit', { id });
    default:
      return null;
  }
}

const CODES: Record<string, string> = { transaction: 'TX', loan: 'LN', cash_loan: 'CL' };
const recordName = (entity: string, id: string | null) =>
  id === null ? '' : CODES[entity] ? `${CODES[entity]}${id.padStart(6, '0')}` : `#${id}`;

function Entry({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const who = entry.user?.name ?? t('home.activity.system');
  const link = recordLink(entry.entity, entry.entity_id);
  const record = `${t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity })} ${recordName(entry.entity, entry.entity_id)}`;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
        {who.trim().split(/\s+/).at(-1)?.[0]?.toUpperCase() ?? '?'}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          <strong>{who}</strong> {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}{' '}
          {link ? (
            <Link component={RouterLink} to={link} underline="always">
              {record}
            </Link>
          ) : (
            record
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(entry.created_at)}
        </Typography>
      </Box>
    </Box>
  );
}

/** The latest changes the user may see, from the audit log. */
export function RecentActivity() {
  const { t } = useTranslation();
  const activity = useQuery(activityQuery());
  return (
    <Card sx={{ p: 2 }} data-testid="recent-activity">
      <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: 0.5 }}>
        {t('home.activity.title')}
      </Typography>
      {activity.isError ? (
        <LoadFailed message={t('home.activity.failed')} onRetry={() => void activity.refetch()} />
      ) : !activity.data ? (
        <Box aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Box>
      ) : activity.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('home.activity.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {activity.data.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
    </Card>
  );
}
