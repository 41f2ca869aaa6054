import {
  CONTENT_MESSAGES,
  POPUP_IMAGE_FIELD,
  popup,
  popupForm,
  popupListQuery,
  popupStatusBody,
} from '@admin/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route, statusHandler } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { createWithImage, deleteRowWithImage, readStoredImageForm, updateRowWithImage } from '../../lib/image-form.ts';
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
const FOLDER = 'popups';
const consumes = ['multipart/form-data', 'application/json'];
const formHelp =
  'Multipart fields: title, content, link, page (page id), platform[] (web, android, ios), frequency ' +
  `(once, daily, every_visit), start_time, end_time, status (1 or 0), and the picture in "${POPUP_IMAGE_FIELD}".`;

export const popupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const readPopupForm = (request: FastifyRequest, required: boolean) =>
    readStoredImageForm(request, app.uploads.dir, {
      schema: popupForm,
      field: POPUP_IMAGE_FIELD,
      folder: FOLDER,
      required,
      check: (data) => checkPopupPage(app.db, data.page),
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
      consumes,
      entity: popup,
    }),
    async (request) => {
      const created = await createWithImage(
        app,
        () => readPopupForm(request, true),
        ({ data, stored }) => createPopup(app.db, request.actor, data, stored!),
      );
      return ok(created, CONTENT_MESSAGES.created);
    },
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
      consumes,
      entity: popup,
    }),
    async (request) => {
      const updated = await updateRowWithImage(app, request, {
        load: getPopup,
        read: () => readPopupForm(request, false),
        image: popupImage,
        update: (id, { data, stored }) => updatePopup(app.db, request.actor, id, data, stored),
      });
      return ok(updated, CONTENT_MESSAGES.updated);
    },
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
