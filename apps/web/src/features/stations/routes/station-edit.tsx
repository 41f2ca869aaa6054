import { PRODUCT_MESSAGES, type ProductDetail } from '@admin/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureTile } from '../../../components/fields/image-picker.tsx';
import { useRouteItem } from '../../../lib/route-params.ts';
import { href } from '../../../lib/areas.ts';
import {
  ProductForm,
  toProductFields,
  useSavedAlert,
  type ProductFormValues,
} from '../../../components/products/product-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { editLoader } from '../../../lib/crud.ts';
import { stationProductQuery, useUpdateStationProduct } from '../api.ts';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';

export const loader = editLoader(stationProductQuery);

function toValues(p: ProductDetail): ProductFormValues {
  const station = p.station ?? (p.store.is_station === 2 ? p.store : null);
  return {
    title: p.title,
    description: p.description,
    store: station ? { id: station.id, name: station.name, phone: p.phone, is_station: 2, location: p.location } : null,
    model: { brand_id: p.brand.id, model_id: p.model.id, detail_model_id: p.detail_model?.id },
    used_status: p.used_status,
    price: p.price,
    location_id: p.location?.id,
    phone: p.phone ?? '',
    number_plate: p.number_plate ?? '',
    release_year: p.release_year ?? '',
    used_distance: p.used_distance === null ? '' : String(p.used_distance),
    color: p.color ?? '',
    station: null,
    is_quality_item: p.is_quality_item,
  };
}

/** /stations/:id/edit: a station's edit of its product, pictures added and removed. */
export function Component() {
  const { t } = useTranslation();
  const saved = useSavedAlert();
  const { id, item: product } = useRouteItem(stationProductQuery);
  const update = useUpdateStationProduct(id);
  const [removed, setRemoved] = useState<number[]>([]);
  return (
    <>
      <PageHeader title={t('stations.edit.title')} subtitle={`#${product.id} · ${product.title}`} />
      <ProductForm
        key={product.updated_at}
        initial={toValues(product)}
        stationOnly
        requireImages={false}
        submitLabel={t('actions.save')}
        extraImages={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, mb: 1.5 }} data-testid="existing-images">
            {product.images.map((img) => (
              <PictureTile key={img.id} src={img.small} dimmed={removed.includes(img.id)}>
                <LazyTooltip title={t('stations.edit.keepImage')}>
                  <Checkbox
                    size="small"
                    checked={!removed.includes(img.id)}
                    onChange={(e) =>
                      setRemoved((r) => (e.target.checked ? r.filter((x) => x !== img.id) : [...r, img.id]))
                    }
                    sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'rgba(255,255,255,.8)', p: 0.25 }}
                  />
                </LazyTooltip>
              </PictureTile>
            ))}
          </Box>
        }
        onSubmit={async (values, images) => {
          const { sales_status: _s, store_id: _st, ...fields } = toProductFields(values, 'in review');
          await update.mutateAsync({ fields: { ...fields, station_id: values.store?.id }, images, removed });
          setRemoved([]);
          saved(PRODUCT_MESSAGES.stationUpdated, href('stations.products'));
        }}
      />
    </>
  );
}
