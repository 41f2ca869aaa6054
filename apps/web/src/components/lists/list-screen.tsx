import type { List } from '@admin/contract';
import Box from '@mui/material/Box';
import type { PlainScreenId } from '../../lib/areas.ts';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlList } from '../../lib/crud.ts';
import { urlSort, type UrlState } from '../../lib/url-state.ts';
import { ListFilters, type ListFilter } from './list-filters.tsx';
import { ExportBar, useExport } from './export-bar.tsx';
import type { DataTableProps, TableColumn } from './data-table.tsx';
import { ListCard, pagedRows } from './list-parts.tsx';
import { useViewTabs, type ViewTabsOptions } from './view-tabs.tsx';
import { useBulk, type BulkSpec } from './bulk.tsx';
import { HeaderAction } from '../header-action.tsx';
import { ListHeader } from '../page-header.tsx';

/** The URL state, list query and page size of an area (`defineResource` gives them). */
export interface ListResource<S, R> {
  urlState: UrlState<S>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's own query options
  listQuery: (search: S) => UseQueryOptions<List<R>, Error, List<R>, any>;
  /** The list's total for a search (one row asked): the saved views' tabs show it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's own query options
  countQuery?: (search: S) => UseQueryOptions<List<R>, Error, List<R>, any>;
  pageSize: number;
  /** The key its saved views and columns are kept under (its route's loader reads them with the rows). */
  views: string;
}

/** The export buttons of a list, for its filters as the URL has them (not its page). */
function ListExport({ path, search, total }: { path: string; search: Record<string, unknown>; total: number | null }) {
  const { page: _page, ...filters } = search;
  return <ExportBar {...useExport(path, filters, total)} />;
}

/**
 * A list screen: the header (title, the count, the create button when allowed), the filters, and
 * the one table with server paging (and sorting, when `sort` is given) from the URL state.
 */
export function ListScreen<S extends { page: number } & Record<string, unknown>, R>({
  resource,
  texts,
  create,
  actions,
  exportPath,
  filters = [],
  sort,
  columns,
  children,
  height,
  filtersTestId,
  bulk,
  ...table
}: Omit<
  DataTableProps<R>,
  'paging' | 'toolbar' | 'testId' | 'rows' | 'columns' | 'sort' | 'layout' | 'selection' | 'bulkBar'
> & {
  resource: ListResource<S, R>;
  /**
   * The i18n namespace of the screen's texts: `<texts>.title`, `.subtitle` (from the total, e.g.
   * "12 partners"), `.empty`, and the search placeholder `.search` and create button `.create`.
   */
  texts: string;
  /** The create button, for those who may open its screen; its label is `<texts>.create` unless given. */
  create?: { screen: PlainScreenId; label?: string; testId: string };
  /** More header actions. */
  actions?: ReactNode;
  /** The list's export (`GET path` with the list's filters, CSV or XLSX, in the user's language). */
  exportPath?: string;
  filters?: readonly ListFilter<S>[];
  /** Sortable fields (the contract's `sort_by` list) when the list sorts. */
  sort?: { fields: readonly string[]; firstOrder?: 'asc' | 'desc' };
  columns: TableColumn<R>[];
  /** Dialogs and drawers of the screen. */
  children?: ReactNode;
  /** The table's height, when the screen shows more than the list (`ListCard`'s default otherwise). */
  height?: string;
  /** The test id of the filters' bar (their own box, laid out as a part of the table's toolbar). */
  filtersTestId?: string;
  /** The bulk actions the person may do: row checkboxes and the bar over the table (`useBulk`). */
  bulk?: Pick<BulkSpec<R>, 'actions' | 'refresh' | 'label' | 'link'>;
}) {
  const { t } = useTranslation();
  const { search, onSearch, list } = useUrlList(resource.urlState, resource.listQuery);
  const sorted = search as unknown as { sort_by: string; order_by: 'asc' | 'desc' };
  const { layout, tabs, save } = useViewTabs({
    list: resource.views,
    urlState: resource.urlState,
    countQuery: resource.countQuery,
    filters,
    total: list.data?.total ?? null,
  } as unknown as ViewTabsOptions);
  const { page: _page, ...filtersShown } = search;
  const chosen = useBulk<R>({
    actions: bulk?.actions ?? [],
    refresh: bulk?.refresh ?? [],
    label: bulk?.label ?? ((row) => `#${(row as { id: number }).id}`),
    link: bulk?.link,
    rows: list.data?.data ?? [],
    total: list.data?.total ?? null,
    filters: filtersShown,
  });
  return (
    <>
      <ListHeader
        texts={texts}
        // no count until the list answered: never "0 results" while it loads (a placeholder, or nothing once it failed)
        count={list.data ? list.data.total : list.error ? null : 'loading'}
        actions={
          <>
            {save}
            {exportPath && <ListExport path={exportPath} search={search} total={list.data?.total ?? null} />}
            {actions}
            {create && (
              <HeaderAction
                screen={create.screen}
                label={create.label ?? t(`${texts}.create`)}
                testId={create.testId}
              />
            )}
          </>
        }
      />
      {tabs}
      <ListCard<R>
        layout={layout}
        {...pagedRows(list, search.page, onSearch as (change: { page: number }) => void)}
        columns={columns}
        name={t(`${texts}.title`)}
        height={height}
        pageSize={resource.pageSize}
        emptyText={t(`${texts}.empty`)}
        sort={
          sort && urlSort(sorted, sort.fields, (patch) => onSearch(patch as unknown as Partial<S>), sort.firstOrder)
        }
        filters={
          filters.length > 0 && (
            <Box sx={{ display: 'contents' }} data-testid={filtersTestId}>
              <ListFilters filters={filters} texts={texts} search={search} onSearch={onSearch} />
            </Box>
          )
        }
        selection={chosen.selection}
        bulkBar={chosen.bar}
        {...table}
      />
      {children}
    </>
  );
}
