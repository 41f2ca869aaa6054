import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { useSaveCategory } from '../api.ts';
import { CategoryForm } from '../components/category-form.tsx';

export function loader() {
  requirePermission('category-create');
  return null;
}

/** /category/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCategory();
  return (
    <>
      <PageHeader title={t('category.create.title')} />
      <CategoryForm
        onCancel={() => void navigate(href('categories.list'))}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          showQuickMessage({ type: 'success', body: t('content.created') });
          await navigate(href('categories.list'));
        }}
      />
    </>
  );
}
