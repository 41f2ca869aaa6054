import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { href } from '../../../lib/areas.ts';
import { pages } from '../api.ts';
import { usePageColumns } from '../components/page-columns.tsx';

export const loader = pages.listLoader;

/** /pages: the site's pages that banners and pop-ups are placed on. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ListScreen
      resource={pages}
      title={t('pages.list.title')}
      subtitle={(count) => t('pages.list.subtitle', { count })}
      create={{
        href: href('pages.create'),
        label: t('pages.list.create'),
        permission: 'pages-create',
        testId: 'page-create',
      }}
      columns={usePageColumns()}
      rowHeight={60}
      emptyText={t('pages.list.empty')}
      filters={[{ type: 'search', key: 'q', placeholder: t('pages.list.search') }]}
    />
  );
}
