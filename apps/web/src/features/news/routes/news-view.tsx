import { hasPermission } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { StatusChip } from '../../../components/columns/row-parts.tsx';
import { RichTextView } from '../../../components/fields/rich-text.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { EMPTY, formatDate, formatDateTime } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { news, relatedNewsQuery } from '../api.ts';
import { NewsScreenLink } from '../components/news-screen-link.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params);
  void queryClient.prefetchQuery(relatedNewsQuery(id));
  await queryClient.ensureQueryData(news.detail(id));
  return null;
}

/** /news/:id: the article as readers see it, with its related articles. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(news.detail(id));
  const related = useQuery(relatedNewsQuery(id));
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 320px' }, alignItems: 'start' }}>
      <Card component="article" sx={{ p: { xs: 2.5, md: 4 } }} data-testid="news-article">
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          {item.category && <Chip size="small" label={item.category.name} color="primary" variant="outlined" />}
          <StatusChip status={item.status} label={t(`news.status.${item.status}`)} />
          <Box sx={{ flex: 1 }} />
          {hasPermission(me.role_has_permission, 'news-update') && <NewsScreenLink id={id} to="edit" />}
        </Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {item.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, fontSize: 13.5 }}>
          {t('news.view.byline', {
            author: item.author?.name ?? t('news.view.noAuthor'),
            date: formatDateTime(item.published_at ?? item.created_at),
          })}
          {' · '}
          {t('news.view.updated', { date: formatDateTime(item.updated_at) })}
        </Typography>
        {item.summary && <Typography sx={{ fontWeight: 600, mb: 2 }}>{item.summary}</Typography>}
        {item.thumbnail && (
          <Box component="img" src={item.thumbnail} alt="" sx={{ width: '100%', borderRadius: 1, mb: 2 }} />
        )}
        <RichTextView html={item.content} />
      </Card>
      <Card sx={{ p: 2 }} data-testid="news-related">
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('news.view.related')}
        </Typography>
        {(related.data ?? []).length === 0 && (
          <Typography color="text.secondary">{t('news.view.noRelated')}</Typography>
        )}
        {(related.data ?? []).map((r) => (
          <Box
            key={r.id}
            component={Link}
            to={href('news.view', { id: r.id })}
            sx={{
              display: 'flex',
              gap: 1.5,
              py: 1,
              textDecoration: 'none',
              color: 'inherit',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {r.thumbnail && (
              <Box
                component="img"
                src={r.thumbnail}
                alt=""
                sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0 }}
              />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontSize: 13.5, fontWeight: 600 }}>{r.title}</Typography>
              <Typography variant="caption" color="text.secondary">
                {r.published_at ? formatDate(r.published_at) : EMPTY}
              </Typography>
            </Box>
          </Box>
        ))}
      </Card>
    </Box>
  );
}
