import type { Customer } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { SearchInput } from './search-input.tsx';
import { customerSearchQuery } from './lookup-queries.ts';

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
  return (
    <SearchInput<Option>
      value={value}
      onChange={onChange}
      error={error}
      label={t('vehicles.fields.customer')}
      testId="customer-search"
      noOptionsText={t('vehicles.noCustomer')}
      optionLabel={(o) => `${o.full_name} · ${o.phone}`}
      search={customerSearchQuery}
    />
  );
}
