import type { List, SavedView, ViewColumns, ViewState } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../lib/format.ts';
import type { UrlState } from '../../lib/url-state.ts';
import { lazyDialog } from '../dialogs/lazy-dialog.tsx';
import type { ListFilter } from './list-filters.tsx';
import { paramsOf } from '../../lib/crud.ts';
import { canonical } from './view-tabs.tsx';
import { StaleFilters, saveViewChanges } from './view-parts.tsx';

/**
 * The tabs of a list that has saved views (view-tabs.tsx): "All" and each view with its count, the
 * open one's menu, its dot and "Save changes" once changed, and the notice of its filters that no
 * longer exist. Loaded with the list when the person has views on it.
 */
const ViewMenu = lazyDialog(
  () => import('./view-parts.tsx').then((m) => m.ViewMenu),
  (props) => Boolean(props.anchor),
);

type Search = Record<string, unknown>;

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

export default function ViewStrip({
  list,
  views,
  active,
  isDefault,
  columns,
  urlState,
  countQuery,
  filters,
  total,
  open,
  current,
  onEdit,
  onSaveAs,
}: {
  list: string;
  views: SavedView[];
  active: SavedView | null;
  isDefault: boolean;
  columns: ViewColumns | null;
  urlState: UrlState<Search>;
  countQuery?: (search: Search) => UseQueryOptions<List<unknown>>;
  filters: readonly ListFilter<Search>[];
  total: number | null;
  open: (view: SavedView | null, replace?: boolean) => void;
  current: () => ViewState;
  onEdit: () => void;
  onSaveAs: () => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const modified =
    active !== null &&
    (key(canonical(urlState, params)) !== key(canonical(urlState, paramsOf(active))) ||
      !sameColumns(columns, active.state.columns));
  const filtered = canonical(urlState, params).size > 0;
  return (
    <>
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
              onClick={() => void saveViewChanges(active, current())}
              data-testid="view-save-changes"
            >
              {t('common.views.saveChanges')}
            </Button>
          )}
        </Box>
      </Box>
      <ViewMenu
        anchor={menu}
        onClose={() => setMenu(null)}
        list={list}
        view={active}
        isDefault={isDefault}
        state={current}
        onEdit={() => {
          setMenu(null);
          onEdit();
        }}
        onSaveAs={() => {
          setMenu(null);
          onSaveAs();
        }}
        onDeleted={() => {
          setMenu(null);
          open(null, true);
        }}
      />

      {active && <StaleFilters key={active.id} view={active} urlState={urlState} filters={filters} />}
    </>
  );
}
