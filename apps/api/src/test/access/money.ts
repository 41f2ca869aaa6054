import { type RouteCase, areaRoute } from './route-case.ts';

/** The news writer and the ads manager hold no permission of transactions and loans. */
const route = areaRoute(['news', 'ads'], (path) =>
  path.replace(/:id\b/, '1').replace(':paymentId', '1').replace(':role', 'buyer'),
);

/** Transactions, loans, paperwork, e-contracts, disbursements, cash loans, banks. */
export const moneyRoutes: RouteCase[] = [
  route('GET', '/transactions', 'transaction-index', {
    query: { status: 'sold', count: 0 },
    fields: ['status', 'count'],
  }),
  route('GET', '/v2/transactions', 'transaction-index', { query: { type: 'loan' }, fields: ['type'] }),
  route('GET', '/v2/transactions/export', 'transaction-index', {
    query: { format: 'pdf', lang: 'fr' },
    fields: ['format', 'lang'],
  }),
  route.badId('GET', '/v2/transactions/:id', 'transaction-index'),
  route.badId('GET', '/transactions/:id/detail', 'transaction-index'),
  route('PUT', '/transactions/:id/change-status', 'transaction-status', {
    body: { status: 'sold' },
    fields: ['status'],
  }),
  route('PUT', '/v2/transactions/:id/change-status', 'transaction-status', { body: {}, fields: ['status'] }),
  route('POST', '/transactions/bulk/status', 'transaction-status', {
    body: { items: [], status: 'sold' },
    fields: ['items', 'status'],
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

  ...['paperworks', 'paper-works'].flatMap((spelling) => [
    route('GET', `/transactions/${spelling}/get-by-transaction/:id`, 'transaction-index', {
      url: `/transactions/${spelling}/get-by-transaction/0`,
      fields: ['id'],
    }),
    route('GET', `/transactions/${spelling}/get-by-loan/:id`, 'transaction-index', {
      url: `/transactions/${spelling}/get-by-loan/x`,
      fields: ['id'],
    }),
  ]),
  route.badId('GET', '/paperworks/:id', 'cash-loans-index'),
  ...['/transactions/paperworks/:id/confirm', '/transactions/paper-works/:id/confirm', '/paperworks/:id/confirm'].map(
    (path) => route('POST', path, 'paperworks-status', { body: { approve: 'maybe' }, fields: ['approve'] }),
  ),
  route('GET', '/paperworks/:id/confirm', 'paperworks-status', { query: { approve: 'maybe' }, fields: ['approve'] }),
  route('POST', '/transactions/paperworks/:id/documents', 'paperworks-status', {
    body: { type: 'passport' },
    fields: ['type', 'file'],
  }),

  route('GET', '/loans', 'cash-loans-index', { query: { kind: 'cash', page: 0 }, fields: ['kind', 'page'] }),
  route('GET', '/loans/export', 'cash-loans-index', { query: { kind: 'cash', lang: 'fr' }, fields: ['kind', 'lang'] }),
  route.badId('GET', '/loans/:id', 'cash-loans-index'),
  route('PUT', '/loans/:id', 'cash-loans-index', {
    body: { seller_bank_account: '12ab' },
    fields: ['seller_bank_account', 'seller_bank_account_name', 'seller_bank_name'],
  }),
  route.badId('GET', '/loans/:id/buyer', 'cash-loans-index'),
  route.badId('GET', '/loans/:id/history', 'cash-loans-index'),
  route.badId('GET', '/loans/:id/disbursement', 'cash-loans-index'),
  route.badId('GET', '/transactions/loans/:id/disbursement', 'transaction-index'),
  route('POST', '/transactions/loans/:id/disbursement', 'disbursements-create', {
    body: { money: 0, contract_no: '?' },
    fields: ['money', 'contract_no'],
  }),
  route('POST', '/transactions/loans/:id/disbursement/notify', 'disbursements-create', {
    url: '/transactions/loans/0/disbursement/notify',
    fields: ['id'],
  }),
  route.badId('POST', '/loans/:id/loan-disbursed', 'disbursements-status'),
  // signed by the lender: unsigned calls answer 400 before the body is read (lender-callback.test.ts)
  route('POST', '/partners-sandbox/:code/callback', 'public', undefined, '/partners-sandbox/svfc/callback'),
  route.badId('GET', '/transactions/:id/e-contract', 'transaction-index'),
  route.badId('GET', '/transactions/contracts/:id', 'transaction-index'),
  route.badId('POST', '/transactions/:id/e-contract', 'e-contracts-create'),
  route.badId('POST', '/transactions/contracts/:id/send', 'e-contracts-create'),
  route.badId('POST', '/transactions/contracts/:id/remind', 'e-contracts-create'),
  route('POST', '/transactions/contracts/:id/void', 'e-contracts-status', {
    body: { reason: ' ' },
    fields: ['reason'],
  }),
  route('POST', '/transactions/contracts/:id/paper-signature', 'e-contracts-create', {
    body: { role: 'notary' },
    fields: ['role', 'file'],
  }),
  route(
    'POST',
    '/e-contracts/:id/signers/:role/sign',
    'e-contracts-create',
    undefined,
    '/e-contracts/1/signers/buyer/sign',
  ),
  {
    ...route(
      'POST',
      '/e-contracts/:id/signers/:role/decline',
      'e-contracts-create',
      undefined,
      '/e-contracts/1/signers/buyer/decline',
    ),
    bad: { url: '/api/e-contracts/1/signers/witness/decline', body: {}, fields: ['role'] },
  },
  route.badId('GET', '/transactions/loans/download-po/:id', 'transaction-index'),
  route(
    'GET',
    '/transactions/loans/download-po/:id/:template/:lang',
    'transaction-index',
    {
      url: '/transactions/loans/download-po/1/invoice/fr',
      fields: ['template', 'lang'],
    },
    '/transactions/loans/download-po/1/po/vi',
  ),
  route('GET', '/v1/cash-loans', 'cash-loans-index', { query: { risk_grade: 'F' }, fields: ['risk_grade'] }),
  route('GET', '/v1/cash-loans/export', 'cash-loans-index', {
    query: { risk_grade: 'F', format: 'pdf' },
    fields: ['risk_grade', 'format'],
  }),
  route.badId('GET', '/v1/cash-loans/:id', 'cash-loans-index'),
  route.badId('GET', '/v1/cash-loans/:id/histories', 'cash-loans-index'),
  route(
    'PUT',
    '/v1/cash-loans/:id/status/:status',
    'cash-loans-status',
    { url: '/v1/cash-loans/1/status/paid', body: {}, fields: ['status'] },
    '/v1/cash-loans/1/status/processing',
  ),
  route('PUT', '/v1/cash-loans/:id/update-scores', 'cash-loans-update', {
    body: { cic_score: 900 },
    fields: ['cic_score'],
  }),
  route('GET', '/banks', null),
  route('GET', '/private-files/*', 'public', undefined, '/private-files/forged.token.x'),
];
