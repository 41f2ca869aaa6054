import { type RouteCase, badId, route } from './route-case.ts';

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
    route('GET', `${v}/banners/:id`, 'banners-index', badId(`${v}/banners/:id`)),
    route('POST', `${v}/banners/:id`, 'banners-update', {
      body: { title: 'Banner', page: 1, position: 'top', platform: ['web', 'web'], _method: 'PATCH' },
      fields: ['platform', '_method'],
    }),
  ]),
  route('POST', '/banners/sort', 'banners-update', { body: { ids: [] }, fields: ['ids'] }),
  route('PUT', '/banners/:id', 'banners-status', { body: { status: 2 }, fields: ['status'] }),
  route('DELETE', '/banners/:id', 'banners-delete', badId('/banners/:id')),
  route('GET', '/v2/banners/list', 'banners-index', { query: { position: 'left' }, fields: ['position'] }),
  route('GET', '/page-banners', 'banners-index'),
];
