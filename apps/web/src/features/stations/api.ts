import {
  productListQuery,
  serviceOrderListQuery,
  type Product,
  type ProductDetail,
  type ServiceOrder,
  type ServiceOrderCreateBody,
  type ServiceOrderStatus,
} from '@admin/contract';
import { productFormData } from '../../components/products/product-form-data.ts';
import { api } from '../../lib/api-client.ts';
import { ensureOk, getQuery, pageQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { listUrlState } from '../../lib/url-state.ts';

export const stationKeys = createQueryKeys('stations');
export const STATIONS_PAGE_SIZE = 50;

/** The list screens' URL state: the contract's list queries, each value falling back to its default. */
export const stationProductsUrlState = listUrlState(productListQuery, ['q', 'station_id']);
export type StationProductsSearch = ReturnType<typeof stationProductsUrlState.parse>;

export const ordersUrlState = listUrlState(serviceOrderListQuery, ['q', 'station_id', 'status', 'kind']);
export type OrdersSearch = ReturnType<typeof ordersUrlState.parse>;

/** Station products: products on display at any station (`at_station`), or at the chosen one (`station_id`). */
export const stationProductsQuery = (search: StationProductsSearch) => {
  const query = { ...search, at_station: 1, count: STATIONS_PAGE_SIZE, sort_by: 'updated_at', order_by: 'desc' };
  return pageQuery<Product>(stationKeys.list({ list: 'products', ...query }), '/v2/products', query);
};

export const stationProductQuery = (id: number) =>
  getQuery<ProductDetail>(stationKeys.detail(id), `/v2/products/${id}/detail`);

export const ordersQuery = (search: OrdersSearch) => {
  const query = { ...search, count: STATIONS_PAGE_SIZE };
  return pageQuery<ServiceOrder>(stationKeys.list({ list: 'orders', ...query }), '/v2/stations/orders', query);
};

type StationProductSave = { fields: Record<string, string | number | boolean | undefined>; images: File[] };

export const useRegisterStationProduct = () =>
  useAreaMutation(
    stationKeys,
    async ({ fields, images }: StationProductSave) =>
      ensureOk(await api.post<Product>('/v2/products', productFormData(fields, images))),
    { handlesErrors: true },
  );

export const useUpdateStationProduct = (id: number) =>
  useAreaMutation(
    stationKeys,
    async ({ fields, images, removed }: StationProductSave & { removed: number[] }) =>
      ensureOk(
        await api.post<ProductDetail>(`/v2/products/station/update/${id}`, productFormData(fields, images, removed)),
      ),
    { handlesErrors: true },
  );

export const useChangeOrderStatus = () =>
  useAreaMutation(
    stationKeys,
    async ({ id, status }: { id: number; status: ServiceOrderStatus }) =>
      (await api.put<ServiceOrder>(`/v2/stations/orders/${id}/status`, { status })).data,
  );

export const useCreateOrder = () =>
  useAreaMutation(
    stationKeys,
    async (body: ServiceOrderCreateBody) => (await api.post<ServiceOrder>('/v2/stations/orders', body)).data,
    { handlesErrors: true },
  );
