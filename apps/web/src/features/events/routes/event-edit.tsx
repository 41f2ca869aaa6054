import { eventScreens } from '../components/event-form.tsx';

/** /events/:id/edit: 'Sửa thành công', then the events list. */
export const { loader, Component } = eventScreens.edit;
