import { page, pageBody, pageListItem, pageListQuery, pageStatusBody } from '@admin/contract';
import { areaRoutes } from '../../lib/routes.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import { createPage, deletePage, getPage, listPages, setPageStatus, updatePage } from './pages.repository.ts';

export const pagesRoutes = areaRoutes(['pages'], async (app) => {
  rowRoutes(app, {
    path: '/pages',
    permissions: 'pages',
    bulk: { kind: 'page' },
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
});
