import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { faqCategoryTreeQuery, useSaveFaq } from '../api.ts';
import { FaqForm } from '../components/faq-form.tsx';

export function loader() {
  requirePermission('faqs-create');
  void queryClient.prefetchQuery(faqCategoryTreeQuery());
  return null;
}

/** /faqs/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useQuery(faqCategoryTreeQuery());
  const save = useSaveFaq();
  return (
    <>
      <PageHeader title={t('faqs.create.title')} />
      <FaqForm
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
