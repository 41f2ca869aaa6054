import type { Access } from '../../plugins/permissions.ts';
import type { RouteCase } from './route-case.ts';

/** The news writer and the ads manager hold no permission of transactions and loans. */
const OUTSIDERS = ['news', 'ads'];

function route(method: string, path: string, permission: Access, bad?: RouteCase['bad'], url?: string): RouteCase {
  const concrete = url ?? path.replace(/:id\b/, '1').replace(':paymentId', '1');
  return {
    method,
    route: `/api${path}`,
    url: `/api${concrete}`,
    permission,
    forbiddenAs: permission === null ? undefined : OUTSIDERS,
    ...(bad ? { bad: { ...bad, url: bad.url ? `/api${bad.url}` : undefined } } : {}),
  };
}

const badId = (path: string) => ({ url: path.replace(':id', 'abc'), fields: ['id'] });

/** Transactions, loans, paperwork, e-contracts, disbursements, cash loans, banks. */
export const moneyRoutes: RouteCase[] = [
  route('GET', '/transactions', 'transaction-index', {
    query: { status: 'sold', count: 0 },
    fields: ['status', 'count'],
  }),
  route('GET', '/v2/transactions', 'transaction-index', { query: { type: 'loan' }, fields: ['type'] }),
  route('GET', '/v2/transactions/:id', 'transaction-index', badId('/v2/transactions/:id')),
  route('GET', '/transactions/:id/detail', 'transaction-index', badId('/transactions/:id/detail')),
  route('PUT', '/transactions/:id/change-status', 'transaction-status', {
    body: { status: 'sold' },
    fields: ['status'],
  }),
  route('PUT', '/v2/transactions/:id/change-status', 'transaction-status', { body: {}, fields: ['status'] }),
  route('PUT', '/transactions/multi-change-status', 'transaction-status', {
    body: { ids: [], status: 'paid' },
    fields: ['ids'],
  }),
  route('PUT', '/v2/transactions/:id/update-received-time', 'transaction-update', {
    body: { received_at: '31-12-2025' },
    fields: ['received_at'],
  }),
  route('POST', '/transactions/:id/payments', 'transaction-update', {
    body: { amount: -5, method: 'gold' },
    fields: ['amount', 'method'],
  }),
  route('PUT', '/transactions/:id/payments/:paymentId/void', 'transaction-update', { body: {}, fields: ['reason'] }),
];
