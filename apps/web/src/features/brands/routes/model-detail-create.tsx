import { useTranslation } from 'react-i18next';
import { useSaveAndReturn } from '../../../components/form-screen.tsx';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCreateModelDetail } from '../api.ts';
import { ModelDetailForm } from '../components/model-detail-form.tsx';

/** /brands/models/model-details/create: saved, then the list on the new trim's brand and model. */
export function Component() {
  const { t } = useTranslation();
  const { submit, cancel } = useSaveAndReturn(useCreateModelDetail(), href('brands.list'), {
    message: t('brands.form.created'),
    next: (created) => `${href('brands.list')}?brand_id=${created.brand.id}&model_id=${created.model.id}`,
  });
  return (
    <>
      <PageHeader title={t('brands.form.createTitle')} subtitle={t('brands.form.createSubtitle')} />
      <ModelDetailForm onCancel={cancel} onSubmit={submit} />
    </>
  );
}
