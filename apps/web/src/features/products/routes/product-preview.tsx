import { PRODUCT_CATEGORIES } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DirectionsBikeRounded from '@mui/icons-material/DirectionsBikeRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { EMPTY, formatCount, formatDate, formatDistance, formatMoney, formatReleaseYear } from '../../../lib/format.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { productDetailQuery, productStatisticsQuery } from '../api.ts';
import { ProductStatusChip } from '../../../components/products/product-status-chip.tsx';
import { parseId } from '../../../lib/route-params.ts';
import { BlockDialog } from '../components/block-dialog.tsx';
import { ACTION_ICONS } from '../components/product-row-menu-list.tsx';
import { useProductActions } from '../components/use-product-actions.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params);
  void queryClient.prefetchQuery(productStatisticsQuery(id));
  await queryClient.ensureQueryData(productDetailQuery(id));
  return null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{children}</Typography>
    </Box>
  );
}

/** /products/:id/preview: the product as a buyer sees it, with its statistics and the status actions. */
export function Component() {
  const { t, i18n } = useTranslation();
  const id = parseId(useParams());
  const { data: product } = useSuspenseQuery(productDetailQuery(id));
  const stats = useQuery(productStatisticsQuery(id));
  const images = product.images.length
    ? product.images
    : product.picture
      ? [{ ...product.picture, id: 0, sort: 0 }]
      : [];
  const [current, setCurrent] = useState(0);
  const { actionsFor, onAction, block } = useProductActions();
  const shown = images[Math.min(current, images.length - 1)];

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Button component={Link} to={href('products.list')} startIcon={<ArrowBackRounded />} color="inherit">
          {t('products.list.title')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {actionsFor(product).map((action) => (
          <Button
            key={action}
            variant="outlined"
            size="small"
            color={action === 'block' || action === 'delete' ? 'error' : 'primary'}
            startIcon={ACTION_ICONS[action]}
            onClick={() => onAction(product, action)}
            data-testid={`preview-action-${action}`}
          >
            {t(`products.actions.${action}`)}
          </Button>
        ))}
      </Box>
      <BlockDialog {...block} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <Card sx={{ p: 2 }}>
          <Box
            sx={{
              aspectRatio: '4 / 3',
              bgcolor: 'muted',
              borderRadius: 2,
              overflow: 'hidden',
              display: 'grid',
              placeItems: 'center',
            }}
            data-testid="preview-main-image"
          >
            {shown ? (
              <Box
                component="img"
                src={shown.original}
                alt={product.title}
                sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            ) : (
              <DirectionsBikeRounded sx={{ fontSize: 96, color: 'text.disabled' }} />
            )}
          </Box>
          {images.length > 1 && (
            <Box sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto' }}>
              {images.map((img, i) => (
                <Box
                  key={img.id || img.small}
                  component="button"
                  type="button"
                  onClick={() => setCurrent(i)}
                  aria-label={t('products.preview.picture', { n: i + 1 })}
                  aria-pressed={i === current}
                  sx={{
                    p: 0,
                    border: 2,
                    borderColor: i === current ? 'primary.main' : 'transparent',
                    borderRadius: 1.5,
                    overflow: 'hidden',
                    cursor: 'pointer',
                    flex: '0 0 auto',
                  }}
                >
                  <Box
                    component="img"
                    src={img.small}
                    alt=""
                    sx={{ width: 88, height: 66, objectFit: 'cover', display: 'block' }}
                  />
                </Box>
              ))}
            </Box>
          )}
          <Typography variant="h6" sx={{ mt: 2.5, mb: 1 }}>
            {t('products.preview.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }} color={product.description ? 'text.primary' : 'text.secondary'}>
            {product.description || EMPTY}
          </Typography>
          {product.specs.length > 0 && (
            <>
              <Typography variant="h6" sx={{ mt: 2.5, mb: 1 }}>
                {t('products.preview.specs')}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}>
                {product.specs.map((s) => (
                  <Fact key={s.spec_id} label={s.name}>
                    {s.unit ? `${s.value} ${s.unit}` : s.value}
                  </Fact>
                ))}
              </Box>
            </>
          )}
        </Card>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Card sx={{ p: 2.5 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <ProductStatusChip status={product.sales_status} />
              <Chip
                size="small"
                variant="outlined"
                label={t(`products.category.${PRODUCT_CATEGORIES[product.type]}`)}
              />
              <Chip size="small" variant="outlined" label={t(`products.usedStatus.${product.used_status}`)} />
              {product.is_quality_item && (
                <Chip
                  size="small"
                  color="success"
                  icon={<VerifiedRounded />}
                  label={t('products.columns.qualityItem')}
                />
              )}
            </Box>
            <Typography variant="h5" component="h1" data-testid="preview-title">
              {product.title}
            </Typography>
            <Typography variant="h4" color="error.main" sx={{ fontWeight: 700, my: 1 }} data-testid="preview-price">
              {formatMoney(product.price)}
            </Typography>
            <Divider sx={{ my: 1 }} />
            <Fact label={t('products.columns.make')}>{product.brand.name}</Fact>
            <Fact label={t('products.columns.model')}>
              {product.detail_model ? `${product.model.name} (${product.detail_model.name})` : product.model.name}
            </Fact>
            <Fact label={t('products.columns.releaseYear')}>{formatReleaseYear(product.release_year)}</Fact>
            <Fact label={t('products.columns.usedDistance')}>{formatDistance(product.used_distance)}</Fact>
            <Fact label={t('products.columns.numberPlate')}>{product.number_plate || EMPTY}</Fact>
            <Fact label={t('products.register.color')}>{product.color || EMPTY}</Fact>
            <Fact label={t('products.columns.location')}>{product.location?.name ?? EMPTY}</Fact>
            <Fact label={t('products.columns.registeredDate')}>{formatDate(product.created_at)}</Fact>
            {product.blocked_reason && (
              <Fact label={t('products.columns.blockedReason')}>{product.blocked_reason}</Fact>
            )}
          </Card>
          <Card sx={{ p: 2.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <StorefrontRounded color="primary" />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {product.store.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {product.phone || EMPTY} · {t(`products.sellerType.${product.seller_type}`)}
                </Typography>
              </Box>
              <Button size="small" component={Link} to={href('stores.detail', { id: product.store.id })}>
                {t('products.preview.openStore')}
              </Button>
            </Box>
            {product.station && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('products.columns.station')}: <b>{product.station.name}</b>
              </Typography>
            )}
          </Card>
          <Card sx={{ p: 2.5 }} data-testid="preview-statistics">
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {t('products.preview.statistics')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, textAlign: 'center' }}>
              {(['views', 'favourites', 'calls', 'chats'] as const).map((key) => (
                <Box key={key} sx={{ bgcolor: 'muted', borderRadius: 2, py: 1.5 }}>
                  <Typography variant="h6">
                    {stats.data ? formatCount(stats.data[key], i18n.language) : EMPTY}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`products.preview.${key}`)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Card>
        </Box>
      </Box>
    </>
  );
}
