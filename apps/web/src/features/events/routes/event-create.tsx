import { eventScreens } from '../components/event-form.tsx';

/** /events/create: 'Tạo thành công', then the events list. */
export const { loader, Component } = eventScreens.create;
