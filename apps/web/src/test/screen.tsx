// Screen tests: a kit piece or an area's screen rendered in a DOM (happy-dom) with the app's
// providers, its router and its translations, the API answered at the fetch level.
// Check that an element is absent with `assert.ok(!screen.queryBy…())`: an assertion that prints
// an element (assert.equal(element, null)) spends seconds describing it, inside waitFor too.
import './dom.ts';
import type { UserInfo } from '@admin/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type LoaderFunction } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { GlobalFeedback } from '../components/global-feedback.tsx';
import { answerConfirm, closeAlert, closeQuickMessage } from '../lib/feedback.ts';
import { setSession } from '../lib/auth.ts';
import { followShownPath, setNavigate } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';
import { initI18n, MESSAGE_NS, type Language } from '../i18n/setup.ts';

// findBy… and waitFor wait for a state, not for a time: long enough for a machine busy with other work
configure({ asyncUtilTimeout: 10_000 });

const i18nDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'i18n');

/** Every translation file of both languages, as the app has them once every area is loaded. */
async function loadTranslations() {
  await initI18n();
  for (const language of ['vi', 'en'] as const) {
    for (const file of readdirSync(join(i18nDir, language)).filter((f) => f.endsWith('.json'))) {
      const texts = JSON.parse(readFileSync(join(i18nDir, language, file), 'utf8')) as object;
      const ns = ['validation.json', 'messages.json'].includes(file) ? MESSAGE_NS : 'translation';
      i18n.addResourceBundle(language, ns, texts, true, true);
    }
  }
}
await loadTranslations();

export function setLanguage(language: Language) {
  return i18n.changeLanguage(language);
}

/** The signed-in user: every permission unless `grants` names some. */
export function signIn(grants: UserInfo['role_has_permission'] = 1) {
  const user: UserInfo = {
    id: 1,
    username: 'admin',
    email: 'admin@example.vn',
    full_name: 'Quản trị',
    nickname: null,
    phone: null,
    avatar: null,
    avatar_list: null,
    status: 'active',
    first_login: 0,
    roles: [],
    last_login_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    role: 'admin',
    role_has_permission: grants,
  };
  setSession('test-token', user.id, user);
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The request's `If-Match` (the version a write is conditional on), when it has one. */
  ifMatch?: string;
}

export type Answer = { status?: number; body: unknown };
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/**
 * Answers the API at the fetch level: `{ 'GET /things': (call) => ({ body }) }`. Every call is
 * recorded in `calls`; one without a handler answers 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const ifMatch = new Headers(init?.headers).get('if-match') ?? undefined;
    const call = { method, path, query: url.searchParams, body, ...(ifMatch ? { ifMatch } : {}) };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    const answer = handler
      ? await handler(call)
      : { status: 404, body: { result_code: 404, result: `No handler for ${method} ${path}` } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return calls;
}

/** A list answer of the API's envelope. */
export function listAnswer<R>(rows: R[], total = rows.length, page = 1, perPage = 20): Answer {
  return { body: { result_code: 1, result: 'Ok', data: rows, current: page, total, per_page: perPage } };
}

/** Shows where the router is (`data-testid="location"`), for the checks of a screen's URL. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders a screen at `url` under a route of `path` (the url's path unless given) with its `loader`,
 * inside the app's theme, query client, global dialogs and router; any other address renders only
 * the location.
 */
export function renderScreen(
  screen: ReactNode,
  { url, path, loader }: { url: string; path?: string; loader?: LoaderFunction },
) {
  const router = createMemoryRouter(
    [
      {
        path: path ?? url.split('?')[0],
        loader,
        element: (
          <>
            {screen}
            <Location />
          </>
        ),
      },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [url] },
  );
  setNavigate((to, options) => void router.navigate(to, options));
  followShownPath(router);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={router} />
        <GlobalFeedback />
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

// no cache entry outlives its test: none keeps the process alive with its clean-up timer (5 minutes)
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({
  ...defaults,
  queries: { ...defaults.queries, gcTime: Infinity },
  mutations: { ...defaults.mutations, gcTime: Infinity },
});

afterEach(() => {
  cleanup();
  // the global dialogs live outside React: none stays open for the next test
  answerConfirm(false);
  closeAlert();
  closeQuickMessage();
  queryClient.clear();
  localStorage.clear();
});
