import {
  PRODUCT_MESSAGES,
  type ProductBulkStatusBody,
  product,
  productCreateBody,
  productDetail,
  productExportQuery,
  productListEnvelope,
  productListQuery,
  productStationUpdateBody,
  productBulkDeleteBody,
  productBulkStatusBody,
  productStatistics,
  productStatusBody,
  productUpdateBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { areaRoutes, formConsumes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { checkImages, parseFields, readImageForm, storeImages, withImages } from '../../lib/image-form.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { doNotKeep } from '../../plugins/kept-answers.ts';
import { productExportStream } from './product-export.ts';
import { exportEndpoint } from '../../lib/export.ts';
import { bulkRoute } from '../../lib/bulk.ts';
import {
  approveProduct,
  changeProductStatus,
  confirmSales,
  createProduct,
  deleteProduct,
  getProduct,
  getProductDetail,
  getProductStatistics,
  PRODUCT_LIST_READS,
  listProducts,
  productIdsMatching,
  restoreProduct,
  runProductAction,
  updateProduct,
} from './products.repository.ts';

/** Pictures a product may carry. */
export const MAX_PRODUCT_IMAGES = 10;
const IMAGE_FOLDER = 'products';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const productsRoutes = areaRoutes(['products'], async (app) => {
  for (const path of ['/v2/products', '/products']) {
    app.get(
      path,
      {
        config: { permission: 'products-list', readFrom: PRODUCT_LIST_READS },
        schema: {
          summary: 'Products, 50 a page: filters, sort, `page` or `cursor` (keyset); `total_is_estimate` means "about"',
          querystring: productListQuery,
          response: { 200: productListEnvelope(product), ...errorResponses },
        },
      },
      async (request) => {
        const page = await listProducts(app.db, request.query);
        if (page.total_is_estimate) doNotKeep(request);
        return {
          ...list(page, request.query),
          total_is_estimate: page.total_is_estimate,
          next_cursor: page.next_cursor,
        };
      },
    );
  }

  exportEndpoint(app, '/v2/products/export', 'products-list', {
    summary: 'The whole filtered list as CSV or XLSX, streamed (no row limit), headers and words in `lang`',
    query: productExportQuery,
    file: 'products',
    stream: productExportStream,
  });

  app.post(
    '/v2/products',
    route.create('products-store', {
      summary: `Register a product (multipart: the fields and up to ${MAX_PRODUCT_IMAGES} \`images\`). Failures: result_code 203 (e.g. the number plate is already listed), 11205 (the seller may not post)`,
      consumes: formConsumes,
      entity: product,
      conflict: true,
    }),
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
    route.get('products-list', {
      summary: 'Views, favourites, calls and chats of a product (the preview)',
      entity: productStatistics,
    }),
    async (request) => ok(await getProductStatistics(app.db, request.params.id)),
  );

  for (const path of ['/v2/products/:id', '/products/:id']) {
    app.get(path, route.get('products-list', { summary: 'One product row', entity: product }), async (request) =>
      ok(await getProduct(app.db, request.params.id)),
    );
  }

  app.get(
    '/v2/products/:id/detail',
    route.get('products-list', {
      summary: 'A product as a buyer sees it: images, description, trim specs',
      entity: productDetail,
    }),
    async (request) => ok(await getProductDetail(app.db, request.params.id)),
  );

  app.put(
    '/v2/products/:id',
    route.update('products-status', {
      summary: 'Change the sales status (blocked needs blocked_reason); 409 if the transition is not allowed',
      body: productStatusBody,
      entity: product,
      conflict: true,
    }),
    async (request) =>
      ok(
        await changeProductStatus(app.db, request.actor, request.params.id, request.body.sales_status, {
          reason: request.body.blocked_reason,
        }),
        PRODUCT_MESSAGES.statusUpdated,
      ),
  );

  productChangeRoutes(app);
  productBulkRoutes(app);

  app.post(
    '/v2/products/station/update/:id',
    route.update('products-update', {
      summary: 'A station edits its product (multipart: fields, new `images`, `remove_image_ids`)',
      consumes: formConsumes,
      entity: product,
      conflict: true,
    }),
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
});

/** The changes of a product's state: approve, sold, delete and restore, and its listing's edit. */
function productChangeRoutes(app: ZodApp): void {
  app.put(
    '/products/:id',
    route.update('products-status', {
      summary: 'Approve a product in review (it goes on sale)',
      entity: product,
      conflict: true,
    }),
    async (request) =>
      ok(await approveProduct(app.db, request.actor, request.params.id), PRODUCT_MESSAGES.statusUpdated),
  );

  app.put(
    '/products/:id/confirm-sales',
    route.update('products-status', {
      summary: 'Confirm the sale: on sale or in transaction → sold',
      entity: product,
      conflict: true,
    }),
    async (request) => ok(await confirmSales(app.db, request.actor, request.params.id), PRODUCT_MESSAGES.statusUpdated),
  );

  app.delete(
    '/products/:id',
    route.delete('products-delete', { summary: 'Delete (kept, restorable)', entity: product, inUse: true }),
    async (request) =>
      ok(await deleteProduct(app.db, request.actor, request.params.id), PRODUCT_MESSAGES.statusUpdated),
  );

  app.put(
    '/products/:id/restore',
    route.update('products-delete', {
      summary: 'Restore a deleted product to the status it had',
      entity: product,
      conflict: true,
    }),
    async (request) =>
      ok(await restoreProduct(app.db, request.actor, request.params.id), PRODUCT_MESSAGES.statusUpdated),
  );

  app.put(
    '/v3/products/:id',
    route.update('products-update', {
      summary: 'Edit the listing (any subset of the fields)',
      body: productUpdateBody,
      entity: product,
      conflict: true,
    }),
    async (request) =>
      ok(await updateProduct(app.db, request.actor, request.params.id, request.body), PRODUCT_MESSAGES.updated),
  );
}

/** The row menu's actions on many products at once, each product as its single call changes it. */
function productBulkRoutes(app: ZodApp): void {
  const rows = { kind: 'product', matching: productIdsMatching };
  bulkRoute(app, '/v2/products/bulk/status', 'products-status', {
    ...rows,
    summary: 'Approve, block (with a reason), lock, stop, hold, sell again, send back to review or confirm as sold',
    body: productBulkStatusBody,
    run: (db, actor, id, body: { action: ProductBulkStatusBody['action']; blocked_reason?: string }) =>
      runProductAction(db, actor, id, body.action, body.blocked_reason),
  });
  bulkRoute(app, '/v2/products/bulk/delete', 'products-delete', {
    ...rows,
    summary: 'Delete (kept, restorable) or restore products',
    body: productBulkDeleteBody,
    run: (db, actor, id, body: { action: 'delete' | 'restore' }) => runProductAction(db, actor, id, body.action),
  });
}
