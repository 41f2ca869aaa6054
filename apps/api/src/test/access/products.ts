import { type RouteCase, byId, plainRoute } from './route-case.ts';

/** Products. */
export const productsRoutes: RouteCase[] = [
  plainRoute('GET', '/api/v2/products', 'products-list', {
    query: { count: 0, sort_by: 'title' },
    fields: ['count', 'sort_by'],
  }),
  plainRoute('GET', '/api/products', 'products-list', { query: { type: 9 }, fields: ['type'] }),
  plainRoute('GET', '/api/v2/products/export', 'products-list', {
    query: { format: 'pdf', start_date: '2024-02-31x' },
    fields: ['format', 'start_date'],
  }),
  plainRoute('POST', '/api/v2/products', 'products-store', {
    body: {},
    fields: ['title', 'store_id', 'detail_model_id', 'price', 'location_id', 'images'],
  }),
  byId('GET', '/api/v2/products/statistic-product/:id', 'products-list'),
  byId('GET', '/api/v2/products/:id', 'products-list'),
  byId('GET', '/api/products/:id', 'products-list'),
  byId('GET', '/api/v2/products/:id/detail', 'products-list'),
  byId('PUT', '/api/v2/products/:id', 'products-status', {
    bad: { body: { sales_status: 'blocked' }, fields: ['blocked_reason'] },
  }),
  byId('PUT', '/api/products/:id', 'products-status'),
  byId('PUT', '/api/products/:id/confirm-sales', 'products-status'),
  byId('DELETE', '/api/products/:id', 'products-delete'),
  byId('PUT', '/api/products/:id/restore', 'products-delete'),
  plainRoute('POST', '/api/v2/products/bulk/status', 'products-status', {
    body: { items: [{ id: 1, version: 1 }], action: 'block' },
    fields: ['blocked_reason'],
  }),
  plainRoute('POST', '/api/v2/products/bulk/delete', 'products-delete', {
    body: { all_matching: { filters: { sales_status: 'sold' }, count: 20000 }, action: 'erase' },
    fields: ['all_matching.filters.sales_status', 'all_matching.count', 'action'],
  }),
  byId('PUT', '/api/v3/products/:id', 'products-update', {
    bad: { body: { price: -1, release_year: '2020.13' }, fields: ['price', 'release_year'] },
  }),
  byId('POST', '/api/v2/products/station/update/:id', 'products-update', {
    bad: { body: { price: 'abc' }, fields: ['price'] },
  }),
];
