import { idParam } from '@admin/contract';
import { data } from 'react-router';

/** The `:id` of a route; anything but a valid id is the 404 page. */
export function parseId(params: Record<string, string | undefined>): number {
  const parsed = idParam.safeParse(params);
  if (!parsed.success) throw data('This page could not be found', { status: 404 });
  return parsed.data.id;
}
