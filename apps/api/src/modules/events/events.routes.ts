import {
  CONTENT_MESSAGES,
  EVENT_IMAGE_FIELD,
  event,
  eventForm,
  eventListItem,
  eventListQuery,
  eventStatusBody,
  eventTitleCheck,
  eventTitleCheckQuery,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { pictureFormHandlers } from '../../lib/image-form.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import {
  checkEventTitle,
  createEvent,
  deleteEvent,
  eventImage,
  getEvent,
  listEvents,
  prepareEventSlug,
  setEventStatus,
  updateEvent,
} from './events.repository.ts';

const formHelp =
  'Multipart fields: title, seo_title, seo_description, slug, summary, content (HTML, sanitised), location, ' +
  `start_time, end_time, status (1 or 0), and an optional picture in "${EVENT_IMAGE_FIELD}".`;

export const eventsRoutes = areaRoutes(['events'], async (app) => {
  /** The picture is optional; the slug is chosen (422 when taken) before the picture is stored. */
  const form = pictureFormHandlers(app, {
    schema: eventForm,
    field: EVENT_IMAGE_FIELD,
    folder: 'events',
    requiredOnCreate: false,
    check: (data, id) => prepareEventSlug(app.db, data, id),
    load: getEvent,
    image: eventImage,
    create: (db, actor, { data, checked: slug, stored }) => createEvent(db, actor, data, slug, stored),
    update: (db, actor, id, { data, checked: slug, stored }) => updateEvent(db, actor, id, data, slug, stored),
    messages: { created: CONTENT_MESSAGES.eventCreated, updated: CONTENT_MESSAGES.eventUpdated },
  });

  rowRoutes(app, {
    path: '/events',
    permissions: 'events',
    bulk: { kind: 'event' },
    entity: event,
    list: {
      summary: 'Events, 20 a page, newest first; status and search filters',
      query: eventListQuery,
      item: eventListItem,
      run: listEvents,
    },
    create: { summary: 'Create an event (multipart, picture optional)', description: formHelp, form: form.create },
    status: {
      method: 'POST',
      path: '/events/status/:id',
      summary: 'Show (1) or hide (0) an event',
      body: eventStatusBody,
      run: setEventStatus,
    },
    get: { summary: 'One event with its content', run: getEvent },
    update: {
      method: 'POST',
      summary: 'Edit an event (multipart); without a new picture the old one is kept',
      description: formHelp,
      form: form.update,
    },
    delete: { summary: 'Delete an event and its picture', image: eventImage, run: deleteEvent },
  });

  app.get(
    '/events/check-title-seo',
    route('events-index', {
      summary: 'The slug a title makes and whether it is free (`condition`); `id`: the event being edited',
      query: eventTitleCheckQuery,
      entity: eventTitleCheck,
    }),
    async (request) => ok(await checkEventTitle(app.db, request.query.title, request.query.id)),
  );
});
