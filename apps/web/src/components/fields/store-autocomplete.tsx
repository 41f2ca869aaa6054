import { useTranslation } from 'react-i18next';
import { SearchInput } from './search-input.tsx';
import { storeSearchQuery, type StoreOption } from './lookup-queries.ts';

/** Searches sellers (or stations with `isStation = 2`) as the user types. */
export function StoreAutocomplete({
  isStation,
  width,
  testId = 'store-autocomplete',
  ...props
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
  return (
    <SearchInput
      {...props}
      width={width ?? { xs: '100%', sm: 260 }}
      testId={testId}
      noOptionsText={t('pickers.noStores')}
      optionLabel={(o) => (o.phone ? `${o.name} · ${o.phone}` : o.name)}
      search={(keyword) => storeSearchQuery(keyword, isStation)}
    />
  );
}
