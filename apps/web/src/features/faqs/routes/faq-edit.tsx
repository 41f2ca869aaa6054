import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEditScreen } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { editLoader } from '../../../lib/crud.ts';
import { faqCategoryTreeQuery, faqs, useSaveFaq } from '../api.ts';
import { FaqForm } from '../components/faq-form.tsx';

export const loader = editLoader(faqs.detail, faqCategoryTreeQuery);

/** /faqs/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const tree = useQuery(faqCategoryTreeQuery());
  const { item, submit, cancel } = useEditScreen({ detail: faqs.detail, useSave: useSaveFaq }, href('faqs.list'));
  return (
    <>
      <PageHeader title={t('faqs.edit.title')} subtitle={item.question} />
      <FaqForm key={item.updated_at} item={item} tree={tree.data ?? []} onCancel={cancel} onSubmit={submit} />
    </>
  );
}
