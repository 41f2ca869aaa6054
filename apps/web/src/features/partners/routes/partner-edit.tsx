import { useTranslation } from 'react-i18next';
import { useEditScreen } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { partners } from '../api.ts';
import { PartnerForm } from '../components/partner-form.tsx';

export const loader = partners.detailLoader;

/** /partners/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const { item, submit, cancel } = useEditScreen(partners, href('partners.list'));
  return (
    <>
      <PageHeader title={t('partners.edit.title')} subtitle={item.name} />
      <PartnerForm
        key={item.updated_at}
        item={item}
        onCancel={cancel}
        onSubmit={(form, logo) => submit({ form, files: { logo } })}
      />
    </>
  );
}
