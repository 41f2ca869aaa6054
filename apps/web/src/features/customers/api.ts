import { customerListQuery, type Customer, type CustomerBody } from '@admin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { vehicleKeys } from '../vehicles/api.ts';

export const customerKeys = createQueryKeys('customers');
export const CUSTOMERS_PAGE_SIZE = 50;

export const customersSearchSchema = z.object({
  q: customerListQuery.shape.q.catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
});
export type CustomersSearch = z.infer<typeof customersSearchSchema>;

export function parseCustomersSearch(params: URLSearchParams): CustomersSearch {
  return customersSearchSchema.parse(Object.fromEntries(params));
}

export function customersSearchToParams(search: CustomersSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

export const customersListQuery = (search: CustomersSearch) => {
  const query = { ...search, count: CUSTOMERS_PAGE_SIZE };
  return queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => api.list<Customer>('/v1/customers', query, { signal }),
    placeholderData: keepPreviousData,
  });
};

function useInvalidate() {
  const queryClient = useQueryClient();
  // the vehicles area caches customers too (its owner picker and the owner column)
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: customerKeys.all }), queryClient.invalidateQueries({ queryKey: vehicleKeys.all })]);
}

/** Adds a customer, or edits one when `id` is given. */
export function useSaveCustomer() {
  const invalidate = useInvalidate();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, body }: { id?: number; body: CustomerBody }) =>
      (id === undefined ? await api.post<Customer>('/v1/customers', body) : await api.put<Customer>(`/v1/customers/${id}`, body)).data,
    onSettled: invalidate,
  });
}
