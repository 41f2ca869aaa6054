import type { List, SavedView, ViewColumns, ViewState } from '@admin/contract';
import Button from '@mui/material/Button';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DENSITY_SETTING, getSetting, setSetting, type TableDensity } from '../../lib/settings.ts';
import { VIEW_PARAM, type UrlState } from '../../lib/url-state.ts';
import { lazyDialog } from '../dialogs/lazy-dialog.tsx';
import type { ListFilter } from './list-filters.tsx';
import { paramsOf, viewsQuery } from '../../lib/crud.ts';
import { useSavedColumns, type ColumnsLayout } from './list-views.ts';

/**
 * The saved views of a list (docs/decisions.md, "Saved views and columns"): the columns of the open
 * view (or the person's own), the default view opened with the list, the "Save view" button, and
 * the tabs ("All" and each view with its count, view-strip.tsx) once the person has views on the
 * list. A tab writes its view's filters and sort into the URL (which stays the list's state, with
 * `view=<id>`); its columns and density come with it. The tabs, the dialogs, the tab's menu and the
 * notice of filters that no longer exist load when there is something to show.
 */
const SaveViewDialog = lazyDialog(() => import('./view-parts.tsx').then((m) => m.SaveViewDialog));
const ViewStrip = lazy(() => import('./view-strip.tsx'));

const SORT = ['sort_by', 'order_by'];
type Search = Record<string, unknown>;

/** A list's URL without its defaults, invalid values, page and view: what a view keeps of it. */
export function canonical(state: UrlState<Search>, params: URLSearchParams) {
  const out = state.toParams(state.parse(params));
  out.delete('page');
  return out;
}

/** The filters and sort a view keeps, from the list's URL. */
export function stateOf(state: UrlState<Search>, params: URLSearchParams): Pick<ViewState, 'filters' | 'sort'> {
  const found = canonical(state, params);
  const filters = Object.fromEntries([...found].filter(([key]) => !SORT.includes(key)));
  const field = found.get('sort_by') ?? (found.get('order_by') ? String(state.parse(found).sort_by) : null);
  const order = (found.get('order_by') ?? state.parse(found).order_by) as 'asc' | 'desc';
  return { filters, sort: field ? { field, order } : null };
}

/**
 * What the views of a list read: its URL state (the search parameters, `ListScreen`'s or a list's
 * own such as /products'), the query of its total, its filters and the total it answered.
 */
export interface ViewTabsOptions<S = Search> {
  list: string;
  urlState: UrlState<S>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's own query options
  countQuery?: (search: S) => UseQueryOptions<List<unknown>, Error, List<unknown>, any>;
  /**
   * The list's filters: a view's select value its options no longer hold is said and left out, and
   * a filter is named by its label. A list drawing its own filters gives the ones it can describe
   * (a value its URL state no longer accepts is said whatever is given).
   */
  filters?: readonly ListFilter<S>[];
  /** The list's total as it answered (null while it loads). */
  total: number | null;
}

/** The tabs of a list's saved views, and the columns layout of the open view (or the person's own). */
export function useViewTabs<S = Search>(
  options: ViewTabsOptions<S>,
): {
  layout: ColumnsLayout;
  tabs: ReactNode;
  save: ReactNode;
} {
  const { list, urlState, countQuery, filters = [], total } = options as unknown as ViewTabsOptions<Search>;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data } = useQuery(viewsQuery(list));
  const saved = useSavedColumns(list);
  const views = data?.views ?? [];
  const active = views.find((v) => String(v.id) === params.get(VIEW_PARAM)) ?? null;
  const [draft, setDraft] = useState<{ id: number; columns: ViewColumns | null } | null>(null);
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);

  const open = (view: SavedView | null, replace = false) => {
    setDraft(null);
    if (!view) return setParams(new URLSearchParams(), { replace });
    if (view.state.density) setSetting<TableDensity>(DENSITY_SETTING, view.state.density);
    setParams(paramsOf(view), { replace });
  };
  // the person's default view, when the list is arrived at with nothing in its address, is opened by
  // the route's loader (`loadListPage`), before the list is drawn

  const columns = active ? (draft?.id === active.id ? draft.columns : active.state.columns) : saved.columns;
  const layout: ColumnsLayout = active
    ? { columns, onColumns: (next) => setDraft({ id: active.id, columns: next }) }
    : saved;
  const current = (): ViewState => ({
    ...stateOf(urlState, params),
    columns,
    density: getSetting<TableDensity>(DENSITY_SETTING, 'compact'),
  });

  const isDefault = active !== null && data?.default_view_id === active.id;
  // the dialogs and the "Save view" button, in the header's actions: a list without views has no tabs
  const save = (
    <>
      <Button color="inherit" onClick={() => setDialog('create')} data-testid="view-save">
        {t('common.views.save')}
      </Button>
      <SaveViewDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        list={list}
        view={dialog === 'edit' ? active : null}
        isDefault={isDefault}
        state={current}
        onSaved={(view) => {
          setDialog(null);
          if (view) open(view, true);
        }}
      />
    </>
  );
  const tabs = views.length > 0 && (
    <Suspense fallback={null}>
      <ViewStrip
        list={list}
        views={views}
        active={active}
        isDefault={isDefault}
        columns={columns}
        urlState={urlState}
        countQuery={countQuery}
        filters={filters}
        total={total}
        open={open}
        current={current}
        onEdit={() => setDialog('edit')}
        onSaveAs={() => setDialog('create')}
      />
    </Suspense>
  );
  return { layout, tabs, save };
}
