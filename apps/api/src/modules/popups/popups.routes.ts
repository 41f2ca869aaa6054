import {
  CONTENT_MESSAGES,
  POPUP_IMAGE_FIELD,
  popup,
  popupForm,
  popupListQuery,
  popupStatusBody,
} from '@admin/contract';
import { z } from 'zod/mini';
import { ok } from '../../lib/envelope.ts';
import { pictureFormHandlers } from '../../lib/image-form.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import { getPage } from '../pages/public.ts';
import {
  createPopup,
  deletePopup,
  getPopup,
  listPopups,
  popupImage,
  popupsOfPage,
  setPopupStatus,
  updatePopup,
} from './popups.repository.ts';
import { checkFormPage } from '../pages/public.ts';
import { areaRoutes, route } from '../../lib/routes.ts';

const formHelp =
  'Multipart fields: title, content, link, page (page id), platform[] (web, android, ios), frequency ' +
  `(once, daily, every_visit), start_time, end_time, status (1 or 0), and the picture in "${POPUP_IMAGE_FIELD}".`;

export const popupsRoutes = areaRoutes(['pop-ups'], async (app) => {
  const form = pictureFormHandlers(app, {
    schema: popupForm,
    field: POPUP_IMAGE_FIELD,
    folder: 'popups',
    requiredOnCreate: true,
    check: (data) => checkFormPage(app.db, data.page),
    load: getPopup,
    image: popupImage,
    create: (db, actor, { data, stored }) => createPopup(db, actor, data, stored!),
    update: (db, actor, id, { data, stored }) => updatePopup(db, actor, id, data, stored),
    messages: { created: CONTENT_MESSAGES.created, updated: CONTENT_MESSAGES.updated },
  });

  rowRoutes(app, {
    path: '/popups',
    permissions: 'popups',
    bulk: { kind: 'popup' },
    read: 'view',
    entity: popup,
    list: {
      summary: 'Pop-ups, 20 a page, newest first; page_id, status and search filters',
      query: popupListQuery,
      run: listPopups,
    },
    create: {
      summary: 'Create a pop-up (multipart; the picture is required)',
      description: formHelp,
      form: form.create,
    },
    get: { summary: 'One pop-up', run: getPopup },
    update: {
      method: 'POST',
      summary: 'Edit a pop-up (multipart); without a new picture the old one is kept',
      description: formHelp,
      form: form.update,
    },
    delete: { summary: 'Delete a pop-up and its picture', image: popupImage, run: deletePopup },
    status: {
      method: 'PUT',
      path: '/popups/:id/change-status',
      summary: 'Show (1) or hide (0) a pop-up',
      body: popupStatusBody,
      run: setPopupStatus,
    },
  });

  app.get(
    '/pages/:id/popup',
    route.get('pages-view', {
      tags: ['pages'],
      summary: 'The pop-ups placed on a page',
      entity: z.array(popup),
    }),
    async (request) => {
      await getPage(app.db, request.params.id);
      return ok(await popupsOfPage(app.db, request.params.id));
    },
  );
});
