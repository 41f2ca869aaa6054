import { useTranslation } from 'react-i18next';
import { useSaveAndReturn } from '../../../components/forms/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { useSaveCategory } from '../api.ts';
import { CategoryForm } from '../components/category-form.tsx';

/** /category/create */
export function Component() {
  const { t } = useTranslation();
  const { submit, cancel } = useSaveAndReturn(useSaveCategory(), href('categories.list'), {
    message: t('kit.created'),
  });
  return (
    <>
      <PageHeader title={t('category.create.title')} />
      <CategoryForm onCancel={cancel} onSubmit={submit} />
    </>
  );
}
