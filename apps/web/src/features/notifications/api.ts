import type { Campaign, CampaignCreateBody, CampaignDelivery, ClientConfig, List, Ok } from '@admin/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, ApiError, refreshSession } from '../../lib/api-client.ts';
import { getToken } from '../../lib/auth.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

export const campaignKeys = createQueryKeys('campaigns');
export const CAMPAIGNS_PAGE_SIZE = 10;

let config: Promise<ClientConfig> | undefined;

/**
 * The notification service's address, as the server is configured (GET /client-config): its public
 * URL (NOTIFY_PUBLIC_URL), else its port (NOTIFY_PORT, 3001 by default) on the host that serves the
 * page. Asked once a page load; a failed ask is asked again next time.
 */
export async function notifyBaseUrl(): Promise<string> {
  config ??= api.get<ClientConfig>('/client-config').then(
    (res) => res.data,
    (error: unknown) => {
      config = undefined;
      throw error;
    },
  );
  const { notify } = await config;
  return notify.url ?? `${window.location.protocol}//${window.location.hostname}:${notify.port}`;
}

/** The notification service's address for the screen (shown when it cannot be reached). */
export const notifyBaseUrlQuery = () =>
  queryOptions({ queryKey: campaignKeys.detail('address'), queryFn: notifyBaseUrl, staleTime: Infinity });

/** Calls the notification service with the API's access token (it trusts the same tokens). */
async function notify<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
  retried = false,
): Promise<T> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${await notifyBaseUrl()}/api${path}`, {
      method: init.method ?? 'GET',
      signal: init.signal,
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError('The notification service cannot be reached', { status: 0 });
  }
  const body = (await res.json().catch(() => null)) as {
    result?: string;
    result_code?: number;
    errors?: Record<string, string[]>;
  } | null;
  if (res.ok) return body as T;
  if (res.status === 401 && !retried && (await refreshSession())) return notify<T>(path, init, true);
  throw new ApiError(body?.result || res.statusText, {
    status: res.status,
    resultCode: body?.result_code ?? null,
    fieldErrors: body?.errors ?? {},
  });
}

export const campaignsListQuery = (page: number) =>
  queryOptions({
    queryKey: campaignKeys.list({ page }),
    queryFn: ({ signal }) => notify<List<Campaign>>(`/campaigns?page=${page}&count=${CAMPAIGNS_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
    // a campaign moves from scheduled to sent on the service's own clock
    refetchInterval: 3000,
  });

export const deliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: [...campaignKeys.detail(id), 'deliveries'] as const,
    queryFn: ({ signal }) => notify<List<CampaignDelivery>>(`/campaigns/${id}/deliveries?count=50`, { signal }),
    refetchInterval: 3000,
  });

export const useCreateCampaign = () =>
  useAreaMutation(
    campaignKeys,
    (body: CampaignCreateBody) => notify<Ok<Campaign>>('/campaigns', { method: 'POST', body }),
    { handlesErrors: true },
  );

export const useCancelCampaign = () =>
  useAreaMutation(campaignKeys, (id: number) =>
    notify<Ok<Campaign>>(`/campaigns/${id}/cancel`, { method: 'POST', body: {} }),
  );
