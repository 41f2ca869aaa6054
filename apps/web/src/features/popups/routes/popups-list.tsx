import { hasPermission } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { optionsFilter } from '../../../components/list-filters.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { popupPagesQuery, popups } from '../api.ts';
import { usePopupColumns } from '../components/popup-columns.tsx';

export const loader = popups.listLoader;

/** /popups: the pop-ups shown on the site's pages. */
export function Component() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const pages = useQuery({ ...popupPagesQuery(), enabled: hasPermission(grants, 'pages-view') });
  return (
    <ListScreen
      resource={popups}
      texts="popups.list"
      create={{ screen: 'popups.create', testId: 'popup-create' }}
      columns={usePopupColumns()}
      rowHeight={60}
      filters={[
        { type: 'search', key: 'q' },
        optionsFilter(
          'page_id',
          t('popups.fields.page'),
          (pages.data ?? []).map((p) => ({ value: p.id, label: p.title })),
          'popups-page-filter',
        ),
      ]}
    />
  );
}
