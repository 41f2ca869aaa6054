import {
  productListQuery,
  serviceOrderListQuery,
  type List,
  type Product,
  type ProductDetail,
  type ServiceOrder,
  type ServiceOrderCreateBody,
  type ServiceOrderStatus,
} from '@admin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const stationKeys = createQueryKeys('stations');
export const STATIONS_PAGE_SIZE = 50;

/** The list screens' URL state: the contract's list queries, each value falling back to its default. */
const products = productListQuery.shape;
export const stationProductsUrlState = createUrlState({
  q: products.q,
  station_id: products.station_id,
  page: products.page,
});
export type StationProductsSearch = ReturnType<typeof stationProductsUrlState.parse>;

const orders = serviceOrderListQuery.shape;
export const ordersUrlState = createUrlState({
  q: orders.q,
  station_id: orders.station_id,
  status: orders.status,
  kind: orders.kind,
  page: orders.page,
});
export type OrdersSearch = ReturnType<typeof ordersUrlState.parse>;

/** Station products: products on display at any station (`at_station`), or at the chosen one (`station_id`). */
export const stationProductsQuery = (search: StationProductsSearch) => {
  const query = { ...search, at_station: 1, count: STATIONS_PAGE_SIZE, sort_by: 'updated_at', order_by: 'desc' };
  return queryOptions({
    queryKey: stationKeys.list({ list: 'products', ...query }),
    queryFn: ({ signal }) => api.list<Product>('/v2/products', query, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const stationProductQuery = (id: number) =>
  queryOptions({
    queryKey: stationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<ProductDetail>(`/v2/products/${id}/detail`, undefined, { signal })).data,
  });

export const ordersQuery = (search: OrdersSearch) => {
  const query = { ...search, count: STATIONS_PAGE_SIZE };
  return queryOptions({
    queryKey: stationKeys.list({ list: 'orders', ...query }),
    queryFn: ({ signal }) => api.list<ServiceOrder>('/v2/stations/orders', query, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** Station product saves count only with result_code 1 (spec section 5). */
function ensureOk<T>(answer: { result_code: number; result?: string; messages?: string; data: T }): T {
  if (answer.result_code !== 1)
    throw new ApiError(answer.messages || answer.result || 'Error, please try again.', {
      status: 200,
      resultCode: answer.result_code,
    });
  return answer.data;
}

function toForm(fields: Record<string, string | number | boolean | undefined>, images: File[], removed: number[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== '') form.append(key, String(value));
  for (const file of images) form.append('images', file);
  if (removed.length) form.append('remove_image_ids', removed.join(','));
  return form;
}

export function useRegisterStationProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({
      fields,
      images,
    }: {
      fields: Record<string, string | number | boolean | undefined>;
      images: File[];
    }) => ensureOk(await api.post<Product>('/v2/products', toForm(fields, images))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationKeys.all }),
  });
}

export function useUpdateStationProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({
      fields,
      images,
      removed,
    }: {
      fields: Record<string, string | number | boolean | undefined>;
      images: File[];
      removed: number[];
    }) => ensureOk(await api.post<ProductDetail>(`/v2/products/station/update/${id}`, toForm(fields, images, removed))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationKeys.all }),
  });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: ServiceOrderStatus }) =>
      (await api.put<ServiceOrder>(`/v2/stations/orders/${id}/status`, { status })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationKeys.lists() }),
  });
}

export type OrderList = List<ServiceOrder>;

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: ServiceOrderCreateBody) =>
      (await api.post<ServiceOrder>('/v2/stations/orders', body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationKeys.lists() }),
  });
}
