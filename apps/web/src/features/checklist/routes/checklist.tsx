import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { checklistProductQuery, checklistUrlState, latestInspectionQuery } from '../api.ts';
import { ChecklistForm } from '../components/checklist-form.tsx';
import { InspectionsTable } from '../components/inspections-table.tsx';

/** /checklist?product_id=…: the inspection checklist a station fills for a product; without one, the latest inspections. */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useUrlState(checklistUrlState);
  const productId = search.product_id ?? 0;
  const open = (id: string) =>
    setSearch({ product_id: id ? Number(id) : undefined, result: undefined, station_id: undefined });
  const [text, setText] = useState(productId ? String(productId) : '');
  const [shownId, setShownId] = useState(productId);
  if (shownId !== productId) {
    // a row of the inspections list (or back/forward) changed the product: show its ID in the box
    setShownId(productId);
    setText(productId ? String(productId) : '');
  }
  const product = useQuery({ ...checklistProductQuery(productId), enabled: productId > 0 });
  const latest = useQuery({ ...latestInspectionQuery(productId), enabled: productId > 0 });

  return (
    <>
      <PageHeader title={t('checklist.title')} subtitle={t('checklist.subtitle')} />
      <Card sx={{ p: 2, mb: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          sx={{ width: 260 }}
          label={t('checklist.productId')}
          helperText={productId ? undefined : t('checklist.pick')}
          value={text}
          onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => e.key === 'Enter' && open(text)}
          slotProps={{ htmlInput: { 'data-testid': 'checklist-product-id' } }}
        />
        <Button variant="outlined" onClick={() => open(text)}>
          {t('checklist.open')}
        </Button>
        {product.data && (
          <Box sx={{ ml: 1 }}>
            <Typography
              component={Link}
              to={href('products.preview', { id: product.data.id })}
              sx={{ fontWeight: 600 }}
            >
              {product.data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {product.data.brand.name} {product.data.model.name} · {formatMoney(product.data.price)} ·{' '}
              {product.data.store.name}
            </Typography>
          </Box>
        )}
      </Card>
      {productId > 0 && (product.isPending || latest.isPending) && <CircularProgress />}
      {product.data && latest.isSuccess && (
        <ChecklistForm key={`${productId}-${latest.data?.id ?? 0}`} productId={productId} latest={latest.data} />
      )}
      {!productId && <InspectionsTable search={search} onChange={setSearch} />}
    </>
  );
}
