import { type RouteCase, route } from './route-case.ts';

/** The marketplace preview: any of banners-index, popups-view, pages-view (checked by the route, 403 in its test). */
export const responsiveRoutes: RouteCase[] = [
  route('GET', '/responsive-preview', null, {
    query: { platform: 'tv', at: 'yesterday', drafts: 2, page_id: 'x' },
    fields: ['platform', 'at', 'drafts', 'page_id'],
  }),
];
