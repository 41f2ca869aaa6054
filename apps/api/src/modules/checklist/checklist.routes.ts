import {
  CHECKLIST_ITEMS,
  PRODUCT_MESSAGES,
  checklistBody,
  checklistItemTemplate,
  inspection,
  inspectionListQuery,
} from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { getInspection, listInspections, saveChecklist } from './checklist.repository.ts';

// The documentation lists the checklist with the products it inspects, as before it was an area of its own.

/** The inspection checklist (`/checklist`); its result fills the product list's Inspection columns. */
export const checklistRoutes = areaRoutes(['products'], async (app) => {
  app.get(
    '/v2/checklist/items',
    route('products-list', {
      summary: 'The checklist items, in form order',
      entity: z.array(checklistItemTemplate),
    }),
    async () => ok(CHECKLIST_ITEMS.map((i) => ({ ...i }))),
  );

  app.get(
    '/v2/checklists',
    route.list('products-list', {
      summary: 'Inspections, newest first',
      query: inspectionListQuery,
      item: inspection,
    }),
    async (request) => list(await listInspections(app.db, request.query), request.query),
  );

  app.get(
    '/v2/products/:id/checklist',
    route.get('products-list', {
      summary: "The product's latest inspection, or null",
      entity: z.nullable(inspection),
    }),
    async (request) => ok(await getInspection(app.db, request.params.id)),
  );

  app.put(
    '/v2/products/:id/checklist',
    route.update('checklist-update', {
      summary: 'Save an inspection (every item: ok, issue or na); the product shows its result and date',
      body: checklistBody,
      entity: inspection,
    }),
    async (request) =>
      ok(await saveChecklist(app.db, request.actor, request.params.id, request.body), PRODUCT_MESSAGES.updated),
  );
});
