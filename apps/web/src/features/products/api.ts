import {
  PRODUCT_ACTION_TARGETS,
  productListQuery,
  type ProductStatusAction,
  type Product,
  type ProductDetail,
  type ProductFilterQuery,
  type ProductListQuery,
  type ProductStatistics,
  type ProductStatusBody,
  type List,
} from '@admin/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod/mini';
import { api } from '../../lib/api-client.ts';
import { getQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { loadListPage } from '../../lib/crud.ts';
import type { UrlState } from '../../lib/url-state.ts';
import { productFormData } from '../../components/products/product-form-data.ts';
import { createPageCursors } from './page-cursors.ts';

export const productKeys = createQueryKeys('products');
export const PRODUCTS_PAGE_SIZE = 50;

/** The list screen's URL state: the contract's list query, each value falling back to its default. */
const shape = productListQuery.shape;
export const productsSearchSchema = z.object({
  q: z.catch(shape.q, undefined),
  start_date: z.catch(shape.start_date, undefined),
  end_date: z.catch(shape.end_date, undefined),
  brand_id: z.catch(shape.brand_id, undefined),
  model_id: z.catch(shape.model_id, undefined),
  detail_model_id: z.catch(shape.detail_model_id, undefined),
  type: z.catch(z.coerce.number().check(z.int(), z.gte(0), z.lte(4)), 0),
  location_id: z.catch(shape.location_id, undefined),
  station_id: z.catch(shape.station_id, undefined),
  created_by: z.catch(shape.created_by, undefined),
  sales_status: z.catch(shape.sales_status, undefined),
  used_status: z.catch(shape.used_status, undefined),
  seller_type: z.catch(shape.seller_type, undefined),
  status_latest_user: z.catch(shape.status_latest_user, undefined),
  status_latest_datetime_from: z.catch(shape.status_latest_datetime_from, undefined),
  status_latest_datetime_to: z.catch(shape.status_latest_datetime_to, undefined),
  sort_by: z.catch(shape.sort_by, 'id'),
  order_by: z.catch(shape.order_by, 'desc'),
  page: z.catch(shape.page, 1),
});
export type ProductsSearch = z.infer<typeof productsSearchSchema>;

export function parseProductsSearch(params: URLSearchParams): ProductsSearch {
  return productsSearchSchema.parse(Object.fromEntries(params));
}

/** Only values that differ from the defaults go into the URL. */
export function productsSearchToParams(search: ProductsSearch): URLSearchParams {
  const defaults = productsSearchSchema.parse({});
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '' || value === defaults[key as keyof ProductsSearch]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The list's URL state as the saved views read and write it (components/lists/view-tabs.tsx). */
export const productsUrlState: UrlState<ProductsSearch> = {
  parse: parseProductsSearch,
  toParams: (search) => productsSearchToParams(search as ProductsSearch),
};

/** The filters alone (no page, no sort): what the export sends. */
export function productFilters(search: ProductsSearch): ProductFilterQuery {
  const { page: _page, ...rest } = search;
  return { ...rest, type: search.type || undefined };
}

export type ProductList = List<Product> & { total_is_estimate?: boolean; next_cursor?: string | null };

/** The cursors of the list's pages (decisions.md: in memory, not in the URL). */
export const productPageCursors = createPageCursors<ProductsSearch>();

/**
 * One page of the list: by the keyset cursor when the page was reached with the next-page button,
 * else by offset. The cursor is part of the query key, so the two answers are never mixed up.
 */
export const productsListQuery = (search: ProductsSearch) => {
  const cursor = productPageCursors.cursorFor(search);
  const query: ProductListQuery = {
    ...search,
    type: search.type || undefined,
    count: PRODUCTS_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
  };
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: async ({ signal }) => {
      const list = (await api.list<Product>('/v2/products', query, { signal })) as ProductList;
      productPageCursors.answered(search, list.next_cursor);
      return list;
    },
    placeholderData: keepPreviousData,
  });
};

/** The list's total for a search, one row asked (a saved view's tab shows it); no page cursor moves. */
export const productsCountQuery = (search: ProductsSearch) => {
  const query: ProductListQuery = { ...search, type: search.type || undefined, page: 1, count: 1 };
  return queryOptions({
    queryKey: [...productKeys.lists(), 'count', query],
    queryFn: ({ signal }) => api.list<unknown>('/v2/products', query, { signal }),
  });
};

/** The key the products list's saved views and columns are kept under. */
export const PRODUCTS_VIEWS = 'products.list';

/** The list route's loader (area.ts): the page the URL asks for, under the screen's query key, and the list's views (`loadListPage`). */
export function productsListLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return loadListPage(url, productsListQuery(parseProductsSearch(url.searchParams)), PRODUCTS_VIEWS);
}

export const productDetailQuery = (id: number) =>
  getQuery<ProductDetail>(productKeys.detail(id), `/v2/products/${id}/detail`);

export const productStatisticsQuery = (id: number) =>
  getQuery<ProductStatistics>([...productKeys.detail(id), 'statistics'], `/v2/products/statistic-product/${id}`);

/**
 * What staff can do to a product's status: the dedicated calls (approve, confirm sales, delete,
 * restore) and the moves of the status table through `PUT /v2/products/{id}` (docs/domain.md).
 */
export type ProductAction = ProductStatusAction | 'delete' | 'restore';

/** Each status action's call; every one answers the updated product. */
function runAction(id: number, action: ProductAction, reason?: string) {
  switch (action) {
    case 'approve':
      return api.put<Product>(`/products/${id}`);
    case 'block':
      return api.put<Product>(`/v2/products/${id}`, {
        sales_status: 'blocked',
        blocked_reason: reason,
      } satisfies ProductStatusBody);
    case 'delete':
      return api.delete<Product>(`/products/${id}`);
    case 'restore':
      return api.put<Product>(`/products/${id}/restore`);
    case 'confirmSales':
      return api.put<Product>(`/products/${id}/confirm-sales`);
    default:
      return api.put<Product>(`/v2/products/${id}`, {
        sales_status: PRODUCT_ACTION_TARGETS[action],
      } satisfies ProductStatusBody);
  }
}

/**
 * Runs a status action and puts the returned product in place of the listed row; the lists are not
 * fetched again, so the row stays where it is under the current filters.
 */
export function useProductAction() {
  const queryClient = useQueryClient();
  return useAreaMutation(
    (product) => (product ? [productKeys.detail(product.id)] : []),
    async ({ id, action, reason }: { id: number; action: ProductAction; reason?: string }) =>
      (await runAction(id, action, reason)).data,
    {
      onSuccess: (product) =>
        queryClient.setQueriesData<ProductList>({ queryKey: productKeys.lists() }, (list) =>
          list
            ? { ...list, data: list.data.map((row) => (row.id === product.id ? { ...row, ...product } : row)) }
            : list,
        ),
    },
  );
}

/** `POST /v2/products` (multipart: the fields, then `images` once per picture). */
export const useRegisterProduct = () =>
  useAreaMutation(
    productKeys,
    ({ fields, images }: { fields: Record<string, string | number | boolean | undefined>; images: File[] }) =>
      api.post<Product>('/v2/products', productFormData(fields, images)),
    { handlesErrors: true },
  );
