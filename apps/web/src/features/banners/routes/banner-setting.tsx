import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { bannerPagesQuery, liveBannersQuery } from '../api.ts';

export function loader() {
  void queryClient.prefetchQuery(bannerPagesQuery());
  return null;
}

/** /banners/setting: the pages banners go on, and what each shows right now, position by position. */
export function Component() {
  const { t } = useTranslation();
  const pages = useQuery(bannerPagesQuery());
  const [pageId, setPageId] = useState<number | undefined>(undefined);
  const selected = pageId ?? pages.data?.[0]?.id;
  const live = useQuery({ ...liveBannersQuery(selected), enabled: selected !== undefined });
  const positions = [...new Set((live.data ?? []).map((b) => b.position))];
  return (
    <>
      <PageHeader title={t('banners.setting.title')} subtitle={t('banners.setting.subtitle')} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
        <Card>
          {(pages.data ?? []).map((p) => (
            <Box
              key={p.id}
              onClick={() => setPageId(p.id)}
              data-testid={`banner-setting-page-${p.id}`}
              sx={{
                p: 1.5,
                cursor: 'pointer',
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: p.id === selected ? 'action.selected' : undefined,
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{p.title}</Typography>
              <Typography variant="caption" color="text.secondary">
                /{p.slug} · {t('banners.setting.count', { count: p.banners_count })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                {p.positions.map((pos) => (
                  <Chip key={pos} size="small" label={t(`banners.position.${pos}`)} sx={{ height: 20, fontSize: 11 }} />
                ))}
              </Box>
            </Box>
          ))}
        </Card>
        <Card sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('banners.setting.live')}
          </Typography>
          {positions.length === 0 && <Typography color="text.secondary">{t('banners.setting.none')}</Typography>}
          {positions.map((pos) => (
            <Box key={pos} sx={{ mb: 2 }}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                {t(`banners.position.${pos}`)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                {(live.data ?? [])
                  .filter((b) => b.position === pos)
                  .map((b) => (
                    <Box
                      key={b.id}
                      component={Link}
                      to={href('banners.edit', { id: b.id })}
                      sx={{ width: 220, textDecoration: 'none', color: 'inherit' }}
                    >
                      <Box
                        component="img"
                        src={b.thumbnail?.small}
                        alt={b.title}
                        sx={{ width: '100%', height: 110, objectFit: 'cover', borderRadius: 1, bgcolor: 'muted' }}
                      />
                      <Typography variant="body2" noWrap>
                        {b.title}
                      </Typography>
                    </Box>
                  ))}
              </Box>
            </Box>
          ))}
        </Card>
      </Box>
    </>
  );
}
