import type { Customer } from '@admin/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerSearchQuery } from './queries.ts';

type Option = Pick<Customer, 'id' | 'full_name' | 'phone'>;

/** Searches customers by name or phone as the user types. */
export function CustomerAutocomplete({
  value,
  onChange,
  error,
}: {
  value: Option | null;
  onChange: (c: Option | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const customers = useQuery(customerSearchQuery(q));
  return (
    <Autocomplete
      size="small"
      options={(customers.data ?? []) as Option[]}
      value={value}
      loading={customers.isFetching}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={(o) => `${o.full_name} · ${o.phone}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText={t('vehicles.noCustomer')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('vehicles.fields.customer')}
          error={Boolean(error)}
          helperText={error}
          inputProps={{ ...params.inputProps, 'data-testid': 'customer-search' }}
        />
      )}
    />
  );
}
