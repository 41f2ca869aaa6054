import {
  keepPreviousData,
  queryOptions,
  useQuery,
  type FetchQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ListViews, SavedView } from '@admin/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod/mini';
import { api } from './api-client.ts';
import { useAreaMutation } from './area-queries.ts';
import { toFormData } from './form-data.ts';
import { queryClient } from './query-client.ts';
import { createQueryKeys } from './query-keys.ts';
import { parseId } from './route-params.ts';
import { arrivingAt } from './navigation.ts';
import { DENSITY_SETTING, setSetting, type TableDensity } from './settings.ts';
import { listUrlState, useUrlState, VIEW_PARAM, type UrlState } from './url-state.ts';

type Query = Parameters<typeof api.list>[1];

/** A row a list acts on: its id, or its id and the version the list showed (sent as `If-Match`). */
export type RowRef = number | { id: number; version?: number };
/**
 * The query options of a content area's list and detail calls (`GET path`, `GET path/{id}`), under
 * the area's own query keys, for the route loaders and the screens alike.
 */
export function createResource<Item, ListQuery extends object>(area: string, path: string) {
  const keys = createQueryKeys(area);
  return {
    keys,
    path,
    list: (query: ListQuery) =>
      queryOptions({
        queryKey: keys.list(query),
        queryFn: ({ signal }) => api.list<Item>(path, query as Query, { signal }),
        placeholderData: keepPreviousData,
      }),
    detail: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: async ({ signal }) => (await api.get<Item>(`${path}/${id}`, undefined, { signal })).data,
      }),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any area's query options
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A list's saved views (docs/decisions.md, "Saved views and columns"): the views the person sees,
 * their default and their columns when no view is open, read once per list from the server.
 */
export const viewsQuery = (list: string) =>
  queryOptions({
    queryKey: ['views', list] as const,
    queryFn: async ({ signal }) => (await api.get<ListViews>('/views', { list }, { signal })).data,
    staleTime: 60_000,
  });

/** The URL a saved view opens: its filters and sort, and its id. */
export function paramsOf(view: SavedView): URLSearchParams {
  const params = new URLSearchParams(view.state.filters);
  if (view.state.sort) {
    params.set('sort_by', view.state.sort.field);
    params.set('order_by', view.state.sort.order);
  }
  params.set(VIEW_PARAM, String(view.id));
  return params;
}

/**
 * A list arrived at with nothing in its address opens the person's default view, with its density:
 * the loader sends the navigation on to the view's address before anything is drawn. The list's own
 * address emptied on the screen ("All") stays as it is.
 */
function openDefaultView(url: URL, views: string): void {
  if (url.search !== '' || !arrivingAt(url.pathname)) return;
  const saved = queryClient.getQueryData(viewsQuery(views).queryKey);
  const view = saved?.views.find((v) => v.id === saved.default_view_id);
  if (!view) return;
  if (view.state.density) setSetting<TableDensity>(DENSITY_SETTING, view.state.density);
  throw redirect(`${url.pathname}?${paramsOf(view)}`);
}

/**
 * The page of a list a route shows, the list's saved views and the reads its screen makes beside
 * (a filter's options), read before the screen is drawn when not kept (a kept answer shows at once
 * and is read again beside, when stale). A screen drawn while one of its reads was on its way was
 * drawn twice: the answer's arrival during the router's interruptible render made React throw that
 * render away and draw the whole page again in one blocking task (the query cache is an external
 * store). The views come with the rows so that the rows are drawn in the person's columns, and a
 * list arrived at with an empty address goes on to the person's default view (`openDefaultView`;
 * the page read beside is then not drawn). A failed read is the screen's to say, in place (its
 * query holds the error): it is not the route's.
 */
export async function loadListPage(url: URL, query: AnyQuery, views?: string, ...beside: AnyQuery[]): Promise<null> {
  const reads = [query, ...(views === undefined ? [] : [viewsQuery(views)]), ...beside];
  await Promise.all(
    reads.map((read) => queryClient.ensureQueryData({ ...read, revalidateIfStale: true }).catch(() => undefined)),
  );
  if (views !== undefined) openDefaultView(url, views);
  return null;
}

/** What a list route's loader needs of its list: the URL state, the page's query and where its views are kept. */
export interface LoadedList<S> {
  urlState: UrlState<S>;
  listQuery: (search: S) => AnyQuery;
  /** The key its saved views and columns are kept under (`viewsQuery`), for a list that has them. */
  views?: string;
}

/**
 * A list route's loader: the page the URL asks for, the list's views and the `beside` reads its
 * screen makes (`loadListPage`).
 */
export function urlListLoader<S>(list: LoadedList<S>, ...beside: (() => AnyQuery)[]) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return loadListPage(
      url,
      list.listQuery(list.urlState.parse(url.searchParams)),
      list.views,
      ...beside.map((read) => read()),
    );
  };
}

/** A list screen's search from the URL, its patcher (page 1 unless given) and the list it asks for. */
export function useUrlList<S extends { page?: number }, T>(
  state: UrlState<S>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list's own query options
  query: (search: NoInfer<S>) => UseQueryOptions<T, Error, T, any>,
) {
  const [search, onSearch] = useUrlState(state);
  return { search, onSearch, list: useQuery(query(search)) };
}

/** A create route's loader: starts the reads its form's pickers need. */
export function createLoader(...prefetch: (() => AnyQuery)[]) {
  return () => {
    for (const query of prefetch) void queryClient.prefetchQuery(query());
    return null;
  };
}

/**
 * An edit route's loader: starts the reads its form's pickers need (given the `:id`) and waits for
 * the item, so that it is there before the form renders (404 for a bad `:id`).
 */
export function editLoader(detail: (id: number) => AnyQuery, ...prefetch: ((id: number) => AnyQuery)[]) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = parseId(params);
    for (const query of prefetch) void queryClient.prefetchQuery(query(id));
    await queryClient.ensureQueryData(detail(id));
    return null;
  };
}

type ListShape = Record<string, z.ZodMiniType> & { page: z.ZodMiniType<number> };
type Search<S extends ListShape, F extends keyof S> = { [K in F | 'page']: z.output<S[K]> };
type Message = { messages?: string };

/** How an area saves: `POST path` to create, `POST path/{id}` to update (unless `update` says otherwise). */
export interface SaveDef<Form> {
  /** `multipart`: a FormData body with the chosen files under their names; else JSON. */
  multipart?: boolean;
  /** The update's HTTP method (`post` unless given). */
  updateMethod?: 'post' | 'put';
  /** The body's fields from the form (the form as it is unless given); `id` is set on an update. */
  body?: (form: Form, id: number | undefined) => Record<string, unknown>;
}

export interface ResourceDef<S extends ListShape, F extends keyof S, Form> {
  /** The area's query key root, e.g. `partners`. */
  area: string;
  /** The API path of the list, e.g. `/partners`; a detail is `path/{id}`. */
  path: string;
  /** The contract's list query; its defaults fill what the URL does not say. */
  listQuery: z.ZodMiniObject<S>;
  /** The keys of the list query kept in the URL (`page` always is). */
  filters: readonly F[];
  /** Rows a page (the list query's `count` default unless given). */
  pageSize?: number;
  save?: SaveDef<Form>;
  /** The shown/hidden (or active) switch: `PUT path(id)` (or `POST`) with `{ [field]: 0 | 1 }`. */
  status?: { path: (id: number) => string; field: string; method?: 'put' | 'post' };
  /** The areas whose screens show this one's rows (a page shows its banners): refetched after a change. */
  affects?: readonly string[];
  /** The key the list's saved views and columns are kept under (`<area>.list` unless given). */
  views?: string;
}

/**
 * One declaration per area from its contract list query: query keys, the list and detail query
 * options, the URL state, the page size, the route loaders and the mutation hooks (each refetches
 * the area's lists and details afterwards).
 */
export function defineResource<Item, Form = never>() {
  return <S extends ListShape, F extends keyof S & string>(def: ResourceDef<S, F, Form>) => {
    const base = createResource<Item, Record<string, unknown>>(def.area, def.path);
    const shape = def.listQuery.shape;
    const urlState = listUrlState(def.listQuery, def.filters);
    const countSchema = shape.count as z.ZodMiniType<number> | undefined;
    const pageSize = def.pageSize ?? countSchema?.parse(undefined) ?? 20;
    const listDefaults = def.listQuery.parse({}) as Record<string, unknown>;
    const listQuery = (search: Search<S, F>) => base.list({ ...listDefaults, ...search, count: pageSize });
    const { path } = base;
    const keys = { ...base.keys, affects: def.affects };
    const views = def.views ?? `${def.area}.list`;
    /** A list route's loader: the page the URL asks for, its views and the `beside` reads its screen makes. */
    const listLoaderWith = (...beside: (() => AnyQuery)[]) => urlListLoader({ urlState, listQuery, views }, ...beside);
    return {
      ...base,
      keys,
      urlState,
      pageSize,
      listQuery,
      views,
      /** A list's total for a search (a saved view's tab): one row asked, the total read. */
      countQuery: (search: Search<S, F>) => base.list({ ...listDefaults, ...search, count: 1 }),
      /** The list route's loader: the page the URL asks for and the list's views (`loadListPage`). */
      listLoader: listLoaderWith(),
      listLoaderWith,
      /** The list screen's search from the URL, its patcher and the page of the list it asks for. */
      useList: () => useUrlList(urlState, listQuery),
      /** The edit route's loader: the item is there before the form renders (404 for a bad `:id`). */
      detailLoader: editLoader(base.detail),
      /** Create (no `id`) or update; forms show the 422s on their fields. */
      useSave: (id?: number) =>
        useAreaMutation(
          keys,
          ({ form, files = {} }: { form: Form; files?: Record<string, File | null | undefined> }) => {
            const fields = def.save?.body ? def.save.body(form, id) : (form as Record<string, unknown>);
            const chosen = Object.fromEntries(Object.entries(files).filter(([, file]) => file));
            const body = def.save?.multipart ? toFormData({ ...fields, ...chosen }) : fields;
            if (id === undefined) return api.post<Item>(path, body);
            return def.save?.updateMethod === 'put'
              ? api.put<Item>(`${path}/${id}`, body)
              : api.post<Item>(`${path}/${id}`, body);
          },
          { handlesErrors: true },
        ),
      /** The row switch: `{ id, value }` with 1 or 0, on the row's `version` as the list showed it. */
      useStatus: () =>
        useAreaMutation(keys, ({ id, value, version }: { id: number; value: 0 | 1; version?: number }) => {
          if (!def.status) throw new Error(`${def.area} has no status switch`);
          const send = def.status.method === 'post' ? api.post<Item> : api.put<Item>;
          return send(def.status.path(id), { [def.status.field]: value }, { version }) as Promise<Message>;
        }),
      /** Deletes a row: its id, or its id and the version the list showed. */
      useDelete: () =>
        useAreaMutation(keys, (row: RowRef) =>
          typeof row === 'number'
            ? api.delete(`${path}/${row}`)
            : api.delete(`${path}/${row.id}`, { version: row.version }),
        ),
    };
  };
}
