import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { faqCategoryDetailQuery, faqCategoryParentsQuery, useSaveFaqCategory } from '../api.ts';
import { FaqCategoryForm } from '../components/faq-category-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  requirePermission('category-faqs-update');
  void queryClient.prefetchQuery(faqCategoryParentsQuery());
  await queryClient.ensureQueryData(faqCategoryDetailQuery(parseId(params)));
  return null;
}

/** /faqs/category/:id/edit: 'Update FAQ category successful!', then /faqs/category. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(faqCategoryDetailQuery(id));
  const parents = useQuery(faqCategoryParentsQuery());
  const save = useSaveFaqCategory(id);
  return (
    <>
      <PageHeader title={t('faqCategories.edit.title')} subtitle={item.name} />
      <FaqCategoryForm
        key={item.updated_at}
        item={item}
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
