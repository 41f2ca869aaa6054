import { customerListQuery, type Customer, type CustomerBody } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { useAreasMutation } from '../../lib/area-queries.ts';
import { createResource } from '../../lib/crud.ts';
import { createUrlState } from '../../lib/url-state.ts';
import { catalogueKeys } from '../../components/catalogue/queries.ts';

const customers = createResource<Customer, CustomersSearch & { count: number }>('customers', '/v1/customers');
export const customerKeys = customers.keys;
export const CUSTOMERS_PAGE_SIZE = 50;

const shape = customerListQuery.shape;
export const customersUrlState = createUrlState({ q: shape.q, page: shape.page });
export type CustomersSearch = ReturnType<typeof customersUrlState.parse>;

export const customersListQuery = (search: CustomersSearch) =>
  customers.list({ ...search, count: CUSTOMERS_PAGE_SIZE });

/** Adds a customer, or edits one when `id` is given. */
export const useSaveCustomer = () =>
  useAreasMutation(
    // the customer pickers and the vehicles' owner column show customers too ('vehicles' is that area's key root)
    [customerKeys.all, [...catalogueKeys.all, 'customers'], ['vehicles']],
    async ({ id, body }: { id?: number; body: CustomerBody }) =>
      (id === undefined
        ? await api.post<Customer>('/v1/customers', body)
        : await api.put<Customer>(`/v1/customers/${id}`, body)
      ).data,
    { handlesErrors: true },
  );
