import {
  EVENT_IMAGE_FIELD,
  eventListQuery,
  type Event,
  type EventForm,
  type EventListQuery,
  type EventTitleCheck,
  type SwitchValue,
} from '@admin/contract';
import { api, isApiError } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { toFormData } from '../../lib/form-data.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const events = createResource<Event, EventListQuery>('events', '/events');

const shape = eventListQuery.shape;
export const eventsUrlState = createUrlState({ q: shape.q, status: shape.status, page: shape.page });
export type EventsSearch = ReturnType<typeof eventsUrlState.parse>;
export const EVENTS_PAGE_SIZE = shape.count.parse(undefined);
export const eventsListQuery = (search: EventsSearch) =>
  events.list({ ...eventListQuery.parse({}), ...search, count: EVENTS_PAGE_SIZE });

/** GET /events/check-title-seo: the slug the title makes and whether it is free. */
export async function checkEventTitle(title: string, id?: number): Promise<EventTitleCheck> {
  return (await api.get<EventTitleCheck>('/events/check-title-seo', { title, id })).data;
}

/** POST /events or POST /events/{id}, multipart with the picture when one was chosen. */
export function useSaveEvent(id?: number) {
  return useAreaMutation(
    events.keys,
    ({ form, image }: { form: EventForm; image: File | null }) =>
      api.post<Event>(
        id === undefined ? '/events' : `/events/${id}`,
        toFormData({ ...form, ...(image ? { [EVENT_IMAGE_FIELD]: image } : {}) }),
      ),
    { handlesErrors: true },
  );
}

/** POST /events/status/{id}. */
export function useEventStatus() {
  return useAreaMutation(events.keys, ({ id, status }: { id: number; status: SwitchValue }) =>
    api.post<Event>(`/events/status/${id}`, { status }),
  );
}

/** DELETE /events/{id}; a 403 is ignored silently (spec section 6). Answers whether it was deleted. */
export function useDeleteEvent() {
  return useAreaMutation(events.keys, async (id: number) => {
    try {
      await api.delete(`/events/${id}`, { quietForbidden: true });
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 403) return false;
      throw error;
    }
  });
}
