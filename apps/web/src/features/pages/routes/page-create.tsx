import { useTranslation } from 'react-i18next';
import { useCreateScreen } from '../../../components/forms/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { pages } from '../api.ts';
import { PageForm } from '../components/page-form.tsx';

/** /pages/create */
export function Component() {
  const { t } = useTranslation();
  const { submit, cancel } = useCreateScreen(pages, href('pages.list'), {
    next: (res) => href('pages.edit', { id: res.data.id }),
  });
  return (
    <>
      <PageHeader title={t('pages.create.title')} />
      <PageForm onCancel={cancel} onSubmit={(form) => submit({ form })} />
    </>
  );
}
