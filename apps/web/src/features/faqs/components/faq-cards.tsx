import { hasPermission, type Faq } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons, RowSwitch } from '../../../components/columns/row-parts.tsx';
import { successText } from '../../../components/forms/success-text.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useEditDeleteOptions } from '../../../components/columns/row-columns.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { faqs, useDeleteFaq, useFaqStatus } from '../api.ts';

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Nine questions a page, as cards: category, question, the answer's start, shown switch, actions. */
export function FaqCards({
  rows,
  total,
  page,
  onPage,
}: {
  rows: Faq[];
  total: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const status = useFaqStatus();
  const remove = useDeleteFaq();
  const actions = useEditDeleteOptions<Faq>('faqs', 'faq', (id) => remove.mutateAsync(id));
  return (
    <>
      {rows.length === 0 && (
        <Card sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('faqs.list.empty')}</Typography>
        </Card>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
        data-testid="faq-cards"
      >
        {rows.map((faq) => (
          <Card
            key={faq.id}
            sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
            data-testid={`faq-card-${faq.id}`}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Chip size="small" label={faq.category.name} color="primary" variant="outlined" />
              <Box sx={{ flex: 1 }} />
              <RowSwitch
                checked={faq.status === 1}
                disabled={!hasPermission(grants, 'faqs-status')}
                label={t(faq.status === 1 ? 'kit.switch.on' : 'kit.switch.off')}
                testId={`faq-status-${faq.id}`}
                onToggle={async (next) => {
                  const res = await status.mutateAsync({ id: faq.id, status: next ? 1 : 0 });
                  showQuickMessage({ type: 'success', body: successText(t, res.messages) });
                }}
              />
            </Box>
            <Typography sx={{ fontWeight: 700 }}>{faq.question}</Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                flex: 1,
              }}
            >
              {plain(faq.answer)}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <EditDeleteButtons row={faq} options={actions} />
            </Box>
          </Card>
        ))}
      </Box>
      {total > faqs.pageSize && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2.5 }}>
          <Pagination
            count={Math.ceil(total / faqs.pageSize)}
            page={page}
            onChange={(_e, p) => onPage(p)}
            data-testid="faq-pagination"
          />
        </Box>
      )}
    </>
  );
}
