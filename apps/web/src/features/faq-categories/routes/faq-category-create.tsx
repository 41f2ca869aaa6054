import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveAndReturn } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { createLoader } from '../../../lib/crud.ts';
import { faqCategoryParentsQuery, useSaveFaqCategory } from '../api.ts';
import { FaqCategoryForm } from '../components/faq-category-form.tsx';

export const loader = createLoader(faqCategoryParentsQuery);

/** /faqs/category/create: 'Create FAQ category successful!', then /faqs/category. */
export function Component() {
  const { t } = useTranslation();
  const parents = useQuery(faqCategoryParentsQuery());
  const { submit, cancel } = useSaveAndReturn(useSaveFaqCategory(), href('faq-categories.list'));
  return (
    <>
      <PageHeader title={t('faqCategories.create.title')} />
      <FaqCategoryForm parents={parents.data ?? []} onCancel={cancel} onSubmit={submit} />
    </>
  );
}
