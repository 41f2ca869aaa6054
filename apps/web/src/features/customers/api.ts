import { customerListQuery, type Customer, type CustomerBody } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';
import { defineResource } from '../../lib/crud.ts';
import { catalogueKeys } from '../../components/fields/lookup-queries.ts';

export const customers = defineResource<Customer>()({
  area: 'customers',
  path: '/v1/customers',
  listQuery: customerListQuery,
  filters: ['q'],
  pageSize: 50,
});
export const customerKeys = customers.keys;

/** Adds a customer, or edits one when `id` is given. */
export const useSaveCustomer = () =>
  useAreaMutation(
    // the customer pickers and the vehicles' owner column show customers too ('vehicles' is that area's key root)
    [customerKeys.all, [...catalogueKeys.all, 'customers'], ['vehicles']],
    async ({ id, body }: { id?: number; body: CustomerBody }) =>
      (id === undefined
        ? await api.post<Customer>('/v1/customers', body)
        : await api.put<Customer>(`/v1/customers/${id}`, body)
      ).data,
    { handlesErrors: true },
  );
