import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { brandModelsQuery, brandsQuery } from './queries.ts';

export interface ModelChoice {
  brand_id?: number;
  model_id?: number;
  detail_model_id?: number;
}

/**
 * Brand → model → trim: each list loads from the one before; changing a level clears the ones after.
 * `requireTrim` marks the trim as required (register forms); the list filter leaves every level optional.
 */
export function ModelPicker({
  value,
  onChange,
  errors,
  size = 'small',
  width,
  requireTrim,
  testId = 'model-picker',
}: {
  value: ModelChoice;
  onChange: (next: ModelChoice) => void;
  errors?: Partial<Record<keyof ModelChoice, string>>;
  size?: 'small' | 'medium';
  width?: number | string;
  requireTrim?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const brands = useQuery(brandsQuery());
  const models = useQuery(brandModelsQuery(value.brand_id));
  const trims = models.data?.find((m) => m.id === value.model_id)?.details ?? [];
  const num = (v: string) => (v ? Number(v) : undefined);
  const sx = { width: width ?? { xs: '100%', sm: 170 } };
  return (
    <Box sx={{ display: 'contents' }}>
      <TextField
        select
        size={size}
        label={t('catalogue.picker.brand')}
        value={value.brand_id ?? ''}
        onChange={(e) => onChange({ brand_id: num(e.target.value) })}
        sx={sx}
        required={requireTrim}
        error={Boolean(errors?.brand_id)}
        helperText={errors?.brand_id}
        slotProps={{ select: { 'data-testid': `${testId}-brand` } as object }}
      >
        {!requireTrim && <MenuItem value="">{t('catalogue.picker.all')}</MenuItem>}
        {(brands.data ?? []).map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size={size}
        label={t('catalogue.picker.model')}
        value={value.model_id ?? ''}
        disabled={!value.brand_id}
        onChange={(e) => onChange({ brand_id: value.brand_id, model_id: num(e.target.value) })}
        sx={sx}
        required={requireTrim}
        error={Boolean(errors?.model_id)}
        helperText={errors?.model_id}
        slotProps={{ select: { 'data-testid': `${testId}-model` } as object }}
      >
        {!requireTrim && <MenuItem value="">{t('catalogue.picker.all')}</MenuItem>}
        {(models.data ?? []).map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size={size}
        label={t('catalogue.picker.trim')}
        value={value.detail_model_id ?? ''}
        disabled={!value.model_id}
        onChange={(e) => onChange({ ...value, detail_model_id: num(e.target.value) })}
        sx={sx}
        required={requireTrim}
        error={Boolean(errors?.detail_model_id)}
        helperText={errors?.detail_model_id}
        slotProps={{ select: { 'data-testid': `${testId}-trim` } as object }}
      >
        {!requireTrim && <MenuItem value="">{t('catalogue.picker.all')}</MenuItem>}
        {trims
          .filter((d) => d.status === 'active' || d.id === value.detail_model_id)
          .map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.year ? `${d.name} (${d.year})` : d.name}
            </MenuItem>
          ))}
      </TextField>
    </Box>
  );
}
