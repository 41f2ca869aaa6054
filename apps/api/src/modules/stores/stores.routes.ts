import {
  STORE_MESSAGES,
  emptyData,
  idParam,
  listEnvelope,
  okEnvelope,
  store,
  storeBankBody,
  storeChangeTypeBody,
  storeCreateBody,
  storeDetail,
  storeFilterQuery,
  storeGeneralBody,
  storeIdentityBody,
  storeListQuery,
  storeLoanableBody,
  storeSearchItem,
  storeSearchQuery,
  storeStatusBody,
  storeTotalSaleAmount,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list, lookupList, ok } from '../../lib/envelope.ts';
import { checkImages, parseFields, readImageForm, storeImages, withImages } from '../../lib/image-form.ts';
import { errorResponses } from '../../lib/schemas.ts';
import {
  changeStoreType,
  createStore,
  deleteStore,
  getStore,
  listStores,
  searchStores,
  setStoreLoanable,
  setStoreStatus,
  totalSaleAmount,
  updateStoreBank,
  updateStoreGeneral,
  updateStoreIdentity,
} from './stores.repository.ts';

const tags = ['stores'];
const detailOk = { 200: okEnvelope(storeDetail), ...errorResponses };

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/stores',
    {
      config: { permission: 'stores-index' },
      schema: {
        tags,
        summary: 'Stores and stations (the marketplace sellers), 50 a page, with the filters of spec section 3',
        querystring: storeListQuery,
        response: { 200: listEnvelope(store), ...errorResponses },
      },
    },
    async (request) => list(await listStores(app.db, request.query), request.query),
  );

  app.post(
    '/v2/stores',
    {
      config: { permission: 'stores-create' },
      schema: { tags, summary: 'Create a store or station', body: storeCreateBody, response: detailOk },
    },
    async (request) => ok(await createStore(app.db, request.actor, request.body), STORE_MESSAGES.updated),
  );

  for (const path of ['/v2/stores/search', '/search/store']) {
    app.get(
      path,
      {
        config: { permission: 'stores-index' },
        schema: {
          tags,
          summary: 'Find stores by name, phone or e-mail (`is_station=2`: stations)',
          querystring: storeSearchQuery,
          response: { 200: listEnvelope(storeSearchItem), ...errorResponses },
        },
      },
      async (request) => lookupList(await searchStores(app.db, request.query)),
    );
  }

  app.get(
    '/v2/stores/total-sale-amount',
    {
      config: { permission: 'stores-index' },
      schema: {
        tags,
        summary: 'The amount sold by the stores the filters select',
        querystring: storeFilterQuery,
        response: { 200: okEnvelope(storeTotalSaleAmount), ...errorResponses },
      },
    },
    async (request) => ok(await totalSaleAmount(app.db, request.query)),
  );

  app.get(
    '/v2/stores/:id',
    {
      config: { permission: 'stores-index' },
      schema: { tags, summary: 'A store with its identity and bank account', params: idParam, response: detailOk },
    },
    async (request) => ok(await getStore(app.db, request.params.id)),
  );

  app.put(
    '/v2/stores/:id',
    {
      config: { permission: 'stores-update' },
      schema: {
        tags,
        summary: 'Edit the general information',
        params: idParam,
        body: storeGeneralBody,
        response: detailOk,
      },
    },
    async (request) =>
      ok(await updateStoreGeneral(app.db, request.actor, request.params.id, request.body), STORE_MESSAGES.updated),
  );

  app.post(
    '/v2/stores/:id',
    {
      config: { permission: 'stores-update' },
      schema: {
        tags,
        summary: 'Allow or stop loans (`is_loanable`)',
        params: idParam,
        body: storeLoanableBody,
        response: detailOk,
      },
    },
    async (request) =>
      ok(
        await setStoreLoanable(app.db, request.actor, request.params.id, request.body.is_loanable),
        STORE_MESSAGES.updated,
      ),
  );

  app.delete(
    '/v2/stores/:id',
    {
      config: { permission: 'stores-delete' },
      schema: {
        tags,
        summary: 'Delete a store without products or orders (409 otherwise: suspend it)',
        params: idParam,
        response: { 200: okEnvelope(emptyData), 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => ok(await deleteStore(app.db, request.actor, request.params.id)),
  );

  app.put(
    '/v2/stores/:id/change-type',
    {
      config: { permission: 'stores-update' },
      schema: {
        tags,
        summary: 'Store (is_station 1) or station (2)',
        params: idParam,
        body: storeChangeTypeBody,
        response: { ...detailOk, 409: errorResponses[422] },
      },
    },
    async (request) =>
      ok(
        await changeStoreType(app.db, request.actor, request.params.id, request.body.is_station),
        STORE_MESSAGES.updated,
      ),
  );

  app.post(
    '/v2/stores/:id/update-identity',
    {
      config: { permission: 'stores-update' },
      schema: {
        tags,
        summary: 'The identity tab (multipart: the fields, `front_image` and `back_image` of the ID card)',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParam,
        response: detailOk,
      },
    },
    async (request) => {
      await getStore(app.db, request.params.id);
      const form = await readImageForm(request, { front_image: 1, back_image: 1 });
      const body = parseFields(storeIdentityBody, form.fields, await checkImages(form.files));
      const [front] = await storeImages(form.files.front_image, app.uploads.dir, 'identity');
      const [back] = await storeImages(form.files.back_image, app.uploads.dir, 'identity');
      const updated = await withImages([front, back], app.uploads.dir, () =>
        updateStoreIdentity(app.db, request.actor, request.params.id, body, { front, back }),
      );
      return ok(updated, STORE_MESSAGES.updated);
    },
  );

  app.put(
    '/v2/stores/:id/bank-account',
    {
      config: { permission: 'stores-update' },
      schema: { tags, summary: 'The bank account', params: idParam, body: storeBankBody, response: detailOk },
    },
    async (request) =>
      ok(await updateStoreBank(app.db, request.actor, request.params.id, request.body), STORE_MESSAGES.updated),
  );

  app.put(
    '/v2/stores/:id/status',
    {
      config: { permission: 'stores-status' },
      schema: {
        tags,
        summary: 'Active or suspended (with a reason)',
        params: idParam,
        body: storeStatusBody,
        response: detailOk,
      },
    },
    async (request) =>
      ok(await setStoreStatus(app.db, request.actor, request.params.id, request.body), STORE_MESSAGES.statusUpdated),
  );
};
