import {
  CONTENT_MESSAGES,
  banner,
  page,
  pageBody,
  pageListItem,
  pageListQuery,
  pageStatusBody,
  popup,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { route, statusHandler } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { bannersOfPage } from '../banners/banners.repository.ts';
import { popupsOfPage } from '../popups/popups.repository.ts';
import { createPage, deletePage, getPage, listPages, setPageStatus, updatePage } from './pages.repository.ts';

const tags = ['pages'];

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages',
    route.list('pages-view', {
      tags,
      summary: 'Pages of the site, 20 a page, with how many banners and pop-ups each holds',
      query: pageListQuery,
      item: pageListItem,
    }),
    async (request) => list(await listPages(app.db, request.query), request.query),
  );

  app.post(
    '/pages',
    route.create('pages-create', {
      tags,
      summary: 'Create a page (content sanitised; the slug is made from the title when blank)',
      body: pageBody,
      entity: page,
    }),
    async (request) => ok(await createPage(app.db, request.actor, request.body), CONTENT_MESSAGES.created),
  );

  app.get(
    '/pages/:id',
    route.get('pages-view', { tags, summary: 'One page with its content', entity: page }),
    async (request) => ok(await getPage(app.db, request.params.id)),
  );

  app.put(
    '/pages/:id',
    route.update('pages-update', { tags, summary: 'Edit a page', body: pageBody, entity: page }),
    async (request) =>
      ok(await updatePage(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.updated),
  );

  app.delete(
    '/pages/:id',
    route.delete('pages-delete', {
      tags,
      summary: 'Delete a page without banners or pop-ups (409 otherwise)',
      inUse: true,
    }),
    async (request) => ok(await deletePage(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );

  app.put(
    '/pages/:id/change-status',
    route.status('pages-status', {
      tags,
      summary: 'Publish (1) or hide (0) a page',
      body: pageStatusBody,
      entity: page,
    }),
    statusHandler(app, setPageStatus, CONTENT_MESSAGES.statusUpdated),
  );

  app.get(
    '/pages/:id/popup',
    route.get('pages-view', { tags, summary: 'The pop-ups placed on a page', entity: z.array(popup) }),
    async (request) => {
      await getPage(app.db, request.params.id);
      return ok(await popupsOfPage(app.db, request.params.id));
    },
  );

  app.get(
    '/pages/:id/banner',
    route.get('pages-view', {
      tags,
      summary: 'The banners placed on a page, in display order',
      entity: z.array(banner),
    }),
    async (request) => {
      await getPage(app.db, request.params.id);
      return ok(await bannersOfPage(app.db, request.params.id));
    },
  );
};
