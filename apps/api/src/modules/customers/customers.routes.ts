import { customer, customerBody, customerListQuery } from '@admin/contract';
import { areaRoutes } from '../../lib/routes.ts';
import { withIdNumberFor } from '../../lib/personal-data.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import { createCustomer, listCustomers, updateCustomer } from './customers.repository.ts';

// The documentation lists customers with the vehicles they own, as before they were an area of their own.
const UPDATED = 'Update successfully';

export const customersRoutes = areaRoutes(['vehicles'], async (app) => {
  rowRoutes(app, {
    path: '/v1/customers',
    permissions: 'vehicles',
    entity: customer,
    messages: { created: UPDATED },
    list: {
      permission: 'stores-index',
      summary: 'Customers (search name, phone, e-mail, ID number)',
      query: customerListQuery,
      run: listCustomers,
      // the number whole for the station staff who serve and edit customers, masked for the others
      shown: (user, row) => withIdNumberFor(user, 'vehicles-update', row),
    },
    create: { summary: 'Add a customer', body: customerBody, run: createCustomer },
    update: { method: 'PUT', summary: 'Edit a customer', body: customerBody, run: updateCustomer },
  });
});
