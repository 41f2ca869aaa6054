import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { leads } from '../api.ts';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: 14, whiteSpace: 'pre-wrap' }}>{value || EMPTY}</Typography>
    </Box>
  );
}

/** One lead (GET /leads/{id}) in a side panel. */
export function LeadDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: lead } = useQuery({ ...leads.detail(id ?? 0), enabled: id !== null });
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose}>
      <Box sx={{ width: 380, p: 2.5 }} data-testid="lead-detail">
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {lead?.full_name ?? EMPTY}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('actions.close')}>
            <CloseRounded />
          </IconButton>
        </Box>
        {lead && (
          <>
            <StatusChip status={lead.status} label={t(`leads.status.${lead.status}`)} />
            <Row label={t('leads.fields.phone')} value={lead.phone} />
            <Row label={t('leads.fields.email')} value={lead.email} />
            <Row label={t('leads.fields.source')} value={t(`leads.source.${lead.source}`)} />
            <Row label={t('leads.fields.partner')} value={lead.partner?.name} />
            <Row label={t('leads.fields.product')} value={lead.product_name} />
            <Row label={t('leads.fields.location')} value={lead.location?.name} />
            <Row label={t('leads.fields.message')} value={lead.message} />
            <Row label={t('leads.fields.note')} value={lead.status_note} />
            <Row
              label={t('leads.fields.statusUpdated')}
              value={
                lead.status_updated_at
                  ? `${formatDateTime(lead.status_updated_at)} · ${lead.status_updated_by?.name ?? EMPTY}`
                  : null
              }
            />
            <Row label={t('leads.fields.createdAt')} value={formatDateTime(lead.created_at)} />
          </>
        )}
      </Box>
    </Drawer>
  );
}
