import { eventListQuery, type Event, type EventForm, type EventTitleCheck } from '@admin/contract';
import { api, isApiError } from '../../lib/api-client.ts';
import { defineResource, type RowRef } from '../../lib/crud.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';

/** Events: GET/POST /events, GET/POST /events/{id} (multipart with the picture), POST /events/status/{id}. */
export const events = defineResource<Event, EventForm>()({
  area: 'events',
  path: '/events',
  listQuery: eventListQuery,
  filters: ['q', 'status'],
  save: { multipart: true },
  status: { path: (id) => `/events/status/${id}`, field: 'status', method: 'post' },
});

/** GET /events/check-title-seo: the slug the title makes and whether it is free. */
export async function checkEventTitle(title: string, id?: number): Promise<EventTitleCheck> {
  return (await api.get<EventTitleCheck>('/events/check-title-seo', { title, id })).data;
}

/** DELETE /events/{id}; a 403 is ignored silently (spec section 6). Answers whether it was deleted. */
export function useDeleteEvent() {
  return useAreaMutation(events.keys, async (row: RowRef) => {
    const { id, version } = typeof row === 'number' ? { id: row, version: undefined } : row;
    try {
      await api.delete(`/events/${id}`, { quietForbidden: true, version });
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 403) return false;
      throw error;
    }
  });
}
