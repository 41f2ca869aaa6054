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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { route, statusHandler } from '../../lib/content-routes.ts';
import { list, lookupList, ok } from '../../lib/envelope.ts';
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

const tags = ['brands'];
const UPDATED = 'Update successfully';

export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Brand and model pickers serve several screens (register, stations, vehicles): any signed-in user.
  app.get(
    '/v2/brands',
    route.list(null, { tags, summary: 'Brands with their number of models', item: brand, query: z.object({}) }),
    async () => lookupList(await listBrands(app.db)),
  );

  app.get(
    '/v2/brands/:id/models',
    route.get(null, {
      tags,
      summary: "A brand's models with their trims (`type` narrows to a category)",
      query: z.object({ type: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(4))) }),
      entity: z.array(model),
    }),
    async (request) => ok(await listModels(app.db, request.params.id, request.query.type)),
  );

  app.post(
    '/v2/brands',
    route.create('model-details-create', { tags, summary: 'Create a brand', body: brandBody, entity: brand }),
    async (request) => ok(await createBrand(app.db, request.actor, request.body), UPDATED),
  );

  app.put(
    '/v2/brands/:id',
    route.update('model-details-update', { tags, summary: 'Edit a brand', body: brandBody, entity: brand }),
    async (request) => ok(await updateBrand(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.delete(
    '/v2/brands/:id',
    route.delete('model-details-delete', {
      tags,
      summary: 'Delete a brand without models (409 otherwise)',
      entity: emptyData,
      inUse: true,
    }),
    async (request) => ok(await deleteBrand(app.db, request.actor, request.params.id)),
  );

  app.post(
    '/v2/brands/:id/models',
    route.update('model-details-create', { tags, summary: 'Add a model to a brand', body: modelBody, entity: model }),
    async (request) => ok(await createModel(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.put(
    '/v2/models/:id',
    route.update('model-details-update', {
      tags,
      summary: 'Edit a model (name, category, brand); its trims and products follow',
      body: modelUpdateBody,
      entity: model,
    }),
    async (request) => ok(await updateModel(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.delete(
    '/v2/models/:id',
    route.delete('model-details-delete', {
      tags,
      summary: 'Delete a model without trims (409 otherwise)',
      entity: emptyData,
      inUse: true,
    }),
    async (request) => ok(await deleteModel(app.db, request.actor, request.params.id)),
  );

  app.get(
    '/v2/model-specs',
    route('model-details-index', {
      tags,
      summary: 'Spec attributes with their offered values',
      entity: z.array(modelSpec),
    }),
    async () => ok(await listSpecs(app.db)),
  );

  app.post(
    '/v2/model-specs',
    route.create('model-details-create', {
      tags,
      summary: 'Create a spec attribute',
      body: modelSpecCreateBody,
      entity: modelSpec,
    }),
    async (request) => ok(await createSpec(app.db, request.actor, request.body), UPDATED),
  );

  app.post(
    '/v2/model-spec-detail',
    route.create('model-details-create', {
      tags,
      summary: 'Add an offered value to a spec; answers the spec',
      body: modelSpecDetailCreateBody,
      entity: modelSpec,
    }),
    async (request) => ok(await createSpecDetail(app.db, request.actor, request.body), UPDATED),
  );

  app.get(
    '/v2/model-details',
    route.list('model-details-index', {
      tags,
      summary: 'Trims with brand, model, spec values and product count',
      query: modelDetailListQuery,
      item: modelDetail,
    }),
    async (request) => list(await listModelDetails(app.db, request.query), request.query),
  );

  app.post(
    '/v2/model-details',
    route.create('model-details-create', {
      tags,
      summary: 'Create a trim (of an existing model, or of a new model and brand) with its spec values',
      body: modelDetailCreateBody,
      entity: modelDetail,
    }),
    async (request) => ok(await createModelDetail(app.db, request.actor, request.body), UPDATED),
  );

  app.get(
    '/v2/model-details/:id/edit',
    route.get('model-details-index', { tags, summary: 'A trim for its edit form', entity: modelDetail }),
    async (request) => ok(await getModelDetail(app.db, request.params.id)),
  );

  app.get(
    '/v2/model-details/:id/product-count',
    route.get('model-details-index', {
      tags,
      summary: 'How many products use the trim (any status)',
      entity: productCountShape,
    }),
    async (request) => ok({ id: request.params.id, product_count: await productCount(app.db, request.params.id) }),
  );

  app.put(
    '/v2/model-details/:id/change',
    route.update('model-details-update', {
      tags,
      summary: 'Offer the trim in the pickers (active) or hide it (inactive)',
      body: modelDetailChangeBody,
      entity: modelDetail,
    }),
    statusHandler(app, changeModelDetailStatus, UPDATED),
  );

  app.post(
    '/v2/model-details/:id',
    route.update('model-details-update', {
      tags,
      summary: 'Edit a trim; the spec values sent replace the old ones',
      body: modelDetailUpdateBody,
      entity: modelDetail,
    }),
    async (request) => ok(await updateModelDetail(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.delete(
    '/v2/model-details/:id',
    route.delete('model-details-delete', {
      tags,
      summary: 'Delete a trim no product uses (409 with the count otherwise)',
      entity: emptyData,
      inUse: true,
    }),
    async (request) => ok(await deleteModelDetail(app.db, request.actor, request.params.id)),
  );

  app.delete(
    '/v2/model-details/:id/:sub',
    route.delete('model-details-update', {
      tags,
      summary: 'Remove one spec value (`sub` = spec id) from a trim',
      params: modelDetailSpecParams,
      entity: modelDetail,
    }),
    async (request) => ok(await deleteModelDetailSpec(app.db, request.actor, request.params.id, request.params.sub)),
  );
};
