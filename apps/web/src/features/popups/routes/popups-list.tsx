import { hasPermission } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { optionsFilter } from '../../../components/lists/list-filters.tsx';
import { shownHidden } from '../../../components/lists/row-bulk.ts';
import { listRoute } from '../../../components/lists/list-route.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { popupPagesQuery, popups } from '../api.ts';
import { usePopupColumns } from '../components/popup-columns.tsx';

/** The page filter: the pages a pop-up can go on, for those who may see pages. */
function usePageFilter(t: TFunction) {
  const grants = useCurrentUser().role_has_permission;
  const pages = useQuery({ ...popupPagesQuery(), enabled: hasPermission(grants, 'pages-view') });
  const options = (pages.data ?? []).map((p) => ({ value: p.id, label: p.title }));
  return [optionsFilter('page_id', t('popups.fields.page'), options, 'popups-page-filter')];
}

/** /popups: the pop-ups shown on the site's pages. */
export const { loader, Component } = listRoute(popups, {
  create: 'popup-create',
  useColumns: usePopupColumns,
  rowHeight: 60,
  useBulk: (t) => ({
    status: { field: 'status', values: shownHidden(t), permission: 'popups-status' },
    delete: 'popups-delete',
  }),
  useFilters: usePageFilter,
});
