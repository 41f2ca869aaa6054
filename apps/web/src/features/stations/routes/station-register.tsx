import { PRODUCT_MESSAGES } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { href } from '../../../lib/areas.ts';
import { ProductForm, toProductFields, useSavedAlert } from '../../../components/products/product-form.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useRegisterStationProduct } from '../api.ts';

/** /stations/register: a product put on display at a station (the station is its seller). */
export function Component() {
  const { t } = useTranslation();
  const saved = useSavedAlert();
  const register = useRegisterStationProduct();
  return (
    <>
      <PageHeader title={t('stations.register.title')} subtitle={t('stations.register.subtitle')} />
      <ProductForm
        stationOnly
        onSubmit={async (values, images, status) => {
          const fields = toProductFields(values, status);
          await register.mutateAsync({ fields: { ...fields, station_id: values.store?.id }, images });
          saved(PRODUCT_MESSAGES.registered, href('stations.products'));
        }}
      />
    </>
  );
}
