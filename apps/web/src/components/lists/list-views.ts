import type { ViewColumns } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { api } from '../../lib/api-client.ts';
import { viewsQuery } from '../../lib/crud.ts';
import { queryClient } from '../../lib/query-client.ts';

/** A list's columns as the table draws them, and where a change goes (a view's draft, or the person's choice). */
export interface ColumnsLayout {
  columns: ViewColumns | null;
  onColumns: (next: ViewColumns | null) => void;
}

/** The person's columns of a list when no view is open: kept on the server, each change written in turn. */
export function useSavedColumns(list: string, enabled = true): ColumnsLayout {
  const { data } = useQuery({ ...viewsQuery(list), enabled });
  const writes = useRef<{ sending: Promise<unknown>; latest: ViewColumns | null }>({
    sending: Promise.resolve(),
    latest: null,
  });
  const onColumns = useMemo(
    () => (columns: ViewColumns | null) => {
      queryClient.setQueryData(viewsQuery(list).queryKey, (old) => old && { ...old, columns });
      const queue = writes.current;
      queue.latest = columns;
      // one write at a time, the last choice winning: keys pressed in a row do not race each other
      queue.sending = queue.sending
        .then(() => (queue.latest === columns ? api.put('/view-columns', { list, columns }) : undefined))
        .catch(() => undefined);
    },
    [list],
  );
  return { columns: data?.columns ?? null, onColumns };
}
