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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { formConsumes, route, statusHandler } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { deleteRowWithImage, pictureFormHandlers } from '../../lib/image-form.ts';
import {
  bannerImage,
  checkBannerPage,
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

const tags = ['banners'];
const formHelp =
  'Multipart fields: title, description, link, page (page id), position, platform[] (web, android, ios), ' +
  `start_time, end_time, is_limited (1 or 0), status (1 or 0), and the picture in "${BANNER_IMAGE_FIELD}".`;

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The picture is required on create; the form's page must exist. */
  const { create, update } = pictureFormHandlers(app, {
    schema: bannerForm,
    field: BANNER_IMAGE_FIELD,
    folder: 'banners',
    requiredOnCreate: true,
    check: (data) => checkBannerPage(app.db, data.page),
    load: getBanner,
    image: bannerImage,
    create: (db, actor, { data, stored }) => createBanner(db, actor, data, stored!),
    update: (db, actor, id, { data, stored }) => updateBanner(db, actor, id, data, stored),
    messages: { created: CONTENT_MESSAGES.bannerCreated, updated: CONTENT_MESSAGES.bannerUpdated },
  });

  for (const prefix of ['', '/v2']) {
    app.get(
      `${prefix}/banners`,
      route.list('banners-index', {
        tags,
        summary: 'Banners, 50 a page, in their display order; page_id, position, platform, status filters',
        query: bannerListQuery,
        item: banner,
      }),
      async (request) => list(await listBanners(app.db, request.query), request.query),
    );

    app.post(
      `${prefix}/banners`,
      route.create('banners-create', {
        tags,
        summary: 'Create a banner (multipart; the picture is required). It goes last in the order.',
        description: formHelp,
        consumes: formConsumes,
        entity: banner,
      }),
      create,
    );

    app.get(
      `${prefix}/banners/:id`,
      route.get('banners-index', { tags, summary: 'One banner', entity: banner }),
      async (request) => ok(await getBanner(app.db, request.params.id)),
    );

    app.post(
      `${prefix}/banners/:id`,
      route.update('banners-update', {
        tags,
        summary: 'Edit a banner (multipart; `_method=PUT` accepted). Without a new picture the old one is kept.',
        description: formHelp,
        consumes: formConsumes,
        entity: banner,
      }),
      update,
    );
  }

  app.post(
    '/banners/sort',
    route.create('banners-update', {
      tags,
      summary: 'Save a drag-and-drop order: these banners, in this order, in the places they held',
      body: bannerSortBody,
      entity: z.array(banner),
    }),
    async (request) => ok(await sortBanners(app.db, request.actor, request.body.ids), CONTENT_MESSAGES.sorted),
  );

  app.put(
    '/banners/:id',
    route.status('banners-status', {
      tags,
      summary: 'Publish (1) or unpublish (0) a banner',
      body: bannerStatusBody,
      entity: banner,
    }),
    statusHandler(app, setBannerStatus, CONTENT_MESSAGES.statusUpdated),
  );

  app.delete(
    '/banners/:id',
    route.delete('banners-delete', { tags, summary: 'Delete a banner and its picture' }),
    async (request) => ok(await deleteRowWithImage(app, request, bannerImage, deleteBanner), CONTENT_MESSAGES.deleted),
  );

  app.get(
    '/v2/banners/list',
    route('banners-index', {
      tags,
      summary: 'The banners the site shows now (published, inside their window when limited), in order',
      query: bannerLiveQuery,
      entity: z.array(banner),
    }),
    async (request) => ok(await liveBanners(app.db, request.query)),
  );

  app.get(
    '/page-banners',
    route('banners-index', {
      tags,
      summary: 'The pages a banner can be placed on, their positions and how many banners each holds',
      entity: z.array(pageBannerOption),
    }),
    async () => ok(await pageBannerOptions(app.db)),
  );
};
