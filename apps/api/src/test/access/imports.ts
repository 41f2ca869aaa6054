import { type RouteCase, byId, plainRoute } from './route-case.ts';

/** Imports: any signed-in user reaches them; the kind's create permission is checked with the form (imports.test.ts). */
export const importsRoutes: RouteCase[] = [
  plainRoute('GET', '/api/imports/template', null, { query: { kind: 'cars' }, fields: ['kind'] }),
  plainRoute('POST', '/api/imports/preview', null),
  plainRoute('POST', '/api/imports', null),
  plainRoute('GET', '/api/imports', null, { query: { kind: 'cars' }, fields: ['kind'] }),
  byId('GET', '/api/imports/:id', null),
];
