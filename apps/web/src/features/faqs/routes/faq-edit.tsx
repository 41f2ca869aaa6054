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
import { faqCategoryTreeQuery, faqs, useSaveFaq } from '../api.ts';
import { FaqForm } from '../components/faq-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  requirePermission('faqs-update');
  void queryClient.prefetchQuery(faqCategoryTreeQuery());
  await queryClient.ensureQueryData(faqs.detail(parseId(params)));
  return null;
}

/** /faqs/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(faqs.detail(id));
  const tree = useQuery(faqCategoryTreeQuery());
  const save = useSaveFaq(id);
  return (
    <>
      <PageHeader title={t('faqs.edit.title')} subtitle={item.question} />
      <FaqForm
        key={item.updated_at}
        item={item}
        tree={tree.data ?? []}
        onCancel={() => void navigate(href('faqs.list'))}
        onSubmit={async (body) => {
          const res = await save.mutateAsync(body);
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('faqs.list'));
        }}
      />
    </>
  );
}
