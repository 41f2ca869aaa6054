import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveAndReturn } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { createLoader } from '../../../lib/crud.ts';
import { faqCategoryTreeQuery, useSaveFaq } from '../api.ts';
import { FaqForm } from '../components/faq-form.tsx';

export const loader = createLoader(faqCategoryTreeQuery);

/** /faqs/create */
export function Component() {
  const { t } = useTranslation();
  const tree = useQuery(faqCategoryTreeQuery());
  const { submit, cancel } = useSaveAndReturn(useSaveFaq(), href('faqs.list'));
  return (
    <>
      <PageHeader title={t('faqs.create.title')} />
      <FaqForm tree={tree.data ?? []} onCancel={cancel} onSubmit={submit} />
    </>
  );
}
