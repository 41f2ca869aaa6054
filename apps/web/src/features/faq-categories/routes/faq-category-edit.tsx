import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEditScreen } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { editLoader } from '../../../lib/crud.ts';
import { faqCategoryDetailQuery, faqCategoryParentsQuery, useSaveFaqCategory } from '../api.ts';
import { FaqCategoryForm } from '../components/faq-category-form.tsx';

export const loader = editLoader(faqCategoryDetailQuery, faqCategoryParentsQuery);

/** /faqs/category/:id/edit: 'Update FAQ category successful!', then /faqs/category. */
export function Component() {
  const { t } = useTranslation();
  const parents = useQuery(faqCategoryParentsQuery());
  const { item, submit, cancel } = useEditScreen(
    { detail: faqCategoryDetailQuery, useSave: useSaveFaqCategory },
    href('faq-categories.list'),
  );
  return (
    <>
      <PageHeader title={t('faqCategories.edit.title')} subtitle={item.name} />
      <FaqCategoryForm
        key={item.updated_at}
        item={item}
        parents={parents.data ?? []}
        onCancel={cancel}
        onSubmit={submit}
      />
    </>
  );
}
