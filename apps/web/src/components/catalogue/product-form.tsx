import { productCreateBody, USED_STATUSES } from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationSelect } from './location-select.tsx';
import { ModelPicker, type ModelChoice } from './model-picker.tsx';
import type { StoreOption } from './queries.ts';
import { StoreAutocomplete } from './store-autocomplete.tsx';
import { translateMessage } from '../../i18n/setup.ts';
import { isApiError } from '../../lib/api-client.ts';
import { parseMoney } from '../../lib/format.ts';
import { ImagePicker } from './image-picker.tsx';

/** The register screen's status buttons are this wide (spec section 9). */
export const STATUS_BUTTON_WIDTH = 170;

export type RegisterStatus = 'in review' | 'ing';

export interface ProductFormValues {
  title: string;
  description: string;
  store: StoreOption | null;
  model: ModelChoice;
  used_status: 'used' | 'new';
  price: string;
  location_id: number | undefined;
  phone: string;
  number_plate: string;
  release_year: string;
  used_distance: string;
  color: string;
  station: StoreOption | null;
  is_quality_item: boolean;
}

export const emptyProductForm: ProductFormValues = {
  title: '',
  description: '',
  store: null,
  model: {},
  used_status: 'used',
  price: '',
  location_id: undefined,
  phone: '',
  number_plate: '',
  release_year: '',
  used_distance: '',
  color: '',
  station: null,
  is_quality_item: false,
};

/** The multipart fields the API takes (everything as text, as a form sends it). */
export function toProductFields(v: ProductFormValues, status: RegisterStatus) {
  return {
    title: v.title,
    description: v.description,
    store_id: v.store?.id,
    detail_model_id: v.model.detail_model_id,
    used_status: v.used_status,
    price: v.price === '' ? undefined : (parseMoney(v.price) ?? v.price),
    location_id: v.location_id,
    phone: v.phone || undefined,
    number_plate: v.number_plate || undefined,
    release_year: v.release_year || undefined,
    used_distance: v.used_distance || undefined,
    color: v.color || undefined,
    station_id: v.station?.id,
    is_quality_item: v.is_quality_item ? 1 : 0,
    sales_status: status,
  };
}

/** The API fields a form value answers for. */
const ERROR_KEYS: Partial<Record<keyof ProductFormValues, string[]>> = {
  store: ['store_id'],
  model: ['brand_id', 'model_id', 'detail_model_id'],
  station: ['station_id'],
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        variant="subtitle2"
        sx={{ mb: 1.5, color: 'text.secondary', textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.5 }}
      >
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

/**
 * The register form of a product (and of a station product): seller, brand → model → trim,
 * listing facts, pictures; the contract's create body checks it before it is sent.
 */
export function ProductForm({
  initial = emptyProductForm,
  stationOnly,
  requireImages = true,
  onSubmit,
  submitLabel,
  extraImages,
}: {
  initial?: ProductFormValues;
  stationOnly?: boolean;
  requireImages?: boolean;
  onSubmit: (values: ProductFormValues, images: File[], status: RegisterStatus) => Promise<unknown>;
  submitLabel?: string;
  extraImages?: ReactNode;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<RegisterStatus | null>(null);
  const [rootError, setRootError] = useState<string | null>(null);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // a corrected field drops its message
    const fields: string[] = ERROR_KEYS[key] ?? [key];
    setErrors((e) =>
      fields.some((f) => f in e) ? Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))) : e,
    );
  };
  const err = (key: string) => (errors[key] ? translateMessage(errors[key]) : undefined);

  const submit = async (status: RegisterStatus) => {
    const fields = toProductFields(values, status);
    const parsed = productCreateBody.safeParse(fields);
    const next: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    if (requireImages && images.length === 0) next.images = t('products.register.imagesRequired');
    if (next.detail_model_id && !values.model.brand_id) next.brand_id = next.detail_model_id;
    setErrors(next);
    setRootError(null);
    if (Object.keys(next).length) return;
    setBusy(status);
    try {
      await onSubmit(values, images, status);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const server: Record<string, string> = {};
        for (const [field, messages] of Object.entries(error.fieldErrors))
          server[field.replace(/\.\d+$/, '')] = messages[0];
        setErrors(server);
        if (!Object.keys(server).length) setRootError(error.message);
      } else if (!(isApiError(error) && error.shown)) {
        setRootError(error instanceof Error ? translateMessage(error.message) : String(error));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}
      component="form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      data-testid="product-form"
    >
      {rootError && <Alert severity="error">{rootError}</Alert>}
      <Section title={t('products.register.seller')}>
        <StoreAutocomplete
          label={t(stationOnly ? 'products.register.station' : 'products.register.store')}
          value={values.store}
          isStation={stationOnly ? 2 : undefined}
          onChange={(store) => {
            set('store', store);
            if (store?.location && !values.location_id) set('location_id', store.location.id);
            if (store?.phone && !values.phone) set('phone', store.phone);
          }}
          required
          error={err('store_id')}
          width="100%"
          testId="product-store"
        />
        <LocationSelect
          value={values.location_id}
          onChange={(id) => set('location_id', id)}
          required
          error={err('location_id')}
          width="100%"
          testId="product-location"
        />
        <TextField
          size="small"
          name="phone"
          label={t('products.columns.phone')}
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={Boolean(err('phone'))}
          helperText={err('phone')}
        />
      </Section>
      <Section title={t('products.register.vehicle')}>
        <ModelPicker
          value={values.model}
          onChange={(model) => set('model', model)}
          requireTrim
          width="100%"
          errors={{ brand_id: err('brand_id'), detail_model_id: err('detail_model_id') }}
          testId="product"
        />
        <TextField
          select
          size="small"
          label={t('products.columns.productType')}
          value={values.used_status}
          onChange={(e) => set('used_status', e.target.value as 'used' | 'new')}
        >
          {USED_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`products.usedStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          name="number_plate"
          label={t('products.columns.numberPlate')}
          value={values.number_plate}
          onChange={(e) => set('number_plate', e.target.value)}
          error={Boolean(err('number_plate'))}
          helperText={err('number_plate') ?? '29A1-123.45'}
        />
        <TextField
          size="small"
          name="release_year"
          label={t('products.columns.releaseYear')}
          value={values.release_year}
          onChange={(e) => set('release_year', e.target.value)}
          error={Boolean(err('release_year'))}
          helperText={err('release_year') ?? 'YYYY.MM'}
        />
        <TextField
          size="small"
          name="used_distance"
          type="number"
          label={t('products.register.distanceKm')}
          value={values.used_distance}
          onChange={(e) => set('used_distance', e.target.value)}
          error={Boolean(err('used_distance'))}
          helperText={err('used_distance')}
        />
        <TextField
          size="small"
          name="color"
          label={t('products.register.color')}
          value={values.color}
          onChange={(e) => set('color', e.target.value)}
        />
      </Section>
      <Section title={t('products.register.listing')}>
        <TextField
          size="small"
          name="title"
          required
          label={t('products.columns.subject')}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={Boolean(err('title'))}
          helperText={err('title')}
          sx={{ gridColumn: { md: 'span 2' } }}
        />
        <TextField
          size="small"
          name="price"
          required
          label={t('products.register.priceVnd')}
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          error={Boolean(err('price'))}
          helperText={err('price')}
        />
        <TextField
          name="description"
          multiline
          minRows={4}
          label={t('products.register.description')}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          sx={{ gridColumn: { md: 'span 3' } }}
        />
        {!stationOnly && (
          <StoreAutocomplete
            label={t('products.columns.station')}
            value={values.station}
            isStation={2}
            onChange={(s) => set('station', s)}
            width="100%"
            testId="product-station"
          />
        )}
        <FormControlLabel
          control={
            <Switch checked={values.is_quality_item} onChange={(e) => set('is_quality_item', e.target.checked)} />
          }
          label={t('products.columns.qualityItem')}
        />
      </Section>
      <Box>
        <Typography
          variant="subtitle2"
          sx={{ mb: 1.5, color: 'text.secondary', textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.5 }}
        >
          {t('products.register.images')}
        </Typography>
        {extraImages}
        <ImagePicker
          files={images}
          onChange={(files) => {
            setImages(files);
            if (files.length) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'images')));
          }}
          error={errors.images}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {submitLabel ? (
          <Button
            variant="contained"
            sx={{ width: STATUS_BUTTON_WIDTH }}
            disabled={busy !== null}
            onClick={() => void submit('in review')}
            data-testid="product-submit"
          >
            {submitLabel}
          </Button>
        ) : (
          <>
            <Button
              variant="outlined"
              sx={{ width: STATUS_BUTTON_WIDTH }}
              disabled={busy !== null}
              onClick={() => void submit('in review')}
              data-testid="register-in-review"
            >
              {t('products.register.saveForReview')}
            </Button>
            <Button
              variant="contained"
              sx={{ width: STATUS_BUTTON_WIDTH }}
              disabled={busy !== null}
              onClick={() => void submit('ing')}
              data-testid="register-publish"
            >
              {t('products.register.publish')}
            </Button>
          </>
        )}
      </Box>
    </Card>
  );
}
