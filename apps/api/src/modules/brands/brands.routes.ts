import {
  brand,
  brandBody,
  emptyData,
  idParam,
  listEnvelope,
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
  okEnvelope,
  productCount as productCountShape,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, lookupList, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';
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
const withConflict = { ...errorResponses, 409: errorResponses[422] };
const UPDATED = 'Update successfully';

export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Brand and model pickers serve several screens (register, stations, vehicles): any signed-in user.
  app.get(
    '/v2/brands',
    {
      config: { permission: null },
      schema: {
        tags,
        summary: 'Brands with their number of models',
        response: { 200: listEnvelope(brand), ...errorResponses },
      },
    },
    async () => lookupList(await listBrands(app.db)),
  );

  app.get(
    '/v2/brands/:id/models',
    {
      config: { permission: null },
      schema: {
        tags,
        summary: "A brand's models with their trims (`type` narrows to a category)",
        params: idParam,
        querystring: z.object({ type: z.coerce.number().int().min(0).max(4).optional() }),
        response: { 200: okEnvelope(z.array(model)), ...errorResponses },
      },
    },
    async (request) => ok(await listModels(app.db, request.params.id, request.query.type)),
  );

  app.post(
    '/v2/brands',
    {
      config: { permission: 'model-details-create' },
      schema: {
        tags,
        summary: 'Create a brand',
        body: brandBody,
        response: { 200: okEnvelope(brand), ...errorResponses },
      },
    },
    async (request) => ok(await createBrand(app.db, request.actor, request.body), UPDATED),
  );

  app.put(
    '/v2/brands/:id',
    {
      config: { permission: 'model-details-update' },
      schema: {
        tags,
        summary: 'Edit a brand',
        params: idParam,
        body: brandBody,
        response: { 200: okEnvelope(brand), ...errorResponses },
      },
    },
    async (request) => ok(await updateBrand(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.delete(
    '/v2/brands/:id',
    {
      config: { permission: 'model-details-delete' },
      schema: {
        tags,
        summary: 'Delete a brand without models (409 otherwise)',
        params: idParam,
        response: { 200: okEnvelope(emptyData), ...withConflict },
      },
    },
    async (request) => ok(await deleteBrand(app.db, request.actor, request.params.id)),
  );

  app.post(
    '/v2/brands/:id/models',
    {
      config: { permission: 'model-details-create' },
      schema: {
        tags,
        summary: 'Add a model to a brand',
        params: idParam,
        body: modelBody,
        response: { 200: okEnvelope(model), ...errorResponses },
      },
    },
    async (request) => ok(await createModel(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.put(
    '/v2/models/:id',
    {
      config: { permission: 'model-details-update' },
      schema: {
        tags,
        summary: 'Edit a model (name, category, brand); its trims and products follow',
        params: idParam,
        body: modelUpdateBody,
        response: { 200: okEnvelope(model), ...errorResponses },
      },
    },
    async (request) => ok(await updateModel(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.delete(
    '/v2/models/:id',
    {
      config: { permission: 'model-details-delete' },
      schema: {
        tags,
        summary: 'Delete a model without trims (409 otherwise)',
        params: idParam,
        response: { 200: okEnvelope(emptyData), ...withConflict },
      },
    },
    async (request) => ok(await deleteModel(app.db, request.actor, request.params.id)),
  );

  app.get(
    '/v2/model-specs',
    {
      config: { permission: 'model-details-index' },
      schema: {
        tags,
        summary: 'Spec attributes with their offered values',
        response: { 200: okEnvelope(z.array(modelSpec)), ...errorResponses },
      },
    },
    async () => ok(await listSpecs(app.db)),
  );

  app.post(
    '/v2/model-specs',
    {
      config: { permission: 'model-details-create' },
      schema: {
        tags,
        summary: 'Create a spec attribute',
        body: modelSpecCreateBody,
        response: { 200: okEnvelope(modelSpec), ...errorResponses },
      },
    },
    async (request) => ok(await createSpec(app.db, request.actor, request.body), UPDATED),
  );

  app.post(
    '/v2/model-spec-detail',
    {
      config: { permission: 'model-details-create' },
      schema: {
        tags,
        summary: 'Add an offered value to a spec; answers the spec',
        body: modelSpecDetailCreateBody,
        response: { 200: okEnvelope(modelSpec), ...errorResponses },
      },
    },
    async (request) => ok(await createSpecDetail(app.db, request.actor, request.body), UPDATED),
  );

  app.get(
    '/v2/model-details',
    {
      config: { permission: 'model-details-index' },
      schema: {
        tags,
        summary: 'Trims with brand, model, spec values and product count',
        querystring: modelDetailListQuery,
        response: { 200: listEnvelope(modelDetail), ...errorResponses },
      },
    },
    async (request) => list(await listModelDetails(app.db, request.query), request.query),
  );

  app.post(
    '/v2/model-details',
    {
      config: { permission: 'model-details-create' },
      schema: {
        tags,
        summary: 'Create a trim (of an existing model, or of a new model and brand) with its spec values',
        body: modelDetailCreateBody,
        response: { 200: okEnvelope(modelDetail), ...errorResponses },
      },
    },
    async (request) => ok(await createModelDetail(app.db, request.actor, request.body), UPDATED),
  );

  app.get(
    '/v2/model-details/:id/edit',
    {
      config: { permission: 'model-details-index' },
      schema: {
        tags,
        summary: 'A trim for its edit form',
        params: idParam,
        response: { 200: okEnvelope(modelDetail), ...errorResponses },
      },
    },
    async (request) => ok(await getModelDetail(app.db, request.params.id)),
  );

  app.get(
    '/v2/model-details/:id/product-count',
    {
      config: { permission: 'model-details-index' },
      schema: {
        tags,
        summary: 'How many products use the trim (any status)',
        params: idParam,
        response: { 200: okEnvelope(productCountShape), ...errorResponses },
      },
    },
    async (request) => ok({ id: request.params.id, product_count: await productCount(app.db, request.params.id) }),
  );

  app.put(
    '/v2/model-details/:id/change',
    {
      config: { permission: 'model-details-update' },
      schema: {
        tags,
        summary: 'Offer the trim in the pickers (active) or hide it (inactive)',
        params: idParam,
        body: modelDetailChangeBody,
        response: { 200: okEnvelope(modelDetail), ...errorResponses },
      },
    },
    async (request) =>
      ok(await changeModelDetailStatus(app.db, request.actor, request.params.id, request.body.status), UPDATED),
  );

  app.post(
    '/v2/model-details/:id',
    {
      config: { permission: 'model-details-update' },
      schema: {
        tags,
        summary: 'Edit a trim; the spec values sent replace the old ones',
        params: idParam,
        body: modelDetailUpdateBody,
        response: { 200: okEnvelope(modelDetail), ...errorResponses },
      },
    },
    async (request) => ok(await updateModelDetail(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.delete(
    '/v2/model-details/:id',
    {
      config: { permission: 'model-details-delete' },
      schema: {
        tags,
        summary: 'Delete a trim no product uses (409 with the count otherwise)',
        params: idParam,
        response: { 200: okEnvelope(emptyData), ...withConflict },
      },
    },
    async (request) => ok(await deleteModelDetail(app.db, request.actor, request.params.id)),
  );

  app.delete(
    '/v2/model-details/:id/:sub',
    {
      config: { permission: 'model-details-update' },
      schema: {
        tags,
        summary: 'Remove one spec value (`sub` = spec id) from a trim',
        params: modelDetailSpecParams,
        response: { 200: okEnvelope(modelDetail), ...errorResponses },
      },
    },
    async (request) => ok(await deleteModelDetailSpec(app.db, request.actor, request.params.id, request.params.sub)),
  );
};
