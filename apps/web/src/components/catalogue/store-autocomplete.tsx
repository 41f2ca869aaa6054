import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeSearchQuery, type StoreOption } from './queries.ts';

/** Searches sellers (or stations with `isStation = 2`) as the user types. */
export function StoreAutocomplete({
  value,
  onChange,
  label,
  isStation,
  required,
  error,
  width,
  testId = 'store-autocomplete',
}: {
  value: StoreOption | null;
  onChange: (store: StoreOption | null) => void;
  label: string;
  isStation?: 1 | 2;
  required?: boolean;
  error?: string;
  width?: number | string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const keyword = useDeferredValue(input);
  const stores = useQuery(storeSearchQuery(keyword, isStation));
  return (
    <Autocomplete
      size="small"
      options={stores.data ?? []}
      value={value}
      loading={stores.isFetching}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={(o) => (o.phone ? `${o.name} · ${o.phone}` : o.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText={t('catalogue.picker.noStores')}
      sx={{ width: width ?? { xs: '100%', sm: 260 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
}
