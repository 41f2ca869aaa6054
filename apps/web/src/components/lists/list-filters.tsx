import Button from '@mui/material/Button';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../fields/date-field.tsx';
import { FilterSelect, MoreFilters, SearchBox } from './list-parts.tsx';

type Value = string | number;
type Patch<S> = (change: Partial<S>) => void;

/** One filter of a list, by the URL key it writes. */
export type ListFilter<S> =
  /** The placeholder is the list's `<texts>.search` unless given. */
  | { type: 'search'; key: keyof S & string; placeholder?: string; testId?: string; width?: number }
  /** `all` labels the empty choice ("All" unless given). */
  | ({ type: 'select'; key: keyof S & string; label: string; testId: string; width?: number; all?: string } & (
      | { options: readonly { value: Value; label: ReactNode }[] }
      /** One option a value, labelled by the i18n key `<labels>.<value>`. */
      | { values: readonly Value[]; labels: string }
    ))
  /** 1 / 0: shown/hidden unless `yes` and `no` say otherwise (active/inactive). */
  | { type: 'yesno'; key: keyof S & string; label: string; yes?: string; no?: string; testId: string; width?: number }
  /** Two date fields, `from` and `to` (YYYY-MM-DD). */
  | { type: 'dates'; from: keyof S & string; to: keyof S & string; fromLabel: string; toLabel: string }
  /** "Clear filters": shown while one of `keys` is set, sets them all back to their defaults. */
  | { type: 'clear'; keys: readonly (keyof S & string)[]; testId?: string }
  | { type: 'custom'; render: (search: S, onSearch: Patch<S>) => ReactNode }
  /** Less used filters behind a "More filters" button, so that the filters keep to one row at 1366 px. */
  | { type: 'more'; testId: string; filters: readonly ListFilter<S>[] };

/** The URL keys a filter writes. */
function keysOf<S>(filter: ListFilter<S>): (keyof S & string)[] {
  switch (filter.type) {
    case 'search':
    case 'select':
    case 'yesno':
      return [filter.key];
    case 'dates':
      return [filter.from, filter.to];
    case 'more':
      return filter.filters.flatMap(keysOf);
    default:
      return [];
  }
}

function FilterField<S extends Record<string, unknown>>({
  filter,
  texts,
  search,
  onSearch,
}: {
  filter: ListFilter<S>;
  texts: string;
  search: S;
  onSearch: Patch<S>;
}) {
  const { t } = useTranslation();
  const set = (key: string, value: unknown) => onSearch({ [key]: value } as Partial<S>);
  switch (filter.type) {
    case 'search':
      return (
        <SearchBox
          value={search[filter.key] as string | undefined}
          onChange={(q) => set(filter.key, q)}
          placeholder={filter.placeholder ?? t(`${texts}.search`)}
          testId={filter.testId}
          width={filter.width}
        />
      );
    case 'select':
    case 'yesno':
      return (
        <FilterSelect
          label={filter.label}
          value={search[filter.key] as Value | undefined}
          options={
            filter.type === 'select'
              ? 'options' in filter
                ? filter.options
                : filter.values.map((value) => ({ value, label: t(`${filter.labels}.${value}`) }))
              : [
                  { value: 1, label: filter.yes ?? t('kit.switch.on') },
                  { value: 0, label: filter.no ?? t('kit.switch.off') },
                ]
          }
          onChange={(value) => set(filter.key, value)}
          allLabel={(filter.type === 'select' && filter.all) || t('kit.all')}
          testId={filter.testId}
          width={filter.width}
        />
      );
    case 'dates':
      return (
        <>
          {(
            [
              [filter.from, filter.fromLabel],
              [filter.to, filter.toLabel],
            ] as const
          ).map(([key, label]) => (
            <DateField
              key={key}
              label={label}
              value={search[key] as string | undefined}
              onChange={(value) => set(key, value)}
              testId={`filter-${key}`}
              width={170}
            />
          ))}
        </>
      );
    case 'clear':
      return (
        filter.keys.some((key) => search[key] !== undefined) && (
          <Button
            color="inherit"
            startIcon={<FilterAltOffRounded fontSize="small" />}
            data-testid={filter.testId}
            onClick={() => onSearch(Object.fromEntries(filter.keys.map((key) => [key, undefined])) as Partial<S>)}
          >
            {t('actions.clearFilters')}
          </Button>
        )
      );
    case 'custom':
      return filter.render(search, onSearch);
    case 'more':
      return (
        <MoreFilters
          active={keysOf(filter).filter((key) => search[key] !== undefined && search[key] !== '').length}
          testId={filter.testId}
        >
          <ListFilters filters={filter.filters} texts={texts} search={search} onSearch={onSearch} />
        </MoreFilters>
      );
  }
}

/**
 * A list's filters, declared by the URL keys they write: what `ListScreen` shows above its table,
 * for lists that lay out their own screen.
 */
export function ListFilters<S extends Record<string, unknown>>({
  filters,
  texts,
  search,
  onSearch,
}: {
  filters: readonly ListFilter<S>[];
  /** The i18n namespace of the search placeholder (`<texts>.search`). */
  texts: string;
  search: S;
  onSearch: Patch<S>;
}) {
  return (
    <>
      {filters.map((filter, i) => (
        <FilterField key={i} filter={filter} texts={texts} search={search} onSearch={onSearch} />
      ))}
    </>
  );
}

/** A select filter of a constant list of values, each labelled by the i18n key `<labels>.<value>`. */
export function valuesFilter<S>(
  key: keyof S & string,
  label: string,
  values: readonly Value[],
  labels: string,
  testId: string,
  width?: number,
): ListFilter<S> {
  return { type: 'select', key, label, values, labels, testId, width };
}

/** A select filter of the given options. */
export function optionsFilter<S>(
  key: keyof S & string,
  label: string,
  options: readonly { value: Value; label: ReactNode }[],
  testId: string,
  width?: number,
): ListFilter<S> {
  return { type: 'select', key, label, options, testId, width };
}

/** The from/to days of a list whose query has `start_date` and `end_date`. */
export function datesFilter<S>(fromLabel: string, toLabel: string): ListFilter<S> {
  const [from, to] = ['start_date', 'end_date'] as (keyof S & string)[];
  return { type: 'dates', from, to, fromLabel, toLabel };
}

/** `<ListFilters>` for a list's `filters` slot, written as one call. */
export function listFilters<S extends Record<string, unknown>>(
  texts: string,
  search: S,
  onSearch: Patch<S>,
  filters: readonly ListFilter<S>[],
) {
  return <ListFilters texts={texts} search={search} onSearch={onSearch} filters={filters} />;
}
