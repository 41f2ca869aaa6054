import { shownHidden } from '../../../components/lists/row-bulk.ts';
import { listRoute } from '../../../components/lists/list-route.tsx';
import { pages } from '../api.ts';
import { usePageColumns } from '../components/page-columns.tsx';

/** /pages: the site's pages that banners and pop-ups are placed on. */
export const { loader, Component } = listRoute(pages, {
  create: 'page-create',
  useColumns: usePageColumns,
  rowHeight: 60,
  useBulk: (t) => ({
    status: { field: 'status', values: shownHidden(t), permission: 'pages-status' },
    delete: 'pages-delete',
  }),
});
