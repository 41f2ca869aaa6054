import type { AuthUser } from '../../lib/access.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withIdNumberFor } from '../../lib/personal-data.ts';
import {
  STORE_MESSAGES,
  emptyData,
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
import type { StoreDetail } from '@admin/contract';
import { areaRoutes, formConsumes, route } from '../../lib/routes.ts';
import { list, lookupList, ok } from '../../lib/envelope.ts';
import {
  checkImages,
  discardImages,
  parseFields,
  readImageForm,
  storeImages,
  withImages,
} from '../../lib/image-form.ts';
import {
  changeStoreType,
  createStore,
  deleteStore,
  getStore,
  listStores,
  replacedIdentityFiles,
  searchStores,
  setStoreLoanable,
  setStoreStatus,
  signIdentity,
  totalSaleAmount,
  updateStoreBank,
  updateStoreGeneral,
  updateStoreIdentity,
} from './stores.repository.ts';

/**
 * A store as the routes answer it: its ID-card pictures as links signed for a few minutes, its ID
 * number whole for those who edit the identity and masked for the others.
 */
function storeAnswer(detail: StoreDetail, link: (file: string) => string, user: AuthUser | null): StoreDetail {
  const answer = signIdentity(detail, link);
  return { ...answer, identity: withIdNumberFor(user, 'stores-update', answer.identity) };
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Signed = (request: { user: AuthUser | null }, detail: Promise<StoreDetail>) => Promise<StoreDetail>;

export const storesRoutes = areaRoutes(['stores'], async (app) => {
  const link = (file: string) => app.privateFiles.link(file);
  const signed: Signed = async (request, detail) => storeAnswer(await detail, link, request.user);

  app.get(
    '/v2/stores',
    route.list('stores-index', {
      summary: 'Stores and stations (the marketplace sellers), 50 a page, with the filters of spec section 3',
      query: storeListQuery,
      item: store,
    }),
    async (request) => list(await listStores(app.db, request.query), request.query),
  );

  app.post(
    '/v2/stores',
    route.create('stores-create', {
      summary: 'Create a store or station',
      body: storeCreateBody,
      entity: storeDetail,
    }),
    async (request) =>
      ok(await signed(request, createStore(app.db, request.actor, request.body)), STORE_MESSAGES.updated),
  );

  for (const path of ['/v2/stores/search', '/search/store']) {
    app.get(
      path,
      route.list('stores-index', {
        summary: 'Find stores by name, phone or e-mail (`is_station=2`: stations)',
        query: storeSearchQuery,
        item: storeSearchItem,
      }),
      async (request) => lookupList(await searchStores(app.db, request.query)),
    );
  }

  app.get(
    '/v2/stores/total-sale-amount',
    route('stores-index', {
      summary: 'The amount sold by the stores the filters select',
      query: storeFilterQuery,
      entity: storeTotalSaleAmount,
    }),
    async (request) => ok(await totalSaleAmount(app.db, request.query)),
  );

  app.get(
    '/v2/stores/:id',
    route.get('stores-index', { summary: 'A store with its identity and bank account', entity: storeDetail }),
    async (request) => ok(await signed(request, getStore(app.db, request.params.id))),
  );

  app.put(
    '/v2/stores/:id',
    route.update('stores-update', {
      summary: 'Edit the general information',
      body: storeGeneralBody,
      entity: storeDetail,
    }),
    async (request) =>
      ok(
        await signed(request, updateStoreGeneral(app.db, request.actor, request.params.id, request.body)),
        STORE_MESSAGES.updated,
      ),
  );

  app.post(
    '/v2/stores/:id',
    route.update('stores-update', {
      summary: 'Allow or stop loans (`is_loanable`)',
      body: storeLoanableBody,
      entity: storeDetail,
    }),
    async (request) =>
      ok(
        await signed(request, setStoreLoanable(app.db, request.actor, request.params.id, request.body.is_loanable)),
        STORE_MESSAGES.updated,
      ),
  );

  app.delete(
    '/v2/stores/:id',
    route.delete('stores-delete', {
      summary: 'Delete a store without products or orders (409 otherwise: suspend it)',
      entity: emptyData,
      inUse: true,
    }),
    async (request) => ok(await deleteStore(app.db, request.actor, request.params.id)),
  );

  app.put(
    '/v2/stores/:id/change-type',
    route.update('stores-update', {
      summary: 'Store (is_station 1) or station (2)',
      body: storeChangeTypeBody,
      entity: storeDetail,
      conflict: true,
    }),
    async (request) =>
      ok(
        await signed(request, changeStoreType(app.db, request.actor, request.params.id, request.body.is_station)),
        STORE_MESSAGES.updated,
      ),
  );

  storePartsRoutes(app, signed);
});

/** A store's identity, bank account and status: each its own form or switch on the store's screen. */
function storePartsRoutes(app: ZodApp, signed: Signed) {
  const link = (file: string) => app.privateFiles.link(file);
  app.post(
    '/v2/stores/:id/update-identity',
    route.update('stores-update', {
      summary: 'The identity tab (multipart: the fields, `front_image` and `back_image` of the ID card)',
      consumes: formConsumes,
      entity: storeDetail,
    }),
    async (request) => {
      const before = await getStore(app.db, request.params.id);
      const form = await readImageForm(request, { front_image: 1, back_image: 1 });
      const body = parseFields(storeIdentityBody, form.fields, await checkImages(form.files));
      // ID cards are private files: stored outside the public uploads, shown through signed links.
      const dir = app.privateFiles.dir;
      const [front] = await storeImages(form.files.front_image, dir, 'identity');
      const [back] = await storeImages(form.files.back_image, dir, 'identity');
      const updated = await withImages([front, back], dir, () =>
        updateStoreIdentity(app.db, request.actor, request.params.id, body, { front, back }),
      );
      await discardImages(replacedIdentityFiles(before, { front, back }), dir);
      return ok(storeAnswer(updated, link, request.user), STORE_MESSAGES.updated);
    },
  );

  app.put(
    '/v2/stores/:id/bank-account',
    route.update('stores-update', { summary: 'The bank account', body: storeBankBody, entity: storeDetail }),
    async (request) =>
      ok(
        await signed(request, updateStoreBank(app.db, request.actor, request.params.id, request.body)),
        STORE_MESSAGES.updated,
      ),
  );

  app.put(
    '/v2/stores/:id/status',
    route.update('stores-status', {
      summary: 'Active or suspended (with a reason)',
      body: storeStatusBody,
      entity: storeDetail,
    }),
    async (request) =>
      ok(
        await signed(request, setStoreStatus(app.db, request.actor, request.params.id, request.body)),
        STORE_MESSAGES.statusUpdated,
      ),
  );
}
