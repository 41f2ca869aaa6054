import type { TimelineEntry } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/** Who did what and when, newest first, with the status it moved from and to and the reason. */
export function Timeline({
  events,
  title,
  statuses = 'transactions.status',
  statusLabel,
}: {
  events: readonly TimelineEntry[];
  title: string;
  /** Where the from and to statuses' names are (a transaction's by default). */
  statuses?: string;
  /** Names a status instead (a loan's statuses carry the lender's code). */
  statusLabel?: (status: string) => string;
}) {
  const { t } = useTranslation();
  const status = (s: string | null) =>
    !s ? '' : statusLabel ? statusLabel(s) : t(`${statuses}.${s}`, { defaultValue: s });
  return (
    <Card sx={{ p: 2 }} data-testid="timeline">
      <Typography variant="h6" component="h2" sx={{ fontSize: 16, mb: 1 }}>
        {title}
      </Typography>
      {events.length === 0 && <Typography color="text.secondary">{t('transactions.timeline.empty')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {events.map((e) => (
          <Box
            component="li"
            key={e.id}
            sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
            data-testid={`timeline-${e.type}`}
          >
            <Typography sx={{ fontWeight: 600, fontSize: 13.5 }}>
              {t(`transactions.timeline.types.${e.type}`, { defaultValue: e.type })}
              {e.from_status && e.to_status && ` · ${status(e.from_status)} → ${status(e.to_status)}`}
            </Typography>
            {e.reason && (
              <Typography variant="body2" sx={{ mt: 0.25 }}>
                {e.reason}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {e.actor.name} · {formatDateTime(e.created_at)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
