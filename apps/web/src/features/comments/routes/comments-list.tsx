import { COMMENT_STATUSES } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { comments } from '../api.ts';
import { useCommentsColumns } from '../components/comments-columns.tsx';

export const loader = comments.listLoader;

/** /comments: moderation of the readers' comments. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ListScreen
      resource={comments}
      texts="comments.list"
      columns={useCommentsColumns()}
      rowHeight={64}
      filters={[
        { type: 'search', key: 'q' },
        valuesFilter('status', t('fields.status'), COMMENT_STATUSES, 'comments.status', 'comments-status-filter'),
      ]}
    />
  );
}
