import { type RouteCase, byId, plainRoute } from './route-case.ts';

/** Brands, models, specs and trims. */
export const brandsRoutes: RouteCase[] = [
  plainRoute('GET', '/api/v2/brands', null),
  byId('GET', '/api/v2/brands/:id/models', null),
  plainRoute('POST', '/api/v2/brands', 'model-details-create', { body: {}, fields: ['name'] }),
  byId('PUT', '/api/v2/brands/:id', 'model-details-update', { bad: { body: {}, fields: ['name'] } }),
  byId('DELETE', '/api/v2/brands/:id', 'model-details-delete'),
  byId('POST', '/api/v2/brands/:id/models', 'model-details-create', {
    bad: { body: { name: '', type: 7 }, fields: ['name', 'type'] },
  }),
  byId('PUT', '/api/v2/models/:id', 'model-details-update', { bad: { body: {}, fields: ['name', 'type'] } }),
  byId('DELETE', '/api/v2/models/:id', 'model-details-delete'),
  plainRoute('GET', '/api/v2/model-specs', 'model-details-index'),
  plainRoute('POST', '/api/v2/model-specs', 'model-details-create', { body: {}, fields: ['name'] }),
  plainRoute('POST', '/api/v2/model-spec-detail', 'model-details-create', { body: {}, fields: ['spec_id', 'value'] }),
  plainRoute('GET', '/api/v2/model-details', 'model-details-index', { query: { count: 0 }, fields: ['count'] }),
  plainRoute('POST', '/api/v2/model-details', 'model-details-create', { body: {}, fields: ['name'] }),
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
