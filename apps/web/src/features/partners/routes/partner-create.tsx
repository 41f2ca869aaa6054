import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { useSavePartner } from '../api.ts';
import { PartnerForm } from '../components/partner-form.tsx';

export function loader() {
  requirePermission('partners-create');
  return null;
}

/** /partners/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePartner();
  return (
    <>
      <PageHeader title={t('partners.create.title')} />
      <PartnerForm
        onCancel={() => void navigate(href('partners.list'))}
        onSubmit={async (form, logo) => {
          const res = await save.mutateAsync({ form, logo });
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('partners.list'));
        }}
      />
    </>
  );
}
