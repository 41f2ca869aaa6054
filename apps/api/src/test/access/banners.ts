import { type RouteCase, route } from './route-case.ts';

/** Banners (both API versions). */
export const bannersRoutes: RouteCase[] = [
  ...['', '/v2'].flatMap((v) => [
    route('GET', `${v}/banners`, 'banners-index', {
      query: { count: 0, platform: 'tv' },
      fields: ['count', 'platform'],
    }),
    route('POST', `${v}/banners`, 'banners-create', {
      body: {},
      fields: ['title', 'page', 'position', 'platform', 'thumbnail'],
    }),
    route.badId('GET', `${v}/banners/:id`, 'banners-index'),
    route('POST', `${v}/banners/:id`, 'banners-update', {
      body: { title: 'Banner', page: 1, position: 'top', platform: ['web', 'web'], _method: 'PATCH' },
      fields: ['platform', '_method'],
    }),
  ]),
  route('POST', '/banners/sort', 'banners-update', { body: { ids: [] }, fields: ['ids'] }),
  route('PUT', '/banners/:id', 'banners-status', { body: { status: 2 }, fields: ['status'] }),
  route.badId('DELETE', '/banners/:id', 'banners-delete'),
  route('GET', '/v2/banners/list', 'banners-index', { query: { position: 'left' }, fields: ['position'] }),
  route('GET', '/page-banners', 'banners-index'),
];
