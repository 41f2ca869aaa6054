import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LoaderFunction } from 'react-router';
import type { PlainScreenId } from '../../lib/areas.ts';
import type { TableColumn } from './data-table.tsx';
import type { ListFilter } from './list-filters.tsx';
import { ListScreen, type ListResource } from './list-screen.tsx';
import { useRowBulkActions, type RowBulk } from './row-bulk.ts';

/** How a row is named in a bulk action's confirmation and result: its title or name, and its id. */
const rowName = (row: unknown) => {
  const { id, title, name } = row as { id: number; title?: string; name?: string };
  return `#${id}${title || name ? ` ${title ?? name}` : ''}`;
};

/**
 * The route module of a list that is one `ListScreen`: `export const { loader, Component } =
 * listRoute(partners, { create: 'partner-create', useColumns: usePartnerColumns, useFilters })`.
 * The area is the resource's (its query keys' root): its texts are `<area>.list` unless `texts` says
 * otherwise, the create button (when `create` gives its test id) opens `<area>.create`, and the
 * search box comes before the area's own filters.
 */
export function listRoute<S extends { page: number } & Record<string, unknown>, R>(
  resource: ListResource<S, R> & { keys: { all: readonly [string] }; listLoader: LoaderFunction; path: string },
  def: {
    /** The create button's test id; a list without one has no create button. */
    create?: string;
    /** The namespace of the list's texts, where it is not `<area>.list`. */
    texts?: string;
    /** The list's export (`GET exportPath` with its filters). */
    exportPath?: string;
    /** Sortable fields (the contract's `sort_by` list) when the list sorts. */
    sort?: { fields: readonly string[]; firstOrder?: 'asc' | 'desc' };
    useColumns: () => TableColumn<R>[];
    useFilters?: (t: TFunction) => readonly ListFilter<S>[];
    rowHeight?: number;
    /** The search box's width, where the filters row wants it fixed. */
    searchWidth?: number;
    /** The status change and delete on many rows (the server's `rowRoutes` with `bulk`). */
    useBulk?: (t: TFunction) => RowBulk;
  },
) {
  const area = resource.keys.all[0];
  function Component() {
    const { t } = useTranslation();
    const actions = useRowBulkActions<R>(resource.path, def.useBulk?.(t));
    return (
      <ListScreen
        resource={resource}
        texts={def.texts ?? `${area}.list`}
        create={def.create ? { screen: `${area}.create` as PlainScreenId, testId: def.create } : undefined}
        exportPath={def.exportPath}
        sort={def.sort}
        columns={def.useColumns()}
        rowHeight={def.rowHeight}
        filters={[{ type: 'search', key: 'q', width: def.searchWidth }, ...(def.useFilters?.(t) ?? [])]}
        bulk={{ actions, refresh: [resource.keys.all], label: rowName }}
      />
    );
  }
  return { loader: resource.listLoader, Component };
}
