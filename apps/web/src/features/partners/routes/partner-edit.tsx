import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { partners, useSavePartner } from '../api.ts';
import { PartnerForm } from '../components/partner-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  requirePermission('partners-update');
  await queryClient.ensureQueryData(partners.detail(parseId(params)));
  return null;
}

/** /partners/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(partners.detail(id));
  const save = useSavePartner(id);
  return (
    <>
      <PageHeader title={t('partners.edit.title')} subtitle={item.name} />
      <PartnerForm
        key={item.updated_at}
        item={item}
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
