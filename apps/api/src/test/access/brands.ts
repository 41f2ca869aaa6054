import { type RouteCase, byId } from './route-case.ts';

/** Brands, models, specs and trims. */
export const brandsRoutes: RouteCase[] = [
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
];
