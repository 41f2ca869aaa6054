import { hasPermission } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { href } from '../../../lib/areas.ts';
import { useEditScreen } from '../../../components/forms/form-screen.tsx';
import { RecordEditFrame } from '../../../components/forms/record-edit.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { editLoader } from '../../../lib/crud.ts';
import { news, newsCategoryOptionsQuery, useSaveNews } from '../api.ts';
import { NewsForm } from '../components/news-form.tsx';
import { NewsScreenLink } from '../components/news-screen-link.tsx';

export const loader = editLoader(news.detail, newsCategoryOptionsQuery);

/** /news/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const categories = useQuery(newsCategoryOptionsQuery());
  const { id, item, submit, cancel, edit } = useEditScreen(
    { detail: news.detail, useSave: useSaveNews },
    href('news.list'),
    {
      message: t('kit.updated'),
      next: () => null,
    },
  );
  return (
    <>
      <PageHeader title={t('news.edit.title')} subtitle={item.title} actions={<NewsScreenLink id={id} to="view" />} />
      <RecordEditFrame edit={edit}>
        <NewsForm
          key={`${item.id}-${item.updated_at}`}
          item={item}
          categories={categories.data ?? []}
          canPublish={hasPermission(me.role_has_permission, 'news-status')}
          onCancel={cancel}
          onSubmit={submit}
        />
      </RecordEditFrame>
    </>
  );
}
