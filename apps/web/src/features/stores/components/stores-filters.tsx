import { SELLER_TYPES, STORE_STATUSES } from '@admin/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/fields/date-field.tsx';
import { LocationSelect } from '../../../components/fields/location-select.tsx';
import { listFilters, optionsFilter, valuesFilter, type ListFilter } from '../../../components/lists/list-filters.tsx';
import { MoreFilters } from '../../../components/lists/list-parts.tsx';
import { STORE_FILTERS, type StoresSearch } from '../api.ts';

/** A number typed by the user, written to the URL after a pause. */
function MinField({
  name,
  label,
  value,
  onChange,
}: {
  name: keyof StoresSearch;
  label: string;
  value: number | undefined;
  onChange: (patch: Partial<StoresSearch>) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    const next = text === '' ? undefined : Number(text);
    if (next === value || (next !== undefined && !Number.isFinite(next))) return;
    const timer = setTimeout(() => onChange({ [name]: next } as Partial<StoresSearch>), 400);
    return () => clearTimeout(timer);
  }, [text, value, name, onChange]);
  return (
    <TextField
      size="small"
      type="number"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ width: { xs: '100%', sm: 120 } }}
      slotProps={{ htmlInput: { min: 0 } }}
    />
  );
}

/** Every filter and query field of spec section 3 for stores; each lives in the URL. */
export function useStoresFilters(): ListFilter<StoresSearch>[] {
  const { t } = useTranslation();
  const kinds = [
    { value: 1, label: t('stores.kind.store') },
    { value: 2, label: t('stores.kind.station') },
  ];
  const withinDays = [1, 7, 30, 90, 365].map((d) => ({ value: d, label: t('stores.withinDay', { count: d }) }));
  return [
    { type: 'search', key: 'keyword', placeholder: t('stores.filters.keyword'), testId: 'stores-search', width: 260 },
    valuesFilter('type', t('stores.fields.type'), SELLER_TYPES, 'products.sellerType', 'stores-filter-type', 150),
    optionsFilter('is_station', t('stores.fields.kind'), kinds, 'stores-filter-is_station', 150),
    valuesFilter('status', t('fields.status'), STORE_STATUSES, 'stores.status', 'stores-filter-status', 150),
    {
      type: 'custom',
      render: (search, set) => (
        <LocationSelect
          value={search.location}
          onChange={(location) => set({ location })}
          testId="stores-filter-location"
        />
      ),
    },
    {
      type: 'custom',
      render: (search, set) => <MoreStoresFilters search={search} set={set} withinDays={withinDays} />,
    },
    { type: 'clear', keys: STORE_FILTERS },
  ];
}

/** Visibility, loans, dates and counts: behind "More filters". */
function MoreStoresFilters({
  search,
  set,
  withinDays,
}: {
  search: StoresSearch;
  set: (patch: Partial<StoresSearch>) => void;
  withinDays: { value: number; label: string }[];
}) {
  const { t } = useTranslation();
  const moreActive = [
    search.display,
    search.is_loanable,
    search.within_day,
    search.start_date,
    search.end_date,
    search.own_products,
    search.sold_products,
    search.purchased_products,
    search.followers,
  ].filter((v) => v !== undefined).length;
  return (
    <MoreFilters active={moreActive} testId="stores-more-filters">
      {listFilters('stores.filters', search, set, [
        {
          type: 'yesno',
          key: 'display',
          label: t('stores.fields.display'),
          yes: t('stores.display.shown'),
          no: t('stores.display.hidden'),
          testId: 'stores-filter-display',
          width: 150,
        },
        {
          type: 'yesno',
          key: 'is_loanable',
          label: t('stores.fields.loanable'),
          yes: t('actions.yes'),
          no: t('stores.no'),
          testId: 'stores-filter-is_loanable',
          width: 150,
        },
        optionsFilter('within_day', t('stores.fields.withinDay'), withinDays, 'stores-filter-within_day', 150),
      ])}
      <TextField
        select
        size="small"
        label={t('stores.fields.rangeDate')}
        value={search.range_date}
        onChange={(e) => set({ range_date: e.target.value as StoresSearch['range_date'] })}
        sx={{ width: { xs: '100%', sm: 150 } }}
      >
        <MenuItem value="created_at">{t('stores.rangeDate.created_at')}</MenuItem>
        <MenuItem value="updated_at">{t('stores.rangeDate.updated_at')}</MenuItem>
      </TextField>
      <DateRangeFields
        labels={[t('stores.fields.startDate'), t('stores.fields.endDate')]}
        values={search}
        onChange={set}
      />
      <MinField name="own_products" label={t('stores.fields.ownMin')} value={search.own_products} onChange={set} />
      <MinField name="sold_products" label={t('stores.fields.soldMin')} value={search.sold_products} onChange={set} />
      <MinField
        name="purchased_products"
        label={t('stores.fields.purchasedMin')}
        value={search.purchased_products}
        onChange={set}
      />
      <MinField name="followers" label={t('stores.fields.followersMin')} value={search.followers} onChange={set} />
    </MoreFilters>
  );
}
