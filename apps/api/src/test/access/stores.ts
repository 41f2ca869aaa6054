import { type RouteCase, byId, plainRoute } from './route-case.ts';

/** Stores and stations. */
export const storesRoutes: RouteCase[] = [
  plainRoute('GET', '/api/v2/stores', 'stores-index', {
    query: { sort_by: 'password', start_date: '2024-13-45' },
    fields: ['sort_by', 'start_date'],
  }),
  plainRoute('POST', '/api/v2/stores', 'stores-create', { body: {}, fields: ['name'] }),
  plainRoute('GET', '/api/v2/stores/search', 'stores-index', { query: { count: 0 }, fields: ['count'] }),
  plainRoute('GET', '/api/search/store', 'stores-index', { query: { is_station: 5 }, fields: ['is_station'] }),
  plainRoute('GET', '/api/v2/stores/total-sale-amount', 'stores-index', {
    query: { within_day: 0 },
    fields: ['within_day'],
  }),
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
];
