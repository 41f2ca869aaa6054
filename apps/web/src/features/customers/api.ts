import { customerListQuery, type Customer, type CustomerBody } from '@admin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { createUrlState } from '../../lib/url-state.ts';
import { vehicleKeys } from '../vehicles/api.ts';

export const customerKeys = createQueryKeys('customers');
export const CUSTOMERS_PAGE_SIZE = 50;

const shape = customerListQuery.shape;
export const customersUrlState = createUrlState({ q: shape.q, page: shape.page });
export type CustomersSearch = ReturnType<typeof customersUrlState.parse>;

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
