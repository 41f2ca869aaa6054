import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { categories, useSaveCategory } from '../api.ts';
import { CategoryForm } from '../components/category-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  requirePermission('category-update');
  await queryClient.ensureQueryData(categories.detail(parseId(params)));
  return null;
}

/** /category/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(categories.detail(id));
  const save = useSaveCategory(id);
  return (
    <>
      <PageHeader title={t('category.edit.title')} subtitle={item.name} />
      <CategoryForm
        key={item.updated_at}
        item={item}
        onCancel={() => void navigate(href('categories.list'))}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          showQuickMessage({ type: 'success', body: t('content.updated') });
          await navigate(href('categories.list'));
        }}
      />
    </>
  );
}
