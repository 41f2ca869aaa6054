import {
  brand,
  brandBody,
  emptyData,
  model,
  modelBody,
  modelDetail,
  modelDetailChangeBody,
  modelDetailCreateBody,
  modelDetailListQuery,
  modelDetailSpecParams,
  modelDetailUpdateBody,
  modelSpec,
  modelSpecCreateBody,
  modelSpecDetailCreateBody,
  modelUpdateBody,
  productCount as productCountShape,
} from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, route } from '../../lib/routes.ts';
import { lookupList, ok } from '../../lib/envelope.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import {
  changeModelDetailStatus,
  createBrand,
  createModel,
  createModelDetail,
  createSpec,
  createSpecDetail,
  deleteBrand,
  deleteModel,
  deleteModelDetail,
  deleteModelDetailSpec,
  getModelDetail,
  listBrands,
  listModelDetails,
  listModels,
  listSpecs,
  productCount,
  updateBrand,
  updateModel,
  updateModelDetail,
} from './brands.repository.ts';

const UPDATED = 'Update successfully';

export const brandsRoutes = areaRoutes(['brands'], async (app) => {
  // Brand and model pickers serve several screens (register, stations, vehicles): any signed-in user.
  app.get(
    '/v2/brands',
    route.list(null, { summary: 'Brands with their number of models', item: brand, query: z.object({}) }),
    async () => lookupList(await listBrands(app.db)),
  );

  app.get(
    '/v2/brands/:id/models',
    route.get(null, {
      summary: "A brand's models with their trims (`type` narrows to a category)",
      query: z.object({ type: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(4))) }),
      entity: z.array(model),
    }),
    async (request) => ok(await listModels(app.db, request.params.id, request.query.type)),
  );

  rowRoutes(app, {
    path: '/v2/brands',
    permissions: 'model-details',
    entity: brand,
    messages: { created: UPDATED, deleted: undefined },
    create: { summary: 'Create a brand', body: brandBody, run: createBrand },
    update: { method: 'PUT', summary: 'Edit a brand', body: brandBody, run: updateBrand },
    delete: {
      summary: 'Delete a brand without models (409 otherwise)',
      entity: emptyData,
      inUse: true,
      run: deleteBrand,
    },
  });

  app.post(
    '/v2/brands/:id/models',
    route.update('model-details-create', { summary: 'Add a model to a brand', body: modelBody, entity: model }),
    async (request) => ok(await createModel(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  rowRoutes(app, {
    path: '/v2/models',
    permissions: 'model-details',
    entity: model,
    messages: { deleted: undefined },
    update: {
      method: 'PUT',
      summary: 'Edit a model (name, category, brand); its trims and products follow',
      body: modelUpdateBody,
      run: updateModel,
    },
    delete: {
      summary: 'Delete a model without trims (409 otherwise)',
      entity: emptyData,
      inUse: true,
      run: deleteModel,
    },
  });

  app.get(
    '/v2/model-specs',
    route('model-details-index', {
      summary: 'Spec attributes with their offered values',
      entity: z.array(modelSpec),
    }),
    async () => ok(await listSpecs(app.db)),
  );

  app.post(
    '/v2/model-specs',
    route.create('model-details-create', {
      summary: 'Create a spec attribute',
      body: modelSpecCreateBody,
      entity: modelSpec,
    }),
    async (request) => ok(await createSpec(app.db, request.actor, request.body), UPDATED),
  );

  app.post(
    '/v2/model-spec-detail',
    route.create('model-details-create', {
      summary: 'Add an offered value to a spec; answers the spec',
      body: modelSpecDetailCreateBody,
      entity: modelSpec,
    }),
    async (request) => ok(await createSpecDetail(app.db, request.actor, request.body), UPDATED),
  );

  rowRoutes(app, {
    path: '/v2/model-details',
    permissions: 'model-details',
    entity: modelDetail,
    messages: { created: UPDATED, statusUpdated: UPDATED, deleted: undefined },
    list: {
      summary: 'Trims with brand, model, spec values and product count',
      query: modelDetailListQuery,
      run: listModelDetails,
    },
    create: {
      summary: 'Create a trim (of an existing model, or of a new model and brand) with its spec values',
      body: modelDetailCreateBody,
      run: createModelDetail,
    },
    get: { path: '/v2/model-details/:id/edit', summary: 'A trim for its edit form', run: getModelDetail },
    status: {
      method: 'PUT',
      path: '/v2/model-details/:id/change',
      permission: 'model-details-update',
      summary: 'Offer the trim in the pickers (active) or hide it (inactive)',
      body: modelDetailChangeBody,
      run: changeModelDetailStatus,
    },
    update: {
      method: 'POST',
      summary: 'Edit a trim; the spec values sent replace the old ones',
      body: modelDetailUpdateBody,
      run: updateModelDetail,
    },
    delete: {
      summary: 'Delete a trim no product uses (409 with the count otherwise)',
      entity: emptyData,
      inUse: true,
      run: deleteModelDetail,
    },
  });

  app.get(
    '/v2/model-details/:id/product-count',
    route.get('model-details-index', {
      summary: 'How many products use the trim (any status)',
      entity: productCountShape,
    }),
    async (request) => ok({ id: request.params.id, product_count: await productCount(app.db, request.params.id) }),
  );

  app.delete(
    '/v2/model-details/:id/:sub',
    route.delete('model-details-update', {
      summary: 'Remove one spec value (`sub` = spec id) from a trim',
      params: modelDetailSpecParams,
      entity: modelDetail,
    }),
    async (request) => ok(await deleteModelDetailSpec(app.db, request.actor, request.params.id, request.params.sub)),
  );
});
