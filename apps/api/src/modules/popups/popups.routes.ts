import {
  CONTENT_MESSAGES,
  POPUP_IMAGE_FIELD,
  popup,
  popupForm,
  popupListQuery,
  popupStatusBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formConsumes, route, statusHandler } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { deleteRowWithImage, pictureFormHandlers } from '../../lib/image-form.ts';
import {
  checkPopupPage,
  createPopup,
  deletePopup,
  getPopup,
  listPopups,
  popupImage,
  setPopupStatus,
  updatePopup,
} from './popups.repository.ts';

const tags = ['pop-ups'];
const formHelp =
  'Multipart fields: title, content, link, page (page id), platform[] (web, android, ios), frequency ' +
  `(once, daily, every_visit), start_time, end_time, status (1 or 0), and the picture in "${POPUP_IMAGE_FIELD}".`;

export const popupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const form = pictureFormHandlers(app, {
    schema: popupForm,
    field: POPUP_IMAGE_FIELD,
    folder: 'popups',
    requiredOnCreate: true,
    check: (data) => checkPopupPage(app.db, data.page),
    load: getPopup,
    image: popupImage,
    create: (db, actor, { data, stored }) => createPopup(db, actor, data, stored!),
    update: (db, actor, id, { data, stored }) => updatePopup(db, actor, id, data, stored),
    messages: { created: CONTENT_MESSAGES.created, updated: CONTENT_MESSAGES.updated },
  });

  app.get(
    '/popups',
    route.list('popups-view', {
      tags,
      summary: 'Pop-ups, 20 a page, newest first; page_id, status and search filters',
      query: popupListQuery,
      item: popup,
    }),
    async (request) => list(await listPopups(app.db, request.query), request.query),
  );

  app.post(
    '/popups',
    route.create('popups-create', {
      tags,
      summary: 'Create a pop-up (multipart; the picture is required)',
      description: formHelp,
      consumes: formConsumes,
      entity: popup,
    }),
    form.create,
  );

  app.get('/popups/:id', route.get('popups-view', { tags, summary: 'One pop-up', entity: popup }), async (request) =>
    ok(await getPopup(app.db, request.params.id)),
  );

  app.post(
    '/popups/:id',
    route.update('popups-update', {
      tags,
      summary: 'Edit a pop-up (multipart); without a new picture the old one is kept',
      description: formHelp,
      consumes: formConsumes,
      entity: popup,
    }),
    form.update,
  );

  app.delete(
    '/popups/:id',
    route.delete('popups-delete', { tags, summary: 'Delete a pop-up and its picture' }),
    async (request) => ok(await deleteRowWithImage(app, request, popupImage, deletePopup), CONTENT_MESSAGES.deleted),
  );

  app.put(
    '/popups/:id/change-status',
    route.status('popups-status', {
      tags,
      summary: 'Show (1) or hide (0) a pop-up',
      body: popupStatusBody,
      entity: popup,
    }),
    statusHandler(app, setPopupStatus, CONTENT_MESSAGES.statusUpdated),
  );
};
