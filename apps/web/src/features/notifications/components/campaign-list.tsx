import type { Campaign } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { SimpleTable } from '../../../components/lists/simple-table.tsx';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { CAMPAIGNS_PAGE_SIZE, deliveriesQuery, useCancelCampaign } from '../api.ts';

/** The campaigns, newest first, with their counts; a chosen campaign shows its delivery log. */
export function CampaignList({
  rows,
  total,
  page,
  onPage,
  selected,
  onSelect,
  canCreate,
}: {
  rows: Campaign[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  selected: number | null;
  onSelect: (id: number) => void;
  canCreate: boolean;
}) {
  const { t } = useTranslation();
  const cancel = useCancelCampaign();
  return (
    <Card>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, p: 2, pb: 1 }}>
        {t('notifications.list.title')}
      </Typography>
      <SimpleTable
        testId="campaign-list"
        sx={{ '& th': { whiteSpace: 'nowrap' } }}
        head={[
          t('notifications.fields.title'),
          t('notifications.fields.audience'),
          t('notifications.fields.schedule'),
          t('fields.status'),
          { label: t('notifications.list.sent'), align: 'right' },
          '',
        ]}
        empty={rows.length === 0 && t('notifications.list.empty')}
      >
        {rows.map((c) => (
          <TableRow
            key={c.id}
            hover
            selected={c.id === selected}
            onClick={() => onSelect(c.id)}
            sx={{ cursor: 'pointer' }}
            data-testid={`campaign-${c.id}`}
          >
            <TableCell>
              <Typography sx={{ fontWeight: 600, fontSize: 13.5 }}>{c.title}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 280 }} noWrap>
                {c.body}
              </Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`notifications.audience.${c.audience}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.scheduled_at)}</TableCell>
            <TableCell data-testid={`campaign-status-${c.id}`} data-status={c.status}>
              <StatusChip status={c.status} label={t(`notifications.status.${c.status}`, { defaultValue: c.status })} />
            </TableCell>
            <TableCell align="right">
              {c.sent_count}/{c.recipients_count || EMPTY}
            </TableCell>
            <TableCell align="right">
              {canCreate && c.status === 'scheduled' && (
                <Button size="small" color="warning" onClick={(e) => (e.stopPropagation(), cancel.mutate(c.id))}>
                  {t('notifications.list.cancel')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </SimpleTable>
      {total > CAMPAIGNS_PAGE_SIZE && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1.5 }}>
          <Pagination count={Math.ceil(total / CAMPAIGNS_PAGE_SIZE)} page={page} onChange={(_e, p) => onPage(p)} />
        </Box>
      )}
    </Card>
  );
}

/** The delivery log of one campaign: each recipient, the transport and the outcome. */
export function DeliveryLog({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(deliveriesQuery(id));
  const rows = data?.data ?? [];
  return (
    <Card sx={{ mt: 2.5 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, p: 2, pb: 1 }}>
        {t('notifications.log.title', { count: data?.total ?? 0 })}
      </Typography>
      <SimpleTable
        testId="delivery-log"
        head={[
          t('notifications.log.recipient'),
          t('notifications.log.transport'),
          t('fields.status'),
          t('notifications.log.sentAt'),
        ]}
        empty={rows.length === 0 && t('notifications.log.empty')}
      >
        {rows.map((d) => (
          <TableRow key={d.id} data-testid="delivery-row">
            <TableCell>{d.recipient}</TableCell>
            <TableCell>{d.transport ?? EMPTY}</TableCell>
            <TableCell>
              <StatusChip status={d.status} label={t(`notifications.delivery.${d.status}`)} />
              {d.error && (
                <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                  {d.error}
                </Typography>
              )}
            </TableCell>
            <TableCell>{formatDateTime(d.sent_at)}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </Card>
  );
}
