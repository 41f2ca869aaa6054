/** What other areas use of the customers: one customer (404 when unknown). */
export { getCustomer } from './customers.repository.ts';
