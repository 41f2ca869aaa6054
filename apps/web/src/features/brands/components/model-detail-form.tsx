import {
  CATEGORY_TYPES,
  PRODUCT_CATEGORIES,
  modelDetailCreateBody,
  type CategoryType,
  type ModelDetail,
  type ModelDetailCreateBody,
} from '@admin/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandModelsQuery, brandsQuery } from '../../../components/catalogue/queries.ts';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { parseMoney } from '../../../lib/format.ts';
import { modelSpecsQuery } from '../api.ts';

const NEW = -1;

/**
 * A trim (model detail) with its spec values. On create, the brand and the model may be new
 * (typed names), which is how brands and models are added.
 */
export function ModelDetailForm({
  detail,
  onSubmit,
  onCancel,
}: {
  detail?: ModelDetail;
  onSubmit: (body: ModelDetailCreateBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [brandId, setBrandId] = useState<number | undefined>(detail?.brand.id);
  const [brandName, setBrandName] = useState('');
  const [modelId, setModelId] = useState<number | undefined>(detail?.model.id);
  const [modelName, setModelName] = useState('');
  const [type, setType] = useState<CategoryType | undefined>(detail?.type);
  const [name, setName] = useState(detail?.name ?? '');
  const [year, setYear] = useState(detail?.year ? String(detail.year) : '');
  const [price, setPrice] = useState(detail?.price ? String(detail.price) : '');
  const [specValues, setSpecValues] = useState<Record<number, string>>(
    Object.fromEntries((detail?.specs ?? []).map((s) => [s.spec_id, s.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const brands = useQuery(brandsQuery());
  const models = useQuery(brandModelsQuery(brandId && brandId !== NEW ? brandId : undefined));
  const specs = useQuery(modelSpecsQuery());
  const err = (k: string) => (errors[k] ? translateMessage(errors[k]) : undefined);

  const submit = async () => {
    const body = {
      brand_id: brandId && brandId !== NEW ? brandId : undefined,
      brand_name: brandId === NEW ? brandName : undefined,
      model_id: modelId && modelId !== NEW ? modelId : undefined,
      model_name: modelId === NEW ? modelName : undefined,
      type: modelId === NEW ? type : undefined,
      name,
      year: year ? Number(year) : null,
      price: price ? parseMoney(price) : null,
      specs: Object.entries(specValues)
        .filter(([, v]) => v.trim())
        .map(([spec_id, value]) => ({ spec_id: Number(spec_id), value: value.trim() })),
    };
    const parsed = modelDetailCreateBody.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setRootError(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && Object.keys(error.fieldErrors).length) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k.split('.')[0], m[0]])));
      } else if (!(isApiError(error) && error.shown)) {
        setRootError(error instanceof Error ? translateMessage(error.message) : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, maxWidth: 960 }} data-testid="model-detail-form">
      {rootError && <Alert severity="error">{rootError}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label={t('catalogue.picker.brand')}
          value={brandId ?? ''}
          required
          onChange={(e) => {
            setBrandId(Number(e.target.value));
            setModelId(undefined);
          }}
          error={Boolean(err('brand_id'))}
          helperText={err('brand_id')}
          disabled={Boolean(detail)}
          slotProps={{ select: { 'data-testid': 'trim-brand' } as object }}
        >
          {!detail && <MenuItem value={NEW}>{t('brands.form.newBrand')}</MenuItem>}
          {(brands.data ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
        {brandId === NEW ? (
          <TextField
            size="small"
            label={t('brands.form.brandName')}
            value={brandName}
            onChange={(e) => setBrandName(e.target.value)}
            required
            error={Boolean(err('brand_name'))}
            helperText={err('brand_name')}
            slotProps={{ htmlInput: { 'data-testid': 'trim-brand-name' } }}
          />
        ) : (
          <Box />
        )}
        <TextField
          select
          size="small"
          label={t('catalogue.picker.model')}
          value={modelId ?? ''}
          required
          onChange={(e) => setModelId(Number(e.target.value))}
          disabled={!brandId}
          error={Boolean(err('model_id'))}
          helperText={err('model_id')}
          slotProps={{ select: { 'data-testid': 'trim-model' } as object }}
        >
          <MenuItem value={NEW}>{t('brands.form.newModel')}</MenuItem>
          {(models.data ?? []).map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
        {modelId === NEW ? (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              label={t('brands.form.modelName')}
              value={modelName}
              onChange={(e) => setModelName(e.target.value)}
              required
              sx={{ flex: 1 }}
              error={Boolean(err('model_name'))}
              helperText={err('model_name')}
              slotProps={{ htmlInput: { 'data-testid': 'trim-model-name' } }}
            />
            <TextField
              select
              size="small"
              label={t('products.columns.category')}
              value={type ?? ''}
              required
              sx={{ width: 170 }}
              onChange={(e) => setType(Number(e.target.value) as CategoryType)}
              error={Boolean(err('type'))}
              helperText={err('type')}
              slotProps={{ select: { 'data-testid': 'trim-type' } as object }}
            >
              {CATEGORY_TYPES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`products.category.${PRODUCT_CATEGORIES[c]}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        ) : (
          <Box />
        )}
        <TextField
          size="small"
          name="name"
          label={t('catalogue.picker.trim')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          error={Boolean(err('name'))}
          helperText={err('name')}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            name="year"
            type="number"
            label={t('brands.fields.year')}
            value={year}
            onChange={(e) => setYear(e.target.value)}
            sx={{ width: 120 }}
            error={Boolean(err('year'))}
            helperText={err('year')}
          />
          <TextField
            size="small"
            name="price"
            label={t('brands.fields.priceVnd')}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            sx={{ flex: 1 }}
            error={Boolean(err('price'))}
            helperText={err('price')}
          />
        </Box>
      </Box>
      <Box>
        <Typography
          variant="subtitle2"
          sx={{ mb: 1.5, color: 'text.secondary', textTransform: 'uppercase', fontSize: 12 }}
        >
          {t('brands.specs.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {(specs.data ?? []).map((s) =>
            s.input_type === 'select' && s.details.length ? (
              <TextField
                key={s.id}
                select
                size="small"
                label={s.unit ? `${s.name} (${s.unit})` : s.name}
                value={specValues[s.id] ?? ''}
                onChange={(e) => setSpecValues((v) => ({ ...v, [s.id]: e.target.value }))}
              >
                <MenuItem value="">—</MenuItem>
                {s.details.map((d) => (
                  <MenuItem key={d.id} value={d.value}>
                    {d.value}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                key={s.id}
                size="small"
                type={s.input_type === 'number' ? 'number' : 'text'}
                label={s.unit ? `${s.name} (${s.unit})` : s.name}
                value={specValues[s.id] ?? ''}
                onChange={(e) => setSpecValues((v) => ({ ...v, [s.id]: e.target.value }))}
              />
            ),
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button color="inherit" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="trim-submit">
          {t('actions.save')}
        </Button>
      </Box>
    </Card>
  );
}
