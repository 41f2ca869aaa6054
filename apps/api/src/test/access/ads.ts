import { type RouteCase, areaRoute } from './route-case.ts';

/** The ads manager holds every ads permission; the loan officer and the news writer hold none. */
const route = areaRoute(['news', 'loan'], (path) => path.replace(':id', '1').replace(':code', 'ABCDEF123'));

/** Ads and promotions: wallets and transfers, cash and Alepay orders, campaigns, settings, statistics. */
export const adsRoutes: RouteCase[] = [
  route('GET', '/balances', 'wallets-index', {
    query: { store_type: 'shop', sort_by: 'name' },
    fields: ['store_type', 'sort_by'],
  }),
  route('GET', '/balances/export', 'wallets-index', {
    query: { store_type: 'shop', format: 'pdf' },
    fields: ['store_type', 'format'],
  }),
  route('GET', '/cash/stores', 'cash-orders-create', { query: { is_station: '3' }, fields: ['is_station'] }),
  route('GET', '/cash/requesters', 'cash-orders-list'),
  route('GET', '/balances/ledger-check', 'full-access', undefined, undefined, ['news', 'ads']),
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
  route('GET', '/alepays', 'cash-orders-list', { query: { status: 'paid' }, fields: ['status'] }),
  route('GET', '/alepays/:id', 'cash-orders-list', { url: '/alepays/abc', fields: ['id'] }),
  route('POST', '/alepays', 'cash-orders-create', {
    body: { store_id: 0, amount: 5_500 },
    fields: ['store_id', 'amount'],
  }),
  route('POST', '/alepays/:id/recheck', 'cash-orders-status', { url: '/alepays/0/recheck', fields: ['id'] }),
  route('GET', '/alepays/return', 'public', { query: { orderCode: 'AP1' }, fields: ['signature'] }),
  route('POST', '/alepays/webhook', 'public', { body: { signature: 'x' }, fields: ['orderCode'] }),
  route('GET', '/alepay-sandbox/pay/:code', 'public', { url: '/alepay-sandbox/pay/x', fields: ['code'] }),
  route('GET', '/campaigns', 'advertises-index', { query: { status: 7, type: 'video' }, fields: ['status', 'type'] }),
  route('GET', '/commercial/product-list', 'advertises-index', {
    query: { end_date_to: '2025-13-01' },
    fields: ['end_date_to'],
  }),
  route('GET', '/balances/:id/campaigns', 'wallets-index', { url: '/balances/abc/campaigns', fields: ['id'] }),
  route('GET', '/campaigns/:id', 'advertises-index', { url: '/campaigns/abc', fields: ['id'] }),
  route('GET', '/campaigns/:id/status', 'advertises-index', { url: '/campaigns/abc/status', fields: ['id'] }),
  route('PUT', '/campaigns/:id/status', 'advertises-status', { body: { status: 4 }, fields: ['reason'] }),
  route('GET', '/commercial/product-list/detail/:id', 'advertises-index', {
    url: '/commercial/product-list/detail/abc',
    fields: ['id'],
  }),
  route('PUT', '/commercial/change-status/:id', 'advertises-status', { body: { status: 9 }, fields: ['status'] }),
  route('GET', '/topup-settings', 'ads_settings-index'),
  route('PUT', '/topup-settings/batch/update', 'ads_settings-update', {
    body: { items: [{ amount: 5, bonus_amount: -1 }] },
    fields: ['items.0.amount', 'items.0.bonus_amount'],
  }),
  route('GET', '/campaign-settings', 'ads_settings-index'),
  route('GET', '/campaign-settings/:id/with-budgets', 'ads_settings-index', {
    url: '/campaign-settings/abc/with-budgets',
    fields: ['id'],
  }),
  route('PUT', '/campaign-settings/:id', 'ads_settings-update', {
    body: { name: '' },
    fields: [
      'name',
      'status',
      'daily_price',
      'min_days',
      'max_days',
      'max_active_per_store',
      'require_approval',
      'budgets',
    ],
  }),
  route('GET', '/commercial/setting', 'ads_settings-index'),
  route('GET', '/commercial/list-detail-package', 'ads_settings-index'),
  route('GET', '/commercial/detail/:id', 'ads_settings-index', { url: '/commercial/detail/abc', fields: ['id'] }),
  route('PUT', '/commercial/detail/:id', 'ads_settings-update', { body: { status: 3 }, fields: ['status'] }),
  route('PUT', '/commercial/package', 'ads_settings-update', {
    body: { group_id: 1, packages: '[{"id":1,"price":1500}]' },
    fields: ['packages'],
  }),
  route('GET', '/platform', 'ads_settings-index'),
  route('GET', '/statistics/overview', 'statistics-index', {
    query: { start_date: '2024-01-01', end_date: '2025-06-01' },
    fields: ['end_date'],
  }),
  route('GET', '/statistics/top/wallet', 'statistics-index', { query: { store_type: 'x' }, fields: ['store_type'] }),
  route('GET', '/statistics', 'statistics-index', {
    query: { campaign_type: 'x', start_date: 'x' },
    fields: ['campaign_type', 'start_date'],
  }),
  route('GET', '/reports', 'statistics-index', { query: { group_by: 'week' }, fields: ['group_by'] }),
  route('GET', '/notices', 'wallets-index', { query: { kind: 'x' }, fields: ['kind'] }),
];
