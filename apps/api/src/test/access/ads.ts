import type { RouteCase } from './route-case.ts';

/** The ads manager holds every ads permission; the loan officer and the news writer hold none. */
const OUTSIDERS = ['news', 'loan'];

function route(
  method: string,
  path: string,
  permission: RouteCase['permission'],
  bad?: RouteCase['bad'],
  forbiddenAs: string[] = OUTSIDERS,
): RouteCase {
  return {
    method,
    route: `/api${path}`,
    url: `/api${path.replace(':id', '1').replace(':code', 'ABCDEF123')}`,
    permission,
    ...(permission === 'public' ? {} : { forbiddenAs }),
    ...(bad ? { bad: { ...bad, url: bad.url ? `/api${bad.url}` : undefined } } : {}),
  };
}

/** Ads and promotions: wallets and transfers, cash and Alepay orders, campaigns, settings, statistics. */
export const adsRoutes: RouteCase[] = [
  route('GET', '/balances', 'wallets-index', {
    query: { store_type: 'shop', sort_by: 'name' },
    fields: ['store_type', 'sort_by'],
  }),
  route('GET', '/balances/ledger-check', 'full-access', undefined, ['news', 'ads']),
  route('GET', '/balances/:id', 'wallets-index', { url: '/balances/1', query: { at: 'yesterday' }, fields: ['at'] }),
  route('GET', '/balances/:id/transactions', 'wallets-index', {
    url: '/balances/1/transactions',
    query: { kind: 'gift', direction: 'up', start_date: '2025-02-30' },
    fields: ['kind', 'direction', 'start_date'],
  }),
  route('PUT', '/transactions/:id/note', 'wallets-update', {
    body: { note: 'x'.repeat(501) },
    fields: ['note'],
  }),
  route('PUT', '/transactions/:id/status', 'cash-orders-status', {
    body: { status: 'voided' },
    fields: ['reason'],
  }),
  route('GET', '/cash/cash-orders', 'cash-orders-list', {
    query: { status: 'done', place: 'home' },
    fields: ['status', 'place'],
  }),
  route('POST', '/cash/create-order', 'cash-orders-create', {
    body: { type: 'gift', store_id: 1, amount: 1500, place: 'office_hn', payment_method: 'cash' },
    fields: ['type', 'amount'],
  }),
  route('PUT', '/cash/update-note/:id', 'cash-orders-create', { body: { note: 5 }, fields: ['note'] }),
  route('PUT', '/cash/change/:id/status', 'cash-orders-status', {
    body: { status: 'rejected' },
    fields: ['reason'],
  }),
];
