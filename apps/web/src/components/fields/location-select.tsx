import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { citiesQuery } from './lookup-queries.ts';

/** The 63 provinces in their sort order; the empty choice is 'Any Location'. */
export function LocationSelect({
  value,
  onChange,
  label,
  required,
  error,
  width,
  testId = 'location-select',
  name = 'location_id',
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  label?: string;
  required?: boolean;
  error?: string;
  width?: number | string;
  testId?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const cities = useQuery(citiesQuery());
  return (
    <TextField
      select
      size="small"
      name={name}
      label={label ?? t('pickers.location')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      required={required}
      error={Boolean(error)}
      helperText={error}
      sx={{ width: width ?? { xs: '100%', sm: 170 } }}
      slotProps={{
        select: { 'data-testid': testId, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } as object,
      }}
    >
      <MenuItem value="">{t('pickers.anyLocation')}</MenuItem>
      {(cities.data ?? [])
        .filter((c) => c.value !== null)
        .map((c) => (
          <MenuItem key={c.value} value={c.value ?? ''}>
            {c.text}
          </MenuItem>
        ))}
    </TextField>
  );
}
