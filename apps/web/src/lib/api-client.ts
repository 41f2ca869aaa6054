import type { List, LoginData, Ok, SaidReason } from '@admin/contract';
import { MESSAGES, RESULT_CODE } from '@admin/contract/codes';
import { clearSession, getToken, setSession, syncFromCookies } from './auth.ts';
import { showAlert } from './feedback.ts';
import { currentPath, isLoginPath, navigate } from './navigation.ts';
import { loadMessages, translateMessage } from '../i18n/setup.ts';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;
export const CANCELED_BY_ROUTE = 'Operation canceled by the Route change.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer';
export const NETWORK_MESSAGE = 'The server cannot be reached';

export type FieldErrors = Record<string, string[]>;

/** Every failed call rejects with this. `shown` tells that the client already showed a dialog. */
export class ApiError extends Error {
  readonly status: number;
  readonly resultCode: number | null;
  readonly fieldErrors: FieldErrors;
  readonly canceled: boolean;
  readonly shown: boolean;
  /** The causes the server listed as codes (a bulk change's refused rows), for a screen to list them. */
  readonly reasons: readonly SaidReason[];

  constructor(
    message: string,
    init: {
      status: number;
      resultCode?: number | null;
      fieldErrors?: FieldErrors;
      canceled?: boolean;
      shown?: boolean;
      reasons?: readonly SaidReason[];
    },
  ) {
    super(message);
    this.reasons = init.reasons ?? [];
    this.name = 'ApiError';
    this.status = init.status;
    this.resultCode = init.resultCode ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
    this.canceled = init.canceled ?? false;
    this.shown = init.shown ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isCanceled(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.canceled) || (error instanceof DOMException && error.name === 'AbortError')
  );
}

class RouteChangeCancel extends Error {
  constructor() {
    super(CANCELED_BY_ROUTE);
  }
}
class RequestTimeout extends Error {
  constructor() {
    super(TIMEOUT_MESSAGE);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** false: survives route changes (sign-in, refresh, sign-out). */
  cancelOnRouteChange?: boolean;
  /** A 403 rejects without the error dialog (spec section 6: an event delete's 403 is ignored). */
  quietForbidden?: boolean;
  /**
   * A server failure (5xx) rejects without the error dialog: the screen says it in place, once, with
   * a retry (a list's page, spec section 8: list failures are only logged).
   */
  quietFailure?: boolean;
  /** The version of the record this write changes, as the person saw it (a list's row): sent as `If-Match`. */
  version?: number;
}

const pending = new Set<AbortController>();

/**
 * The record a screen has open and the version it acts on: every write of this tab to that record
 * (a path that names its id) carries `If-Match` and its kind, so a save is refused with
 * 409 once someone else has changed it, whatever hook the screen saves with.
 */
let openRecord: { kind?: string; id: number; version: number } | null = null;

/** Held by an edit screen while it is open (components/forms/record-edit.tsx); answers the release. */
export function holdOpenRecord(record: { kind?: string; id: number; version: number }): () => void {
  openRecord = record;
  return () => {
    if (openRecord === record) openRecord = null;
  };
}

/** Cancels every pending request; called when the route changes. */
export function cancelPendingRequests(): void {
  for (const controller of pending) controller.abort(new RouteChangeCancel());
  pending.clear();
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

interface Envelope {
  result_code?: number;
  result?: string;
  errors?: FieldErrors;
  reason?: SaidReason;
  reasons?: SaidReason[];
}

let refreshing: Promise<boolean> | null = null;

/** The Web Lock every tab of this origin takes to refresh: one refresh at a time across tabs. */
export const REFRESH_LOCK = 'admin-session-refresh';

async function refreshNow(): Promise<boolean> {
  const res = await fetch(`${API_BASE}/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
    body: '{}',
  });
  if (!res.ok) return false;
  const body = (await res.json()) as Ok<LoginData>;
  setSession(body.data.access_token, body.data.userId, body.data.user);
  return true;
}

/**
 * POST /auth/refresh with the httpOnly refresh cookie; stores the new access token. One at a time
 * in this tab, and across tabs under a Web Lock: a tab that waited while another refreshed takes
 * the token that tab stored in the shared cookie instead of refreshing again (tabs opened or
 * restored together would otherwise present one refresh token several times).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const stale = getToken();
    const refreshUnlessDone = async () => {
      if (getToken() && getToken() !== stale) return syncFromCookies().isAuth;
      return refreshNow();
    };
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return await (locks ? locks.request(REFRESH_LOCK, refreshUnlessDone) : refreshUnlessDone());
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

const AUTH_ENDPOINT = /^\/auth\/(login|refresh|logout)$/;

function signedOut(): never {
  clearSession();
  if (!isLoginPath(currentPath())) navigate('/login', { replace: true });
  throw new ApiError(MESSAGES.unauthenticated, { status: 401, resultCode: RESULT_CODE.UNAUTHENTICATED, shown: true });
}

async function send<T>(path: string, options: RequestOptions, retried: boolean): Promise<T> {
  const controller = new AbortController();
  if (options.cancelOnRouteChange !== false) pending.add(controller);
  const timer = setTimeout(() => controller.abort(new RequestTimeout()), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;

  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // JSON content type whenever JSON is sent (a body-less DELETE must not claim one)
  if (!isForm && options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const held =
    openRecord && options.method && options.method !== 'GET' && new RegExp(`/${openRecord.id}(/|$)`).test(path)
      ? openRecord
      : null;
  if (held) {
    headers['If-Match'] = `"${held.version}"`;
    if (held.kind) headers['X-Record-Kind'] = held.kind;
  } else if (options.version !== undefined) headers['If-Match'] = `"${options.version}"`;

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      signal,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch (error) {
    const reason: unknown = controller.signal.reason;
    if (controller.signal.aborted && reason instanceof RouteChangeCancel) {
      console.info(CANCELED_BY_ROUTE, path);
      throw new ApiError(CANCELED_BY_ROUTE, { status: 0, canceled: true });
    }
    await loadMessages();
    if (controller.signal.aborted && reason instanceof RequestTimeout) {
      throw new ApiError(TIMEOUT_MESSAGE, { status: 0 });
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_MESSAGE, { status: 0 });
  } finally {
    clearTimeout(timer);
    pending.delete(controller);
  }

  const body = (await res.json().catch(() => null)) as (Envelope & T) | null;
  if (res.ok) {
    // a save made of two writes (the record, then its picture) makes the second on the first's version
    const saved = (body as { data?: { id?: unknown; row_version?: unknown } } | null)?.data;
    if (held && saved?.id === held.id && typeof saved.row_version === 'number') held.version = saved.row_version;
    return body as T;
  }
  // the error's message is shown translated, so its texts are there before it is reported
  await loadMessages();

  const resultCode = body?.result_code ?? null;
  const result = body?.result ?? '';

  if (res.status === 401 || resultCode === RESULT_CODE.UNAUTHENTICATED) {
    if (AUTH_ENDPOINT.test(path)) throw new ApiError(result || MESSAGES.unauthenticated, { status: 401, resultCode });
    if (!retried && (await refreshSession())) return send<T>(path, options, true);
    signedOut();
  }

  if (res.status === 403 || resultCode === RESULT_CODE.FORBIDDEN) {
    if (result === MESSAGES.mustChangePassword) {
      navigate('/login/change-password', { replace: true });
      throw new ApiError(result, { status: 403, resultCode, shown: true });
    }
    if (!options.quietForbidden) showAlert({ type: 'error', message: translateMessage(result || 'Forbidden') });
    throw new ApiError(result || 'Forbidden', { status: 403, resultCode, shown: true });
  }

  // a refusal the server said as a code is said in the reader's language (lib/reasons.ts, loaded
  // with the first one: it brings the money and date formats, which the first page may not need)
  const said = body?.reason ? (await import('./reasons.ts')).sayRefusal(body.reason, body.reasons) : null;
  const reasons = body?.reasons ?? [];

  if (res.status === 422) {
    const fieldErrors = body?.errors ?? {};
    const message = said ?? (Object.keys(fieldErrors).length ? result || MESSAGES.badRequest : MESSAGES.badRequest);
    throw new ApiError(message, { status: 422, resultCode, fieldErrors, reasons });
  }

  // 503: a service this one needs is not available (the payment gateway not configured): its reason is said
  if (res.status === 503 && result) {
    if (!options.quietFailure) showAlert({ type: 'error', message: translateMessage(result) });
    throw new ApiError(result, { status: 503, resultCode, shown: true });
  }
  if (res.status >= 500) {
    if (!options.quietFailure) showAlert({ type: 'error', message: translateMessage(MESSAGES.serverError) });
    throw new ApiError(MESSAGES.serverError, { status: res.status, resultCode, shown: true });
  }

  // a 409 keeps its details: a refused move's `current`, a version conflict's who and when
  throw new ApiError(said ?? (result || res.statusText || MESSAGES.serverError), {
    status: res.status,
    resultCode,
    fieldErrors: res.status === 409 ? (body?.errors ?? {}) : {},
    reasons,
  });
}

let inFlight = 0;
const inFlightListeners = new Set<() => void>();

function countInFlight(delta: number) {
  inFlight += delta;
  inFlightListeners.forEach((l) => l());
}

/** How many calls are running; the top loading bar follows it. */
export function getInFlight(): number {
  return inFlight;
}

export function subscribeInFlight(listener: () => void): () => void {
  inFlightListeners.add(listener);
  return () => inFlightListeners.delete(listener);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  countInFlight(1);
  try {
    return await send<T>(path, options, false);
  } finally {
    countInFlight(-1);
  }
}

type Init = Omit<RequestOptions, 'method' | 'query' | 'body'>;

/** The one API client. Each call resolves with the whole envelope; `data` holds the payload. */
export const api = {
  get: <T>(path: string, query?: Query, init?: Init) => request<Ok<T>>(path, { ...init, query }),
  /** A list's page: a failure is said by the list in place of its rows, not in a dialog. */
  list: <T>(path: string, query?: Query, init?: Init) => request<List<T>>(path, { quietFailure: true, ...init, query }),
  post: <T>(path: string, body?: unknown, init?: Init) =>
    request<Ok<T>>(path, { ...init, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, init?: Init) =>
    request<Ok<T>>(path, { ...init, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, init?: Init) => request<Ok<T>>(path, { ...init, method: 'DELETE' }),
};
