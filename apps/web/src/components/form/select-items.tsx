import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

/** A select's options, one a value, e.g. `valueItems(CASH_ORDER_PLACES, (v) => t(`ads.place.${v}`))`. */
export function valueItems<V extends string | number>(
  values: readonly V[],
  label: (value: V) => ReactNode,
  testId?: (value: V) => string,
) {
  return values.map((v) => (
    <MenuItem key={v} value={v} data-testid={testId?.(v)}>
      {label(v)}
    </MenuItem>
  ));
}

/** A select's options, one a record (none while it loads), chosen by its `id`. */
export function recordItems<R extends { id: number }>(
  records: readonly R[] | undefined,
  label: (record: R) => ReactNode,
) {
  return (records ?? []).map((r) => (
    <MenuItem key={r.id} value={r.id}>
      {label(r)}
    </MenuItem>
  ));
}
