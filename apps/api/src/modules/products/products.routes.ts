import {
  CHECKLIST_ITEMS,
  PRODUCT_MESSAGES,
  checklistBody,
  checklistItemTemplate,
  idParam,
  inspection,
  inspectionListQuery,
  listEnvelope,
  okEnvelope,
  product,
  productCreateBody,
  productDetail,
  productExportQuery,
  productListEnvelope,
  productListQuery,
  productStationUpdateBody,
  productStatistics,
  productStatusBody,
  productUpdateBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { checkImages, parseFields, readImageForm, storeImages, withImages } from '../../lib/image-form.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { getInspection, listInspections, saveChecklist } from './checklist.repository.ts';
import { EXPORT_TYPES, productExportStream } from './product-export.ts';
import {
  approveProduct,
  changeProductStatus,
  confirmSales,
  createProduct,
  deleteProduct,
  getProduct,
  getProductDetail,
  getProductStatistics,
  listProducts,
  restoreProduct,
  updateProduct,
} from './products.repository.ts';

const tags = ['products'];
/** Pictures a product may carry. */
export const MAX_PRODUCT_IMAGES = 10;
const IMAGE_FOLDER = 'products';
const productOk = okEnvelope(product);

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/v2/products', '/products']) {
    app.get(
      path,
      {
        config: { permission: 'products-list' },
        schema: {
          tags,
          summary: 'Products, 50 a page: filters, sort, `page` or `cursor` (keyset); `total_is_estimate` means "about"',
          querystring: productListQuery,
          response: { 200: productListEnvelope(product), ...errorResponses },
        },
      },
      async (request) => {
        const page = await listProducts(app.db, request.query);
        return {
          ...list(page, request.query),
          total_is_estimate: page.total_is_estimate,
          next_cursor: page.next_cursor,
        };
      },
    );
  }

  app.get(
    '/v2/products/export',
    {
      config: { permission: 'products-list' },
      schema: {
        tags,
        summary: 'The whole filtered list as CSV or XLSX, streamed (no row limit)',
        querystring: productExportQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', EXPORT_TYPES[request.query.format])
        .header('content-disposition', `attachment; filename="products-${stamp}.${request.query.format}"`)
        .header('cache-control', 'no-store');
      // A stream is sent as is: the response schemas describe the error answers only.
      return reply.send(productExportStream(app.db, request.query) as never);
    },
  );

  app.post(
    '/v2/products',
    {
      config: { permission: 'products-store' },
      schema: {
        tags,
        summary: `Register a product (multipart: the fields and up to ${MAX_PRODUCT_IMAGES} \`images\`). Failures: result_code 203 (e.g. the number plate is already listed), 11205 (the seller may not post)`,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: productOk, 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => {
      const form = await readImageForm(request, { images: MAX_PRODUCT_IMAGES });
      const body = parseFields(productCreateBody, form.fields, {
        ...(form.files.images?.length ? await checkImages(form.files) : { images: ['Add at least one picture'] }),
      });
      const images = await storeImages(form.files.images, app.uploads.dir, IMAGE_FOLDER);
      const created = await withImages(images, app.uploads.dir, () =>
        createProduct(app.db, request.actor, body, images),
      );
      return ok(created, PRODUCT_MESSAGES.registered);
    },
  );

  app.get(
    '/v2/products/statistic-product/:id',
    {
      config: { permission: 'products-list' },
      schema: {
        tags,
        summary: 'Views, favourites, calls and chats of a product (the preview)',
        params: idParam,
        response: { 200: okEnvelope(productStatistics), ...errorResponses },
      },
    },
    async (request) => ok(await getProductStatistics(app.db, request.params.id)),
  );

  for (const path of ['/v2/products/:id', '/products/:id']) {
    app.get(
      path,
      {
        config: { permission: 'products-list' },
        schema: { tags, summary: 'One product row', params: idParam, response: { 200: productOk, ...errorResponses } },
      },
      async (request) => ok(await getProduct(app.db, request.params.id)),
    );
  }

  app.get(
    '/v2/products/:id/detail',
    {
      config: { permission: 'products-list' },
      schema: {
        tags,
        summary: 'A product as a buyer sees it: images, description, trim specs',
        params: idParam,
        response: { 200: okEnvelope(productDetail), ...errorResponses },
      },
    },
    async (request) => ok(await getProductDetail(app.db, request.params.id)),
  );

  app.put(
    '/v2/products/:id',
    {
      config: { permission: 'products-status' },
      schema: {
        tags,
        summary: 'Change the sales status (blocked needs blocked_reason); 409 if the transition is not allowed',
        params: idParam,
        body: productStatusBody,
        response: { 200: productOk, 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await changeProductStatus(app.db, request.actor, request.params.id, request.body.sales_status, {
          reason: request.body.blocked_reason,
        }),
        PRODUCT_MESSAGES.statusUpdated,
      ),
  );

  app.put(
    '/products/:id',
    {
      config: { permission: 'products-status' },
      schema: {
        tags,
        summary: 'Approve a product in review (it goes on sale)',
        params: idParam,
        response: { 200: productOk, 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) =>
      ok(await approveProduct(app.db, request.actor, request.params.id), PRODUCT_MESSAGES.statusUpdated),
  );

  app.put(
    '/products/:id/confirm-sales',
    {
      config: { permission: 'products-status' },
      schema: {
        tags,
        summary: 'Confirm the sale: on sale or in transaction → sold',
        params: idParam,
        response: { 200: productOk, 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => ok(await confirmSales(app.db, request.actor, request.params.id), PRODUCT_MESSAGES.statusUpdated),
  );

  app.delete(
    '/products/:id',
    {
      config: { permission: 'products-delete' },
      schema: {
        tags,
        summary: 'Delete (kept, restorable)',
        params: idParam,
        response: { 200: productOk, 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) =>
      ok(await deleteProduct(app.db, request.actor, request.params.id), PRODUCT_MESSAGES.statusUpdated),
  );

  app.put(
    '/products/:id/restore',
    {
      config: { permission: 'products-delete' },
      schema: {
        tags,
        summary: 'Restore a deleted product to the status it had',
        params: idParam,
        response: { 200: productOk, 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) =>
      ok(await restoreProduct(app.db, request.actor, request.params.id), PRODUCT_MESSAGES.statusUpdated),
  );

  app.put(
    '/v3/products/:id',
    {
      config: { permission: 'products-update' },
      schema: {
        tags,
        summary: 'Edit the listing (any subset of the fields)',
        params: idParam,
        body: productUpdateBody,
        response: { 200: productOk, 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateProduct(app.db, request.actor, request.params.id, request.body), PRODUCT_MESSAGES.updated),
  );

  app.post(
    '/v2/products/station/update/:id',
    {
      config: { permission: 'products-update' },
      schema: {
        tags,
        summary: 'A station edits its product (multipart: fields, new `images`, `remove_image_ids`)',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParam,
        response: { 200: productOk, 409: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => {
      await getProduct(app.db, request.params.id);
      const form = await readImageForm(request, { images: MAX_PRODUCT_IMAGES });
      const { remove_image_ids, ...body } = parseFields(
        productStationUpdateBody,
        form.fields,
        await checkImages(form.files),
      );
      const images = await storeImages(form.files.images, app.uploads.dir, IMAGE_FOLDER);
      const updated = await withImages(images, app.uploads.dir, () =>
        updateProduct(app.db, request.actor, request.params.id, body, {
          addImages: images,
          removeImageIds: remove_image_ids,
        }),
      );
      return ok(updated, PRODUCT_MESSAGES.stationUpdated);
    },
  );

  // The inspection checklist (`/checklist`); its result fills the list's Inspection columns.
  app.get(
    '/v2/checklist/items',
    {
      config: { permission: 'products-list' },
      schema: {
        tags,
        summary: 'The checklist items, in form order',
        response: { 200: okEnvelope(z.array(checklistItemTemplate)), ...errorResponses },
      },
    },
    async () => ok(CHECKLIST_ITEMS.map((i) => ({ ...i }))),
  );

  app.get(
    '/v2/checklists',
    {
      config: { permission: 'products-list' },
      schema: {
        tags,
        summary: 'Inspections, newest first',
        querystring: inspectionListQuery,
        response: { 200: listEnvelope(inspection), ...errorResponses },
      },
    },
    async (request) => list(await listInspections(app.db, request.query), request.query),
  );

  app.get(
    '/v2/products/:id/checklist',
    {
      config: { permission: 'products-list' },
      schema: {
        tags,
        summary: "The product's latest inspection, or null",
        params: idParam,
        response: { 200: okEnvelope(inspection.nullable()), ...errorResponses },
      },
    },
    async (request) => ok(await getInspection(app.db, request.params.id)),
  );

  app.put(
    '/v2/products/:id/checklist',
    {
      config: { permission: 'checklist-update' },
      schema: {
        tags,
        summary: 'Save an inspection (every item: ok, issue or na); the product shows its result and date',
        params: idParam,
        body: checklistBody,
        response: { 200: okEnvelope(inspection), ...errorResponses },
      },
    },
    async (request) =>
      ok(await saveChecklist(app.db, request.actor, request.params.id, request.body), PRODUCT_MESSAGES.updated),
  );
};
