import { ListScreen } from '../../../components/list-screen.tsx';
import { pages } from '../api.ts';
import { usePageColumns } from '../components/page-columns.tsx';

export const loader = pages.listLoader;

/** /pages: the site's pages that banners and pop-ups are placed on. */
export function Component() {
  return (
    <ListScreen
      resource={pages}
      texts="pages.list"
      create={{ screen: 'pages.create', testId: 'page-create' }}
      columns={usePageColumns()}
      rowHeight={60}
      filters={[{ type: 'search', key: 'q' }]}
    />
  );
}
