import type { List, SavedView, ViewColumns, ViewState } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../lib/format.ts';
import { getSetting, setSetting } from '../../lib/settings.ts';
import { VIEW_PARAM, type UrlState } from '../../lib/url-state.ts';
import { lazyDialog } from '../dialogs/lazy-dialog.tsx';
import { DENSITY_SETTING, type TableDensity } from './data-table.tsx';
import type { ListFilter } from './list-filters.tsx';
import { useSavedColumns, viewsQuery, type ColumnsLayout } from './list-views.ts';

/**
 * The saved views of a list as tabs between its header and its table (docs/decisions.md, "Saved
 * views and columns"): "All" and each view with its count. A tab writes its view's filters and sort
 * into the URL (which stays the list's state, with `view=<id>`); its columns and density come with
 * it. A view changed since it was opened shows a dot and "Save changes". The dialogs, the tab's
 * menu and the notice of filters that no longer exist load on first use.
 */
const SaveViewDialog = lazyDialog(() => import('./view-parts.tsx').then((m) => m.SaveViewDialog));
const ViewMenu = lazyDialog(
  () => import('./view-parts.tsx').then((m) => m.ViewMenu),
  (props) => Boolean(props.anchor),
);
const StaleFilters = lazy(() => import('./view-parts.tsx').then((m) => ({ default: m.StaleFilters })));

const SORT = ['sort_by', 'order_by'];
type Search = Record<string, unknown>;

/** A list's URL without its defaults, invalid values, page and view: what a view keeps of it. */
function canonical(state: UrlState<Search>, params: URLSearchParams) {
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

/** The URL a view opens: its filters and sort, and its id. */
export function paramsOf(view: SavedView): URLSearchParams {
  const params = new URLSearchParams(view.state.filters);
  if (view.state.sort) {
    params.set('sort_by', view.state.sort.field);
    params.set('order_by', view.state.sort.order);
  }
  params.set(VIEW_PARAM, String(view.id));
  return params;
}

const key = (params: URLSearchParams) =>
  [...params]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
const sameColumns = (a: ViewColumns | null, b: ViewColumns | null) => JSON.stringify(a) === JSON.stringify(b);

function TabCount({ query, total }: { query?: UseQueryOptions<List<unknown>>; total?: number | null }) {
  const { i18n } = useTranslation();
  const { data } = useQuery({ ...query!, enabled: Boolean(query) && total === undefined });
  const count = total ?? data?.total;
  return (
    <Box component="span" className="ViewTabs-count" data-testid="view-count">
      {count === undefined || count === null ? '…' : formatCount(count, i18n.language)}
    </Box>
  );
}

export interface ViewTabsOptions {
  list: string;
  urlState: UrlState<Search>;
  countQuery?: (search: Search) => UseQueryOptions<List<unknown>>;
  /** The list's filters: a view's select value its options no longer hold is said and left out. */
  filters: readonly ListFilter<Search>[];
  /** The list's total as it answered (null while it loads). */
  total: number | null;
}

/** The tabs of a list's saved views, and the columns layout of the open view (or the person's own). */
export function useViewTabs({ list, urlState, countQuery, filters, total }: ViewTabsOptions): {
  layout: ColumnsLayout;
  tabs: ReactNode;
} {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data } = useQuery(viewsQuery(list));
  const saved = useSavedColumns(list);
  const views = data?.views ?? [];
  const active = views.find((v) => String(v.id) === params.get(VIEW_PARAM)) ?? null;
  const [draft, setDraft] = useState<{ id: number; columns: ViewColumns | null } | null>(null);
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);

  const open = (view: SavedView | null, replace = false) => {
    setDraft(null);
    setMenu(null);
    if (!view) return setParams(new URLSearchParams(), { replace });
    if (view.state.density) setSetting<TableDensity>(DENSITY_SETTING, view.state.density);
    setParams(paramsOf(view), { replace });
  };
  // the person's default view opens with the list when the address names no filter
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || !data) return;
    defaulted.current = true;
    const fallback = data.views.find((v) => v.id === data.default_view_id);
    if (fallback && params.size === 0) open(fallback, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the views first answer
  }, [data]);

  const columns = active ? (draft?.id === active.id ? draft.columns : active.state.columns) : saved.columns;
  const layout: ColumnsLayout = active
    ? { columns, onColumns: (next) => setDraft({ id: active.id, columns: next }) }
    : saved;
  const modified =
    active !== null &&
    (key(canonical(urlState, params)) !== key(canonical(urlState, paramsOf(active))) ||
      !sameColumns(columns, active.state.columns));
  const current = (): ViewState => ({
    ...stateOf(urlState, params),
    columns,
    density: getSetting<TableDensity>(DENSITY_SETTING, 'compact'),
  });
  const filtered = canonical(urlState, params).size > 0;

  const isDefault = active !== null && data?.default_view_id === active.id;
  const nav = (
    <Box
      component="nav"
      aria-label={t('common.views.label')}
      data-testid="view-tabs"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        mb: 1,
        borderBottom: 1,
        borderColor: 'divider',
        overflowX: 'auto',
        '& .ViewTabs-tab': {
          borderRadius: 0,
          borderBottom: 2,
          borderColor: 'transparent',
          px: 1.5,
          gap: 0.75,
          whiteSpace: 'nowrap',
          flexShrink: 0,
        },
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
        '& .ViewTabs-tab[aria-current="true"]': { borderColor: 'primary.main', color: 'primary.main' },
        '& .ViewTabs-count': { fontSize: 12, color: 'text.secondary', fontWeight: 400 },
      }}
    >
      <Button
        className="ViewTabs-tab"
        color="inherit"
        aria-current={active === null}
        onClick={() => open(null)}
        data-testid="view-tab-all"
      >
        {t('common.views.all')}
        <TabCount
          total={active === null && !filtered ? total : undefined}
          query={countQuery?.(urlState.parse(new URLSearchParams()))}
        />
      </Button>
      {views.map((view) => {
        const here = active?.id === view.id;
        return (
          <Box key={view.id} sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
            <Button
              className="ViewTabs-tab"
              color="inherit"
              aria-current={here}
              onClick={() => open(view)}
              data-testid="view-tab"
              data-view={view.name}
            >
              {view.name}
              {here && modified && (
                <Box component="span" aria-label={t('common.views.modified')} sx={{ color: 'warning.main' }}>
                  ●
                </Box>
              )}
              <TabCount
                total={here && !modified ? total : undefined}
                query={countQuery?.(urlState.parse(paramsOf(view)))}
              />
            </Button>
            {here && (
              <IconButton
                size="small"
                aria-label={t('common.views.menu', { name: view.name })}
                aria-haspopup="true"
                onClick={(e) => setMenu(e.currentTarget)}
                data-testid="view-menu"
              >
                <MoreVertRounded fontSize="small" />
              </IconButton>
            )}
          </Box>
        );
      })}
      <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5, flexShrink: 0 }}>
        {modified && active?.mine && (
          <Button
            size="small"
            onClick={() => void import('./view-parts.tsx').then((m) => m.saveViewChanges(active, current()))}
            data-testid="view-save-changes"
          >
            {t('common.views.saveChanges')}
          </Button>
        )}
        <Button size="small" color="inherit" onClick={() => setDialog('create')} data-testid="view-save">
          {t('common.views.save')}
        </Button>
      </Box>
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
      <ViewMenu
        anchor={menu}
        onClose={() => setMenu(null)}
        list={list}
        view={active}
        isDefault={isDefault}
        state={current}
        onEdit={() => {
          setMenu(null);
          setDialog('edit');
        }}
        onSaveAs={() => {
          setMenu(null);
          setDialog('create');
        }}
        onDeleted={() => open(null, true)}
      />
    </Box>
  );
  const tabs = (
    <>
      {nav}
      {active && (
        <Suspense fallback={null}>
          <StaleFilters key={active.id} view={active} urlState={urlState} filters={filters} />
        </Suspense>
      )}
    </>
  );
  return { layout, tabs };
}
