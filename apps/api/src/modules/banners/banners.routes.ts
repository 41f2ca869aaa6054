import {
  BANNER_IMAGE_FIELD,
  CONTENT_MESSAGES,
  banner,
  bannerForm,
  bannerListQuery,
  bannerLiveQuery,
  bannerSortBody,
  bannerStatusBody,
  pageBannerOption,
} from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { pictureFormHandlers } from '../../lib/image-form.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import { getPage } from '../pages/public.ts';
import {
  bannerImage,
  bannersOfPage,
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  liveBanners,
  pageBannerOptions,
  setBannerStatus,
  sortBanners,
  updateBanner,
} from './banners.repository.ts';
import { checkFormPage } from '../pages/public.ts';

const formHelp =
  'Multipart fields: title, description, link, page (page id), position, platform[] (web, android, ios), ' +
  `start_time, end_time, is_limited (1 or 0), status (1 or 0), and the picture in "${BANNER_IMAGE_FIELD}".`;

export const bannersRoutes = areaRoutes(['banners'], async (app) => {
  /** The picture is required on create; the form's page must exist. */
  const { create, update } = pictureFormHandlers(app, {
    schema: bannerForm,
    field: BANNER_IMAGE_FIELD,
    folder: 'banners',
    requiredOnCreate: true,
    check: (data) => checkFormPage(app.db, data.page),
    load: getBanner,
    image: bannerImage,
    create: (db, actor, { data, stored }) => createBanner(db, actor, data, stored!),
    update: (db, actor, id, { data, stored }) => updateBanner(db, actor, id, data, stored),
    messages: { created: CONTENT_MESSAGES.bannerCreated, updated: CONTENT_MESSAGES.bannerUpdated },
  });

  const area = { permissions: 'banners', entity: banner } as const;
  for (const prefix of ['', '/v2']) {
    rowRoutes(app, {
      ...area,
      path: `${prefix}/banners`,
      list: {
        summary: 'Banners, 50 a page, in their display order; page_id, position, platform, status filters',
        query: bannerListQuery,
        run: listBanners,
      },
      create: {
        summary: 'Create a banner (multipart; the picture is required). It goes last in the order.',
        description: formHelp,
        form: create,
      },
      get: { summary: 'One banner', run: getBanner },
      update: {
        method: 'POST',
        summary: 'Edit a banner (multipart; `_method=PUT` accepted). Without a new picture the old one is kept.',
        description: formHelp,
        form: update,
      },
    });
  }

  app.post(
    '/banners/sort',
    route.create('banners-update', {
      summary: 'Save a drag-and-drop order: these banners, in this order, in the places they held',
      body: bannerSortBody,
      entity: z.array(banner),
    }),
    async (request) => ok(await sortBanners(app.db, request.actor, request.body.ids), CONTENT_MESSAGES.sorted),
  );

  rowRoutes(app, {
    ...area,
    path: '/banners',
    status: {
      method: 'PUT',
      summary: 'Publish (1) or unpublish (0) a banner',
      body: bannerStatusBody,
      run: setBannerStatus,
    },
    delete: { summary: 'Delete a banner and its picture', image: bannerImage, run: deleteBanner },
  });

  app.get(
    '/v2/banners/list',
    route('banners-index', {
      summary: 'The banners the site shows now (published, inside their window when limited), in order',
      query: bannerLiveQuery,
      entity: z.array(banner),
    }),
    async (request) => ok(await liveBanners(app.db, request.query)),
  );

  app.get(
    '/page-banners',
    route('banners-index', {
      summary: 'The pages a banner can be placed on, their positions and how many banners each holds',
      entity: z.array(pageBannerOption),
    }),
    async () => ok(await pageBannerOptions(app.db)),
  );

  app.get(
    '/pages/:id/banner',
    route.get('pages-view', {
      tags: ['pages'],
      summary: 'The banners placed on a page, in display order',
      entity: z.array(banner),
    }),
    async (request) => {
      await getPage(app.db, request.params.id);
      return ok(await bannersOfPage(app.db, request.params.id));
    },
  );
});
