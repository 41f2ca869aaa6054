import { type RouteCase, byId, plainRoute } from './route-case.ts';

/** Vehicles, their services and packages. */
export const vehiclesRoutes: RouteCase[] = [
  plainRoute('GET', '/api/v1/vehicles', 'stores-index', { query: { type: 3 }, fields: ['type'] }),
  plainRoute('POST', '/api/v1/vehicles', 'vehicles-create', { body: {}, fields: ['frame_number', 'detail_model_id'] }),
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
  plainRoute('GET', '/api/v1/mcn-service-pkgs', 'stores-index'),
];
