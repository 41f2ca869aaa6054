import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { pages } from '../api.ts';
import { PageForm } from '../components/page-form.tsx';

/** /pages/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = pages.useSave();
  return (
    <>
      <PageHeader title={t('pages.create.title')} />
      <PageForm
        onCancel={() => void navigate(href('pages.list'))}
        onSubmit={async (body) => {
          const res = await save.mutateAsync({ form: body });
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('pages.edit', { id: res.data.id }));
        }}
      />
    </>
  );
}
