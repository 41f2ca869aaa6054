import {
  CONTENT_MESSAGES,
  deletedData,
  listViews as listViewsSchema,
  savedView,
  viewColumnsBody,
  viewCreateBody,
  viewDefaultBody,
  viewsQuery,
  viewUpdateBody,
} from '@admin/contract';
import { z } from 'zod/mini';
import { ok } from '../../lib/envelope.ts';
import { areaRoutes, route } from '../../lib/routes.ts';
import {
  createView,
  deleteView,
  listViews,
  setDefaultView,
  setListColumns,
  updateView,
  type Viewer,
} from './views.repository.ts';

/** Saved views of the lists: every signed-in person keeps their own and reads those shared with their roles. */
export const viewsRoutes = areaRoutes(['views'], async (app) => {
  const viewer = (request: { user: Viewer['user'] | null; actor: Viewer['actor'] }): Viewer => ({
    user: request.user!,
    actor: request.actor,
  });
  app.get(
    '/views',
    route(null, {
      summary: 'The views of a list I see (mine and those shared with my roles), my default and my columns',
      query: viewsQuery,
      entity: listViewsSchema,
    }),
    async (request) => ok(await listViews(app.db, request.user!.id, request.query.list)),
  );
  app.post(
    '/views',
    route.create(null, {
      summary: 'Save a view of a list (private, or shared with a role)',
      body: viewCreateBody,
      entity: savedView,
    }),
    async (request) => ok(await createView(app.db, viewer(request), request.body), CONTENT_MESSAGES.created),
  );
  app.put(
    '/views/:id',
    route.update(null, {
      summary: 'Rename, re-save or share my view (If-Match: the version I saw)',
      body: viewUpdateBody,
      entity: savedView,
      conflict: true,
    }),
    async (request) =>
      ok(await updateView(app.db, viewer(request), request.params.id, request.body), CONTENT_MESSAGES.updated),
  );
  app.delete(
    '/views/:id',
    route.delete(null, {
      summary: 'Delete my view (every default that was it goes back to "All")',
      entity: deletedData,
    }),
    async (request) => ok(await deleteView(app.db, viewer(request), request.params.id), CONTENT_MESSAGES.deleted),
  );
  app.put(
    '/view-defaults',
    route(null, {
      summary: 'Mark a view as my default of its list, or none',
      body: viewDefaultBody,
      entity: listViewsSchema,
    }),
    async (request) => ok(await setDefaultView(app.db, viewer(request), request.body)),
  );
  app.put(
    '/view-columns',
    route(null, {
      summary: 'My columns of a list when no view is open (order, hidden, widths), or back to its own',
      body: viewColumnsBody,
      entity: z.object({ list: z.string() }),
    }),
    async (request) => {
      await setListColumns(app.db, request.user!.id, request.body);
      return ok({ list: request.body.list });
    },
  );
});
