import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { faqCategoryParentsQuery, useSaveFaqCategory } from '../api.ts';
import { FaqCategoryForm } from '../components/faq-category-form.tsx';

export function loader() {
  requirePermission('category-faqs-create');
  void queryClient.prefetchQuery(faqCategoryParentsQuery());
  return null;
}

/** /faqs/category/create: 'Create FAQ category successful!', then /faqs/category. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parents = useQuery(faqCategoryParentsQuery());
  const save = useSaveFaqCategory();
  return (
    <>
      <PageHeader title={t('faqCategories.create.title')} />
      <FaqCategoryForm
        parents={parents.data ?? []}
        onCancel={() => void navigate(href('faq-categories.list'))}
        onSubmit={async (body) => {
          const res = await save.mutateAsync(body);
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('faq-categories.list'));
        }}
      />
    </>
  );
}
