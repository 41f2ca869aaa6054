import { useTranslation } from 'react-i18next';
import { useCreateScreen } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { partners } from '../api.ts';
import { PartnerForm } from '../components/partner-form.tsx';

/** /partners/create */
export function Component() {
  const { t } = useTranslation();
  const { submit, cancel } = useCreateScreen(partners, href('partners.list'));
  return (
    <>
      <PageHeader title={t('partners.create.title')} />
      <PartnerForm onCancel={cancel} onSubmit={(form, logo) => submit({ form, files: { logo } })} />
    </>
  );
}
