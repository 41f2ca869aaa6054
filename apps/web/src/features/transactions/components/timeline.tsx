import type { TimelineEntry } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/** The statuses an entry of this type moves, where they are not the record's own (a paperwork bundle's). */
const OWN_STATUSES: Record<string, string> = { paperwork_confirmed: 'transactions.paperwork.status' };
/** Entries whose words name who did it already ("Người mua gửi yêu cầu"). */
const SUBJECT_IN_LABEL = new Set(['created']);

/**
 * Who did what and when, newest first, each entry a sentence in the reader's language (who, what,
 * from which status to which, in words), with its reason and its time.
 */
export function Timeline({
  events,
  title,
  statuses = 'transactions.status',
  types,
  statusLabel,
}: {
  events: readonly TimelineEntry[];
  title: string;
  /** Where the from and to statuses' names are (a transaction's by default). */
  statuses?: string;
  /** Where the entries' own words are, where they differ from a sale's (an e-contract's "created" is its draft). */
  types?: string;
  /** Names a status instead (a loan's statuses carry the lender's code). */
  statusLabel?: (status: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const status = (type: string, s: string) => {
    if (statusLabel && !OWN_STATUSES[type]) return statusLabel(s);
    return t(`${OWN_STATUSES[type] ?? statuses}.${s}`, { defaultValue: s });
  };
  /** "Phạm Thu Hà đổi trạng thái từ “Đã thanh toán” sang “Đã giao xe”" / "Status changed by … from … to …". */
  const sentence = (e: TimelineEntry) => {
    const common = t(`transactions.timeline.types.${e.type}`, { defaultValue: e.type });
    // an entry may have words for how it was done (a signature on paper, recorded by staff)
    const how = typeof e.data?.method === 'string' ? `${types}.${e.type}_${e.data.method}` : null;
    const role = typeof e.data?.role === 'string' ? t(`transactions.contract.roles.${e.data.role}`).toLowerCase() : '';
    const key = how && i18n.exists(how) ? how : `${types}.${e.type}`;
    const own = types !== undefined && i18n.exists(key);
    const label = own ? t(key, { role }) : common;
    // an entry that moved nothing (an upload, "waiting → waiting") says no move
    const change =
      e.from_status && e.to_status && e.from_status !== e.to_status
        ? t('transactions.timeline.change', { from: status(e.type, e.from_status), to: status(e.type, e.to_status) })
        : '';
    if (SUBJECT_IN_LABEL.has(e.type) && !own) return `${label}${change}`;
    const who = !e.actor.name || e.actor.name === 'system' ? t('transactions.timeline.system') : e.actor.name;
    const action = i18n.language === 'vi' ? label.charAt(0).toLowerCase() + label.slice(1) : label;
    return t('transactions.timeline.sentence', { who, action, change });
  };
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
            <Typography sx={{ fontWeight: 600, fontSize: 13.5 }}>{sentence(e)}</Typography>
            {e.reason && (
              <Typography variant="body2" sx={{ mt: 0.25 }}>
                {e.reason}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(e.created_at)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
