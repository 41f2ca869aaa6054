import { href } from '../../../lib/areas.ts';
import { ProductRegisterScreen } from '../../../components/products/product-form.tsx';
import { useRegisterStationProduct } from '../api.ts';

/** /stations/register: a product put on display at a station (the station is its seller). */
export function Component() {
  const register = useRegisterStationProduct();
  return (
    <ProductRegisterScreen
      texts="stations.register"
      stationOnly
      send={(fields, values, images) =>
        register.mutateAsync({ fields: { ...fields, station_id: values.store?.id }, images })
      }
      next={href('stations.products')}
    />
  );
}
