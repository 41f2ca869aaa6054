import { banner, page, pageBody, pageListItem, pageListQuery, pageStatusBody, popup } from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import { bannersOfPage } from '../banners/banners.repository.ts';
import { popupsOfPage } from '../popups/popups.repository.ts';
import { createPage, deletePage, getPage, listPages, setPageStatus, updatePage } from './pages.repository.ts';

export const pagesRoutes = areaRoutes(['pages'], async (app) => {
  rowRoutes(app, {
    path: '/pages',
    permissions: 'pages',
    read: 'view',
    entity: page,
    list: {
      summary: 'Pages of the site, 20 a page, with how many banners and pop-ups each holds',
      query: pageListQuery,
      item: pageListItem,
      run: listPages,
    },
    create: {
      summary: 'Create a page (content sanitised; the slug is made from the title when blank)',
      body: pageBody,
      run: createPage,
    },
    get: { summary: 'One page with its content', run: getPage },
    update: { method: 'PUT', summary: 'Edit a page', body: pageBody, run: updatePage },
    delete: { summary: 'Delete a page without banners or pop-ups (409 otherwise)', inUse: true, run: deletePage },
    status: {
      method: 'PUT',
      path: '/pages/:id/change-status',
      summary: 'Publish (1) or hide (0) a page',
      body: pageStatusBody,
      run: setPageStatus,
    },
  });

  app.get(
    '/pages/:id/popup',
    route.get('pages-view', { summary: 'The pop-ups placed on a page', entity: z.array(popup) }),
    async (request) => {
      await getPage(app.db, request.params.id);
      return ok(await popupsOfPage(app.db, request.params.id));
    },
  );

  app.get(
    '/pages/:id/banner',
    route.get('pages-view', {
      summary: 'The banners placed on a page, in display order',
      entity: z.array(banner),
    }),
    async (request) => {
      await getPage(app.db, request.params.id);
      return ok(await bannersOfPage(app.db, request.params.id));
    },
  );
});
