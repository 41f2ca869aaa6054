import {
  PAPERWORK_MESSAGE,
  idParam,
  paperwork,
  paperworkConfirmBody,
  paperworkDocumentFields,
  paperworkPair,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { checkImages, parseFields, readImageForm } from '../../lib/image-form.ts';
import { sniffImage } from '../../lib/images.ts';
import { invalid } from '../../lib/http-error.ts';
import {
  addPaperworkDocument,
  confirmPaperwork,
  getPaperwork,
  paperworksOfLoan,
  paperworksOfTransaction,
} from './paperworks.repository.ts';

/** Paperwork of buyer and seller, under both spellings the spec gives (paperworks, paper-works). */
export const paperworksRoutes = areaRoutes(['paperwork'], async (app) => {
  const link = (file: string) => app.privateFiles.link(file);

  for (const spelling of ['paperworks', 'paper-works']) {
    app.get(
      `/transactions/${spelling}/get-by-transaction/:id`,
      route.get('transaction-index', {
        summary: "The transaction's two bundles, paperwork_buyer and paperwork_seller, documents as signed links",
        entity: paperworkPair,
      }),
      async (request) => ok(await paperworksOfTransaction(app.db, request.params.id, link)),
    );
    app.get(
      `/transactions/${spelling}/get-by-loan/:id`,
      route.get('transaction-index', { summary: "The bundles of the loan's transaction", entity: paperworkPair }),
      async (request) => ok(await paperworksOfLoan(app.db, request.params.id, link)),
    );
  }

  app.get(
    '/paperworks/:id',
    route.get('cash-loans-index', { summary: 'One bundle', entity: paperwork }),
    async (request) => ok(await getPaperwork(app.db, request.params.id, link)),
  );

  for (const path of [
    '/transactions/paperworks/:id/confirm',
    '/transactions/paper-works/:id/confirm',
    '/paperworks/:id/confirm',
  ]) {
    app.post(
      path,
      route('paperworks-status', {
        summary:
          "Approve (every required document present) or reject (with a reason) a waiting bundle; answers the bundle and 'Successully'",
        params: idParam,
        body: paperworkConfirmBody,
        entity: paperwork,
        conflict: true,
      }),
      async (request) =>
        ok(await confirmPaperwork(app.db, request.actor, request.params.id, request.body, link), PAPERWORK_MESSAGE),
    );
  }

  // The spec's client also sends the decision as a GET (approve and reason in the query): the same
  // permission, checks and audit as the POST; no HEAD twin, never kept by a cache (docs/decisions.md).
  app.get(
    '/paperworks/:id/confirm',
    {
      ...route('paperworks-status', {
        summary:
          "The spec client's GET form of the confirm above (approve, reason in the query): the same effect and checks",
        params: idParam,
        query: paperworkConfirmBody,
        entity: paperwork,
        conflict: true,
      }),
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await confirmPaperwork(app.db, request.actor, request.params.id, request.query, link),
        PAPERWORK_MESSAGE,
      );
    },
  );

  app.post(
    '/transactions/paperworks/:id/documents',
    route('paperworks-status', {
      summary:
        'Add a document (multipart: type, file): a rejected bundle waits again with its version + 1; kept outside the public uploads',
      params: idParam,
      entity: paperwork,
      conflict: true,
    }),
    async (request) => {
      const form = await readImageForm(request, { file: 1 });
      const bytes = form.files.file?.[0];
      const fields = parseFields(paperworkDocumentFields, form.fields, bytes ? {} : { file: ['Choose an image file'] });
      const errors = await checkImages({ file: [bytes!] });
      if (Object.keys(errors).length) throw invalid(errors);
      const format = (await sniffImage(bytes!))!;
      const file = await app.privateFiles.save('paperwork', bytes!, format);
      return ok(
        await addPaperworkDocument(app.db, request.actor, request.params.id, fields.type, file, link),
        PAPERWORK_MESSAGE,
      );
    },
  );
});
