import { PRODUCT_CATEGORIES, SALES_STATUSES } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/fields/date-field.tsx';
import { LocationSelect } from '../../../components/fields/location-select.tsx';
import { ModelPicker } from '../../../components/fields/model-picker.tsx';
import { adminUserSearchQuery } from '../../../components/fields/lookup-queries.ts';
import { MoreFilters, SearchBox } from '../../../components/lists/list-parts.tsx';
import type { ProductsSearch } from '../api.ts';

function UserSelect({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const users = useQuery(adminUserSearchQuery(''));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      sx={{ width: { xs: '100%', sm: 170 } }}
      slotProps={{ select: { 'data-testid': testId } as object }}
    >
      <MenuItem value="">{t('pickers.all')}</MenuItem>
      {(users.data ?? []).map((u) => (
        <MenuItem key={u.id} value={u.id}>
          {u.full_name || u.username}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Every filter of the products list (design.md section 3 plus the category); each lives in the URL. */
export function ProductsFilters({
  search,
  onChange,
}: {
  search: ProductsSearch;
  onChange: (patch: Partial<ProductsSearch>) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<ProductsSearch>) => onChange({ ...patch, page: 1 });
  // by who and when: the filters staff use less often, behind "More filters"
  const moreActive = [
    search.created_by,
    search.start_date,
    search.end_date,
    search.status_latest_user,
    search.status_latest_datetime_from,
    search.status_latest_datetime_to,
  ].filter((v) => v !== undefined).length;
  const filtered = Object.entries(search).some(
    ([k, v]) => !['sort_by', 'order_by', 'page', 'type'].includes(k) && v !== undefined,
  );
  return (
    <>
      {/* the categories as toggle buttons styled as tabs: MUI Tabs would add 5 KB to the list's first load */}
      <Box
        role="group"
        aria-label={t('products.category.label')}
        sx={{ display: 'flex', gap: 0.5, px: 1.5, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
      >
        {[['0', 'all'] as const, ...Object.entries(PRODUCT_CATEGORIES)].map(([value, key]) => {
          const selected = search.type === Number(value);
          return (
            <Button
              key={value}
              color={selected ? 'primary' : 'inherit'}
              aria-pressed={selected}
              onClick={() => set({ type: Number(value) })}
              data-testid={`category-${value}`}
              sx={{
                minHeight: 42,
                px: 2,
                borderRadius: 0,
                flexShrink: 0,
                color: selected ? undefined : 'text.secondary',
                boxShadow: selected ? 'inset 0 -2px 0 currentColor' : 'none',
              }}
            >
              {t(`products.category.${key}`)}
            </Button>
          );
        })}
      </Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, p: 1.5 }}
        data-testid="products-filters"
      >
        <SearchBox
          value={search.q}
          onChange={(q) => set({ q })}
          placeholder={t('products.filters.search')}
          testId="products-search"
        />
        <ModelPicker
          value={{ brand_id: search.brand_id, model_id: search.model_id, detail_model_id: search.detail_model_id }}
          onChange={(next) =>
            set({ brand_id: next.brand_id, model_id: next.model_id, detail_model_id: next.detail_model_id })
          }
          testId="products-filter"
        />
        <LocationSelect
          value={search.location_id}
          onChange={(location_id) => set({ location_id })}
          testId="products-filter-location"
        />
        <TextField
          select
          size="small"
          label={t('products.filters.status')}
          value={search.sales_status ?? ''}
          onChange={(e) => set({ sales_status: (e.target.value || undefined) as ProductsSearch['sales_status'] })}
          sx={{ width: { xs: '100%', sm: 170 } }}
          slotProps={{ select: { 'data-testid': 'products-filter-status' } as object }}
        >
          <MenuItem value="">{t('pickers.all')}</MenuItem>
          {SALES_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`products.status.${s.replace(' ', '_')}`)}
            </MenuItem>
          ))}
        </TextField>
        <MoreFilters active={moreActive} testId="products-more-filters">
          <UserSelect
            label={t('products.filters.createdBy')}
            value={search.created_by}
            onChange={(created_by) => set({ created_by })}
            testId="products-filter-created-by"
          />
          <DateRangeFields
            labels={[t('products.filters.from'), t('products.filters.to')]}
            values={search}
            onChange={set}
            testId="products-filter"
          />
          <UserSelect
            label={t('products.filters.statusUser')}
            value={search.status_latest_user}
            onChange={(status_latest_user) => set({ status_latest_user })}
            testId="products-filter-status-user"
          />
          <DateRangeFields
            keys={['status_latest_datetime_from', 'status_latest_datetime_to']}
            labels={[t('products.filters.statusFrom'), t('products.filters.statusTo')]}
            values={search}
            onChange={set}
          />
        </MoreFilters>
        {filtered && (
          <Button
            color="inherit"
            startIcon={<FilterAltOffRounded fontSize="small" />}
            data-testid="products-clear-filters"
            onClick={() =>
              onChange({
                q: undefined,
                start_date: undefined,
                end_date: undefined,
                brand_id: undefined,
                model_id: undefined,
                detail_model_id: undefined,
                location_id: undefined,
                station_id: undefined,
                created_by: undefined,
                sales_status: undefined,
                used_status: undefined,
                seller_type: undefined,
                status_latest_user: undefined,
                status_latest_datetime_from: undefined,
                status_latest_datetime_to: undefined,
                page: 1,
              })
            }
          >
            {t('actions.clearFilters')}
          </Button>
        )}
      </Box>
    </>
  );
}
