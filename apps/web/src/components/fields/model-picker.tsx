import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { brandModelsQuery, brandsQuery } from './lookup-queries.ts';

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
  // each level: its field, its options, when it opens, and what a choice keeps of the levels before
  const levels = [
    {
      level: 'brand',
      field: 'brand_id',
      options: (brands.data ?? []).map((b) => ({ id: b.id, name: b.name })),
      open: true,
      choose: (id?: number) => ({ brand_id: id }),
    },
    {
      level: 'model',
      field: 'model_id',
      options: (models.data ?? []).map((m) => ({ id: m.id, name: m.name })),
      open: Boolean(value.brand_id),
      choose: (id?: number) => ({ brand_id: value.brand_id, model_id: id }),
    },
    {
      level: 'trim',
      field: 'detail_model_id',
      options: trims
        .filter((d) => d.status === 'active' || d.id === value.detail_model_id)
        .map((d) => ({ id: d.id, name: d.year ? `${d.name} (${d.year})` : d.name })),
      open: Boolean(value.model_id),
      choose: (id?: number) => ({ ...value, detail_model_id: id }),
    },
  ] as const;
  const sx = { width: width ?? { xs: '100%', sm: 170 } };
  return (
    <Box sx={{ display: 'contents' }}>
      {levels.map(({ level, field, options, open, choose }) => (
        <TextField
          key={level}
          select
          size={size}
          label={t(`pickers.${level}`)}
          value={value[field] ?? ''}
          disabled={!open}
          onChange={(e) => onChange(choose(num(e.target.value)))}
          sx={sx}
          required={requireTrim}
          error={Boolean(errors?.[field])}
          helperText={errors?.[field]}
          slotProps={{ select: { 'data-testid': `${testId}-${level}` } as object }}
        >
          {!requireTrim && <MenuItem value="">{t('pickers.all')}</MenuItem>}
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
