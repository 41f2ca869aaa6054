import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { pagePlacementsQuery } from '../api.ts';

/** The banners and pop-ups placed on a page, each linking to its own edit page. */
export function PagePlacements({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(pagePlacementsQuery(id));
  const section = (
    title: string,
    items: { id: number; title: string; status: number; to: string; img?: string }[],
    testId: string,
  ) => (
    <Card sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title} ({items.length})
      </Typography>
      {items.length === 0 && <Typography color="text.secondary">{t('pages.edit.none')}</Typography>}
      {items.map((item) => (
        <Box
          key={item.id}
          component={Link}
          to={item.to}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          {item.img && (
            <Box
              component="img"
              src={item.img}
              alt=""
              sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 0.5 }}
            />
          )}
          <Typography sx={{ flex: 1, fontSize: 14 }} noWrap>
            {item.title}
          </Typography>
          <StatusChip
            status={item.status ? 'published' : 'hidden'}
            label={t(item.status ? 'kit.switch.on' : 'kit.switch.off')}
          />
        </Box>
      ))}
    </Card>
  );
  const banners = (data?.banners ?? []).map((b) => ({
    ...b,
    to: href('banners.edit', { id: b.id }),
    img: b.thumbnail?.small,
  }));
  const popups = (data?.popups ?? []).map((p) => ({
    ...p,
    to: href('popups.edit', { id: p.id }),
    img: p.image?.small,
  }));
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2.5 }}>
      {section(t('pages.edit.banners'), banners, 'page-banners')}
      {section(t('pages.edit.popups'), popups, 'page-popups')}
    </Box>
  );
}
