import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { useSavePage } from '../api.ts';
import { PageForm } from '../components/page-form.tsx';

export function loader() {
  requirePermission('pages-create');
  return null;
}

/** /pages/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePage();
  return (
    <>
      <PageHeader title={t('pages.create.title')} />
      <PageForm
        onCancel={() => void navigate(href('pages.list'))}
        onSubmit={async (body) => {
          const res = await save.mutateAsync(body);
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('pages.edit', { id: res.data.id }));
        }}
      />
    </>
  );
}
