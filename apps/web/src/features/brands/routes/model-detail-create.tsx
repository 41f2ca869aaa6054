import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { useCreateModelDetail } from '../api.ts';
import { ModelDetailForm } from '../components/model-detail-form.tsx';

/** /brands/models/model-details/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateModelDetail();
  return (
    <>
      <PageHeader title={t('brands.form.createTitle')} subtitle={t('brands.form.createSubtitle')} />
      <ModelDetailForm
        onCancel={() => void navigate(href('brands.list'))}
        onSubmit={async (body) => {
          const created = await create.mutateAsync(body);
          showQuickMessage({ type: 'success', body: t('brands.form.created') });
          await navigate(`${href('brands.list')}?brand_id=${created.brand.id}&model_id=${created.model.id}`);
        }}
      />
    </>
  );
}
