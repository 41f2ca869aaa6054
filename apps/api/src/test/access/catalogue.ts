import type { RouteCase } from './route-case.ts';

const byId = (method: string, route: string, permission: RouteCase['permission'], extra: Partial<RouteCase> = {}) => {
  const url = route.replace(':id', '1');
  return {
    method,
    route,
    url,
    permission,
    bad: { url: route.replace(':id', 'abc'), fields: ['id'] },
    ...extra,
  } satisfies RouteCase;
};

/** Products, checklist, brands and models, stores, stations' orders, vehicles and customers. */
export const catalogueRoutes: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/v2/products',
    permission: 'products-list',
    bad: { query: { count: 0, sort_by: 'title' }, fields: ['count', 'sort_by'] },
  },
  { method: 'GET', route: '/api/products', permission: 'products-list', bad: { query: { type: 9 }, fields: ['type'] } },
  {
    method: 'GET',
    route: '/api/v2/products/export',
    permission: 'products-list',
    bad: { query: { format: 'pdf', start_date: '2024-02-31x' }, fields: ['format', 'start_date'] },
  },
  {
    method: 'POST',
    route: '/api/v2/products',
    permission: 'products-store',
    bad: { body: {}, fields: ['title', 'store_id', 'detail_model_id', 'price', 'location_id', 'images'] },
  },
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
  byId('PUT', '/api/v3/products/:id', 'products-update', {
    bad: { body: { price: -1, release_year: '2020.13' }, fields: ['price', 'release_year'] },
  }),
  byId('POST', '/api/v2/products/station/update/:id', 'products-update', {
    bad: { body: { price: 'abc' }, fields: ['price'] },
  }),
  { method: 'GET', route: '/api/v2/checklist/items', permission: 'products-list' },
  {
    method: 'GET',
    route: '/api/v2/checklists',
    permission: 'products-list',
    bad: { query: { result: 'maybe' }, fields: ['result'] },
  },
  byId('GET', '/api/v2/products/:id/checklist', 'products-list'),
  byId('PUT', '/api/v2/products/:id/checklist', 'checklist-update', {
    bad: { body: { items: [] }, fields: ['items'] },
  }),

  { method: 'GET', route: '/api/v2/brands', permission: null },
  byId('GET', '/api/v2/brands/:id/models', null),
  { method: 'POST', route: '/api/v2/brands', permission: 'model-details-create', bad: { body: {}, fields: ['name'] } },
  byId('PUT', '/api/v2/brands/:id', 'model-details-update', { bad: { body: {}, fields: ['name'] } }),
  byId('DELETE', '/api/v2/brands/:id', 'model-details-delete'),
  byId('POST', '/api/v2/brands/:id/models', 'model-details-create', {
    bad: { body: { name: '', type: 7 }, fields: ['name', 'type'] },
  }),
  byId('PUT', '/api/v2/models/:id', 'model-details-update', { bad: { body: {}, fields: ['name', 'type'] } }),
  byId('DELETE', '/api/v2/models/:id', 'model-details-delete'),
  { method: 'GET', route: '/api/v2/model-specs', permission: 'model-details-index' },
  {
    method: 'POST',
    route: '/api/v2/model-specs',
    permission: 'model-details-create',
    bad: { body: {}, fields: ['name'] },
  },
  {
    method: 'POST',
    route: '/api/v2/model-spec-detail',
    permission: 'model-details-create',
    bad: { body: {}, fields: ['spec_id', 'value'] },
  },
  {
    method: 'GET',
    route: '/api/v2/model-details',
    permission: 'model-details-index',
    bad: { query: { count: 0 }, fields: ['count'] },
  },
  {
    method: 'POST',
    route: '/api/v2/model-details',
    permission: 'model-details-create',
    bad: { body: {}, fields: ['name'] },
  },
  byId('GET', '/api/v2/model-details/:id/edit', 'model-details-index'),
  byId('GET', '/api/v2/model-details/:id/product-count', 'model-details-index'),
  byId('PUT', '/api/v2/model-details/:id/change', 'model-details-update', {
    bad: { body: { status: 'gone' }, fields: ['status'] },
  }),
  byId('POST', '/api/v2/model-details/:id', 'model-details-update', { bad: { body: {}, fields: ['name'] } }),
  byId('DELETE', '/api/v2/model-details/:id', 'model-details-delete'),
  {
    method: 'DELETE',
    route: '/api/v2/model-details/:id/:sub',
    url: '/api/v2/model-details/1/1',
    permission: 'model-details-update',
    bad: { url: '/api/v2/model-details/1/abc', fields: ['sub'] },
  },

  {
    method: 'GET',
    route: '/api/v2/stores',
    permission: 'stores-index',
    bad: { query: { sort_by: 'password', start_date: '2024-13-45' }, fields: ['sort_by', 'start_date'] },
  },
  { method: 'POST', route: '/api/v2/stores', permission: 'stores-create', bad: { body: {}, fields: ['name'] } },
  {
    method: 'GET',
    route: '/api/v2/stores/search',
    permission: 'stores-index',
    bad: { query: { count: 0 }, fields: ['count'] },
  },
  {
    method: 'GET',
    route: '/api/search/store',
    permission: 'stores-index',
    bad: { query: { is_station: 5 }, fields: ['is_station'] },
  },
  {
    method: 'GET',
    route: '/api/v2/stores/total-sale-amount',
    permission: 'stores-index',
    bad: { query: { within_day: 0 }, fields: ['within_day'] },
  },
  byId('GET', '/api/v2/stores/:id', 'stores-index'),
  byId('PUT', '/api/v2/stores/:id', 'stores-update', { bad: { body: {}, fields: ['name'] } }),
  byId('POST', '/api/v2/stores/:id', 'stores-update', { bad: { body: { is_loanable: 3 }, fields: ['is_loanable'] } }),
  byId('DELETE', '/api/v2/stores/:id', 'stores-delete'),
  byId('PUT', '/api/v2/stores/:id/change-type', 'stores-update', {
    bad: { body: { is_station: 3 }, fields: ['is_station'] },
  }),
  byId('POST', '/api/v2/stores/:id/update-identity', 'stores-update', {
    bad: { body: {}, fields: ['id_number', 'full_name'] },
  }),
  byId('PUT', '/api/v2/stores/:id/bank-account', 'stores-update', {
    bad: { body: {}, fields: ['bank_account', 'bank_account_name', 'bank_name'] },
  }),
  byId('PUT', '/api/v2/stores/:id/status', 'stores-status', {
    bad: { body: { status: 'suspended' }, fields: ['reason'] },
  }),

  {
    method: 'GET',
    route: '/api/v2/stations/orders',
    permission: 'stores-index',
    bad: { query: { status: 'lost' }, fields: ['status'] },
  },
  {
    method: 'POST',
    route: '/api/v2/stations/orders',
    permission: 'station-orders-create',
    bad: { body: {}, fields: ['station_id', 'kind', 'items'] },
  },
  byId('GET', '/api/v2/stations/orders/:id', 'stores-index'),
  byId('PUT', '/api/v2/stations/orders/:id/status', 'station-orders-status', {
    bad: { body: { status: 'x' }, fields: ['status'] },
  }),

  {
    method: 'GET',
    route: '/api/v1/vehicles',
    permission: 'stores-index',
    bad: { query: { type: 3 }, fields: ['type'] },
  },
  {
    method: 'POST',
    route: '/api/v1/vehicles',
    permission: 'vehicles-create',
    bad: { body: {}, fields: ['frame_number', 'detail_model_id'] },
  },
  byId('GET', '/api/v1/vehicles/:id', 'stores-index'),
  byId('POST', '/api/v1/vehicles/:id', 'vehicles-update', {
    bad: { body: {}, fields: ['frame_number', 'detail_model_id'] },
  }),
  {
    method: 'GET',
    route: '/api/v1/vehicles/:id/mcn-service/:serviceId',
    url: '/api/v1/vehicles/1/mcn-service/2',
    permission: 'stores-index',
    bad: { url: '/api/v1/vehicles/1/mcn-service/5', fields: ['serviceId'] },
  },
  {
    method: 'POST',
    route: '/api/v1/vehicles/:id/mcn-service/:serviceId',
    url: '/api/v1/vehicles/1/mcn-service/1',
    permission: 'vehicles-update',
    bad: { body: { status: 'lost' }, fields: ['status'] },
  },
  byId('GET', '/api/v1/vehicles/:id/mcn-service-histories', 'stores-index'),
  byId('PUT', '/api/v1/vehicles/:id/change-type', 'vehicles-update', { bad: { body: { type: 5 }, fields: ['type'] } }),
  {
    method: 'PUT',
    route: '/api/v1/vehicles/:id/mcn-service-pkg/:pkgId',
    url: '/api/v1/vehicles/1/mcn-service-pkg/1',
    permission: 'vehicles-update',
    bad: { url: '/api/v1/vehicles/1/mcn-service-pkg/abc', fields: ['pkgId'] },
  },
  { method: 'GET', route: '/api/v1/mcn-service-pkgs', permission: 'stores-index' },
  {
    method: 'GET',
    route: '/api/v1/customers',
    permission: 'stores-index',
    bad: { query: { count: 0 }, fields: ['count'] },
  },
  {
    method: 'POST',
    route: '/api/v1/customers',
    permission: 'vehicles-create',
    bad: { body: {}, fields: ['full_name', 'phone'] },
  },
  byId('PUT', '/api/v1/customers/:id', 'vehicles-update', { bad: { body: {}, fields: ['full_name', 'phone'] } }),
  byId('GET', '/api/v1/customers/:id/vehicles', 'stores-index'),
  byId('PUT', '/api/v1/customers/:id/vehicles', 'vehicles-update', {
    bad: { body: { vehicle_ids: [] }, fields: ['vehicle_ids'] },
  }),
];
