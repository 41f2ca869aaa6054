import { customerListQuery, type Customer, type CustomerBody } from '@admin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { createUrlState } from '../../lib/url-state.ts';
import { catalogueKeys } from '../../components/catalogue/queries.ts';

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
  // the customer pickers and the vehicles' owner column show customers too ('vehicles' is that area's key root)
  return () =>
    Promise.all(
      [customerKeys.all, [...catalogueKeys.all, 'customers'], ['vehicles']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Adds a customer, or edits one when `id` is given. */
export function useSaveCustomer() {
  const invalidate = useInvalidate();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, body }: { id?: number; body: CustomerBody }) =>
      (id === undefined
        ? await api.post<Customer>('/v1/customers', body)
        : await api.put<Customer>(`/v1/customers/${id}`, body)
      ).data,
    onSettled: invalidate,
  });
}
