import {
  storeListQuery,
  type Product,
  type Store,
  type StoreBankBody,
  type StoreDetail,
  type StoreGeneralBody,
  type StoreIdentityBody,
  type StoreStatus,
} from '@admin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../components/fields/lookup-queries.ts';
import { api } from '../../lib/api-client.ts';
import { ensureOk, getQuery, pageQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { defineResource } from '../../lib/crud.ts';

/** What the stores list filters by (its sort aside): the keys its "clear filters" button empties. */
export const STORE_FILTERS = [
  'keyword',
  'type',
  'is_station',
  'status',
  'is_loanable',
  'within_day',
  'range_date',
  'start_date',
  'end_date',
  'location',
  'display',
  'own_products',
  'sold_products',
  'purchased_products',
  'followers',
] as const;

/** The list screen's URL state: the contract's list query, each value falling back to its default. */
export const stores = defineResource<Store>()({
  area: 'stores',
  path: '/v2/stores',
  listQuery: storeListQuery,
  filters: [...STORE_FILTERS, 'sort_by', 'order_by'],
  pageSize: 50,
});
export const storeKeys = stores.keys;
export const STORES_PAGE_SIZE = stores.pageSize;
export type StoresSearch = ReturnType<typeof stores.urlState.parse>;

/** The total sale amount of the stores the filters select. */
export const storesTotalQuery = (search: StoresSearch) => {
  const { page: _p, sort_by: _s, order_by: _o, ...filters } = search;
  return getQuery<{ total_sale_amount: number; stores: number }>(
    [...storeKeys.all, 'total', filters],
    '/v2/stores/total-sale-amount',
    { query: filters, keepPrevious: true },
  );
};

export const storeDetailQuery = (id: number) => getQuery<StoreDetail>(storeKeys.detail(id), `/v2/stores/${id}`);

export const storeProductsQuery = (id: number, page: number) =>
  pageQuery<Product>([...storeKeys.detail(id), 'products', page], '/v2/products', {
    store_id: id,
    page,
    count: STORES_PAGE_SIZE,
  });

export type StoreUpdate =
  | { kind: 'general'; body: StoreGeneralBody }
  | { kind: 'identity'; body: StoreIdentityBody; front?: File | null; back?: File | null }
  | { kind: 'bank'; body: StoreBankBody }
  | { kind: 'status'; status: StoreStatus; reason?: string }
  | { kind: 'loanable'; is_loanable: 0 | 1 }
  | { kind: 'type'; is_station: 1 | 2 };

async function send(id: number, update: StoreUpdate) {
  switch (update.kind) {
    case 'general':
      return api.put<StoreDetail>(`/v2/stores/${id}`, update.body);
    case 'identity': {
      const form = new FormData();
      for (const [k, v] of Object.entries(update.body)) if (v !== undefined && v !== '') form.append(k, String(v));
      if (update.front) form.append('front_image', update.front);
      if (update.back) form.append('back_image', update.back);
      return api.post<StoreDetail>(`/v2/stores/${id}/update-identity`, form);
    }
    case 'bank':
      return api.put<StoreDetail>(`/v2/stores/${id}/bank-account`, update.body);
    case 'status':
      return api.put<StoreDetail>(`/v2/stores/${id}/status`, { status: update.status, reason: update.reason });
    case 'loanable':
      return api.post<StoreDetail>(`/v2/stores/${id}`, { is_loanable: update.is_loanable });
    case 'type':
      return api.put<StoreDetail>(`/v2/stores/${id}/change-type`, { is_station: update.is_station });
  }
}

/** Every store change refreshes this area and the shared store pickers; the detail shows the answer at once. */
export function useUpdateStore(id: number) {
  const queryClient = useQueryClient();
  return useAreaMutation(
    [storeKeys.all, catalogueKeys.all],
    async (update: StoreUpdate) => ensureOk(await send(id, update)),
    {
      handlesErrors: true,
      onSuccess: (store) => {
        if (store && typeof store === 'object' && 'id' in store)
          queryClient.setQueryData(storeKeys.detail(id), (old: StoreDetail | undefined) => ({ ...old, ...store }));
      },
    },
  );
}
