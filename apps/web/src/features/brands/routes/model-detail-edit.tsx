import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { useNavigate } from 'react-router';
import { useRouteItem } from '../../../lib/route-params.ts';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { editLoader } from '../../../lib/crud.ts';
import { modelDetailQuery, useUpdateModelDetail } from '../api.ts';
import { ModelDetailForm } from '../components/model-detail-form.tsx';

export const loader = editLoader(modelDetailQuery);

/** /brands/models/model-details/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id, item: detail } = useRouteItem(modelDetailQuery);
  const update = useUpdateModelDetail(id);
  return (
    <>
      <PageHeader
        title={t('brands.form.editTitle')}
        subtitle={`${detail.brand.name} ${detail.model.name} · ${detail.name}`}
      />
      <ModelDetailForm
        key={detail.id}
        detail={detail}
        onCancel={() => void navigate(href('brands.list'))}
        onSubmit={async (body) => {
          await update.mutateAsync({
            name: body.name,
            year: body.year,
            price: body.price,
            model_id: body.model_id,
            specs: body.specs,
          });
          showQuickMessage({ type: 'success', body: catalogueMessage('Update successfully') });
          await navigate(`${href('brands.list')}?brand_id=${detail.brand.id}`);
        }}
      />
    </>
  );
}
