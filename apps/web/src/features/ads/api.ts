import {
  adCampaignListQuery,
  alepayListQuery,
  cashOrderListQuery,
  walletListQuery,
  type AdCampaign,
  type AdPackageGroup,
  type AlepayCreateBody,
  type AlepayOrder,
  type CampaignSetting,
  type CampaignSettingBody,
  type CampaignSettingWithBudgets,
  type CampaignStatusBody,
  type CashOrder,
  type CashOrderCreateBody,
  type CashOrderStatusBody,
  type CashStore,
  type ProductAdDetail,
  type StatisticsOverview,
  type StatisticsPoint,
  type StatisticsRangeQuery,
  type TopWallet,
  type TopupSetting,
  type TopupBatchBody,
  type Wallet,
  type WalletDetail,
  type WalletTransfer,
  type WalletTransferListQuery,
} from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { getQuery, pageQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { defineResource } from '../../lib/crud.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

/**
 * Ads: money moves between wallets, orders, campaigns and the statistics, so every change of the
 * area refreshes all of its reads (`ADS_KEYS`).
 */
export const wallets = defineResource<Wallet>()({
  area: 'ads-wallets',
  views: 'ads.accounts',
  path: '/balances',
  listQuery: walletListQuery,
  filters: ['q', 'store_type', 'funded', 'sort_by', 'order_by'],
});

export const cashOrders = defineResource<CashOrder>()({
  area: 'ads-cash-orders',
  views: 'ads.cashes',
  path: '/cash/cash-orders',
  listQuery: cashOrderListQuery,
  filters: ['q', 'status', 'type', 'store_type', 'requester_id', 'place', 'start_date', 'end_date'],
});

export const alepays = defineResource<AlepayOrder>()({
  area: 'ads-alepay',
  views: 'ads.alepay',
  path: '/alepays',
  listQuery: alepayListQuery,
  filters: ['q', 'status', 'store_type', 'start_date', 'end_date'],
});

/** Product ads: the priority and label campaigns (`/commercial/product-list`). */
export const productAds = defineResource<AdCampaign>()({
  area: 'ads-products',
  views: 'ads.products',
  path: '/commercial/product-list',
  listQuery: adCampaignListQuery,
  filters: ['q', 'type', 'status', 'store_type', 'charge_model', 'end_date_to'],
});

const statistics = createQueryKeys('ads-statistics');
const settings = createQueryKeys('ads-settings');

const ADS_KEYS = [wallets, cashOrders, alepays, productAds, statistics, settings].map((r) =>
  'keys' in r ? r.keys.all : r.all,
);

export const walletDetail = (id: number) => getQuery<WalletDetail>(wallets.keys.detail(id), `/balances/${id}`);

export const walletTransfers = (id: number, query: WalletTransferListQuery) =>
  pageQuery<WalletTransfer>([...wallets.keys.detail(id), 'transfers', query], `/balances/${id}/transactions`, query);

export const overviewQuery = (range: StatisticsRangeQuery) =>
  getQuery<StatisticsOverview>([...statistics.all, 'overview', range], '/statistics/overview', {
    query: range,
    keepPrevious: true,
  });

export const topWalletsQuery = (range: StatisticsRangeQuery) =>
  getQuery<TopWallet[]>([...statistics.all, 'top', range], '/statistics/top/wallet', {
    query: range,
    keepPrevious: true,
  });

export const seriesQuery = (range: StatisticsRangeQuery) =>
  getQuery<{ start_date: string; end_date: string; points: StatisticsPoint[] }>(
    [...statistics.all, 'series', range],
    '/statistics',
    { query: range, keepPrevious: true },
  );

export const cashStoresQuery = (q: string, station: boolean) =>
  getQuery<CashStore[]>([...cashOrders.keys.all, 'stores', q, station], '/cash/stores', {
    query: { q: q || undefined, is_station: station ? '2' : undefined },
    keepPrevious: true,
  });

export const requestersQuery = () =>
  getQuery<{ id: number; name: string }[]>([...cashOrders.keys.all, 'requesters'], '/cash/requesters');

export const productAdDetail = (id: number) =>
  getQuery<ProductAdDetail>([...productAds.keys.detail(id), 'ad'], `/commercial/product-list/detail/${id}`);

export const topupSettingsQuery = () => getQuery<TopupSetting[]>([...settings.all, 'topup'], '/topup-settings');

export const campaignSettingsQuery = () =>
  getQuery<CampaignSetting[]>([...settings.all, 'campaigns'], '/campaign-settings');

export const campaignSettingQuery = (id: number) =>
  getQuery<CampaignSettingWithBudgets>([...settings.all, 'campaigns', id], `/campaign-settings/${id}/with-budgets`);

export const packageGroupsQuery = () =>
  getQuery<AdPackageGroup[]>([...settings.all, 'packages'], '/commercial/setting');

const useAdsMutation = <Vars, Result>(fn: (vars: Vars) => Promise<Result>, handlesErrors = true) =>
  useAreaMutation(ADS_KEYS, fn, { handlesErrors });

/** PUT /transactions/{id}/note: a wallet transfer's note, its only changeable field. */
export const useTransferNote = () =>
  useAdsMutation(({ id, note }: { id: number; note: string }) =>
    api.put<WalletTransfer>(`/transactions/${id}/note`, { note }),
  );

export const useCreateCashOrder = () =>
  useAdsMutation((body: CashOrderCreateBody) => api.post<CashOrder>('/cash/create-order', body));

export const useDecideCashOrder = () =>
  useAdsMutation(({ id, ...body }: CashOrderStatusBody & { id: number }) =>
    api.put<CashOrder>(`/cash/change/${id}/status`, body),
  );

export const useCashOrderNote = () =>
  useAdsMutation(({ id, note }: { id: number; note: string }) =>
    api.put<CashOrder>(`/cash/update-note/${id}`, { note }),
  );

export const useCreateAlepay = () =>
  useAdsMutation((body: AlepayCreateBody) => api.post<AlepayOrder>('/alepays', body));

export const useRecheckAlepay = () =>
  useAdsMutation((id: number) => api.post<AlepayOrder>(`/alepays/${id}/recheck`), false);

/** PUT /commercial/change-status/{id}: pause, resume or end a product ad. */
export const useCampaignStatus = () =>
  useAdsMutation(({ id, ...body }: CampaignStatusBody & { id: number }) =>
    api.put<AdCampaign>(`/commercial/change-status/${id}`, body),
  );

export const useSaveTiers = () =>
  useAdsMutation((body: TopupBatchBody) => api.put<TopupSetting[]>('/topup-settings/batch/update', body));

export const useSaveCampaignSetting = () =>
  useAdsMutation(({ id, ...body }: CampaignSettingBody & { id: number }) =>
    api.put<CampaignSettingWithBudgets>(`/campaign-settings/${id}`, body),
  );

/** PUT /commercial/package: `packages` as a JSON string (spec section 7). */
export const useSavePromoPrices = () =>
  useAdsMutation(({ group_id, prices }: { group_id: number; prices: { id: number; price: number }[] }) =>
    api.put('/commercial/package', { group_id, packages: JSON.stringify(prices) }),
  );

export const useGroupStatus = () =>
  useAdsMutation(({ id, status }: { id: number; status: 0 | 1 }) => api.put(`/commercial/detail/${id}`, { status }));
