import { idParam } from '@admin/contract';
import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { data, useParams } from 'react-router';

/** The `:id` of a route; anything but a valid id is the 404 page. */
export function parseId(params: Record<string, string | undefined>): number {
  const parsed = idParam.safeParse(params);
  if (!parsed.success) throw data('This page could not be found', { status: 404 });
  return parsed.data.id;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key
export type Detail<Item> = (id: number) => UseSuspenseQueryOptions<Item, Error, Item, any>;

/** The item of the route's `:id` (fetched by the route's loader), and the id. */
export function useRouteItem<Item>(detail: Detail<Item>) {
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(detail(id));
  return { id, item };
}
