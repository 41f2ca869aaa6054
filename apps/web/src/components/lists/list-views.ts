import type { ListViews, ViewColumns } from '@admin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { api } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

/**
 * A list's saved views (docs/decisions.md, "Saved views and columns"): the views the person sees,
 * their default and their columns when no view is open, read once per list from the server.
 */
export const viewsQuery = (list: string) =>
  queryOptions({
    queryKey: ['views', list] as const,
    queryFn: async ({ signal }) => (await api.get<ListViews>('/views', { list }, { signal })).data,
    staleTime: 60_000,
  });

/** A list's columns as the table draws them, and where a change goes (a view's draft, or the person's choice). */
export interface ColumnsLayout {
  columns: ViewColumns | null;
  onColumns: (next: ViewColumns | null) => void;
}

const SAVE_DELAY_MS = 600;

/** The person's columns of a list when no view is open: kept on the server, written a moment after the last change. */
export function useSavedColumns(list: string, enabled = true): ColumnsLayout {
  const { data } = useQuery({ ...viewsQuery(list), enabled });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onColumns = useMemo(
    () => (columns: ViewColumns | null) => {
      const key = viewsQuery(list).queryKey;
      queryClient.setQueryData(key, (old) => old && { ...old, columns });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void api.put('/view-columns', { list, columns }), SAVE_DELAY_MS);
    },
    [list],
  );
  return { columns: data?.columns ?? null, onColumns };
}
