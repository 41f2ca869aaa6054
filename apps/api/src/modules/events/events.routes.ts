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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formConsumes, route, statusHandler } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { deleteRowWithImage, pictureFormHandlers } from '../../lib/image-form.ts';
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

const tags = ['events'];
const formHelp =
  'Multipart fields: title, seo_title, seo_description, slug, summary, content (HTML, sanitised), location, ' +
  `start_time, end_time, status (1 or 0), and an optional picture in "${EVENT_IMAGE_FIELD}".`;

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/events',
    route.list('events-index', {
      tags,
      summary: 'Events, 20 a page, newest first; status and search filters',
      query: eventListQuery,
      item: eventListItem,
    }),
    async (request) => list(await listEvents(app.db, request.query), request.query),
  );

  app.post(
    '/events',
    route.create('events-create', {
      tags,
      summary: 'Create an event (multipart, picture optional)',
      description: formHelp,
      consumes: formConsumes,
      entity: event,
    }),
    form.create,
  );

  app.get(
    '/events/check-title-seo',
    route('events-index', {
      tags,
      summary: 'The slug a title makes and whether it is free (`condition`); `id`: the event being edited',
      query: eventTitleCheckQuery,
      entity: eventTitleCheck,
    }),
    async (request) => ok(await checkEventTitle(app.db, request.query.title, request.query.id)),
  );

  app.post(
    '/events/status/:id',
    route.status('events-status', {
      tags,
      summary: 'Show (1) or hide (0) an event',
      body: eventStatusBody,
      entity: event,
    }),
    statusHandler(app, setEventStatus, CONTENT_MESSAGES.statusUpdated),
  );

  app.get(
    '/events/:id',
    route.get('events-index', { tags, summary: 'One event with its content', entity: event }),
    async (request) => ok(await getEvent(app.db, request.params.id)),
  );

  app.post(
    '/events/:id',
    route.update('events-update', {
      tags,
      summary: 'Edit an event (multipart); without a new picture the old one is kept',
      description: formHelp,
      consumes: formConsumes,
      entity: event,
    }),
    form.update,
  );

  app.delete(
    '/events/:id',
    route.delete('events-delete', { tags, summary: 'Delete an event and its picture' }),
    async (request) => ok(await deleteRowWithImage(app, request, eventImage, deleteEvent), CONTENT_MESSAGES.deleted),
  );
};
