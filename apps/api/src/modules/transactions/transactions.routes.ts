import {
  idParam,
  listEnvelope,
  okEnvelope,
  paymentBody,
  paymentParams,
  paymentVoidBody,
  receivedTimeBody,
  transaction,
  transactionDetail,
  transactionExportQuery,
  transactionListQuery,
  transactionMultiStatusBody,
  transactionStatusBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { sendExport } from '../../lib/export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { transactionExportStream } from './transaction-export.ts';
import {
  changeTransactionStatus,
  changeTransactionsStatus,
  getTransactionDetail,
  listTransactions,
  recordPayment,
  updateReceivedTime,
  voidPayment,
} from './transactions.repository.ts';

const tags = ['transactions'];
const withConflict = { ...errorResponses, 409: errorResponses[422] };

/**
 * Sales transactions. `/transactions/{id}/note` and `/transactions/{id}/status` are the ads
 * area's wallet transfers: no sub-route of those names is added here.
 */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/transactions', '/v2/transactions']) {
    app.get(
      path,
      {
        config: { permission: 'transaction-index' },
        schema: {
          tags,
          summary:
            'Transactions, 50 a page: type, status, loan status (non-existent: without a loan), partner, store, station, staff, Vietnam-day range, search without diacritics (code, names, phones, plate)',
          querystring: transactionListQuery,
          response: { 200: listEnvelope(transaction), ...errorResponses },
        },
      },
      async (request) => list(await listTransactions(app.db, request.query), request.query),
    );
  }

  app.get(
    '/v2/transactions/export',
    {
      config: { permission: 'transaction-index' },
      schema: {
        tags,
        summary:
          'Every filtered transaction as CSV or XLSX, newest first, streamed (no row limit); headers and words in `lang`',
        querystring: transactionExportQuery,
        response: errorResponses,
      },
    },
    async (request, reply) =>
      sendExport(reply, 'transactions', request.query.format, transactionExportStream(app.db, request.query)),
  );

  for (const path of ['/v2/transactions/:id', '/transactions/:id/detail']) {
    app.get(
      path,
      {
        config: { permission: 'transaction-index' },
        schema: {
          tags,
          summary: 'One transaction with its payments, loan, e-contract and paperwork in brief, and its timeline',
          params: idParam,
          response: { 200: okEnvelope(transactionDetail), ...errorResponses },
        },
      },
      async (request) => ok(await getTransactionDetail(app.db, request.params.id)),
    );
  }

  for (const path of ['/transactions/:id/change-status', '/v2/transactions/:id/change-status']) {
    app.put(
      path,
      {
        config: { permission: 'transaction-status' },
        schema: {
          tags,
          summary:
            'Move a transaction to a status (table and guards in docs/domain.md); 409 names the current status and the allowed ones; a reason to cancel',
          params: idParam,
          body: transactionStatusBody,
          response: { 200: okEnvelope(transaction), ...withConflict },
        },
      },
      async (request) =>
        ok(
          await changeTransactionStatus(app.db, request.actor, request.params.id, request.body),
          'Change status successful!',
        ),
    );
  }

  app.put(
    '/transactions/multi-change-status',
    {
      config: { permission: 'transaction-status' },
      schema: {
        tags,
        summary: 'Move up to 100 transactions to a status, all or none (422 names each one that cannot move)',
        body: transactionMultiStatusBody,
        response: { 200: okEnvelope(z.array(transaction)), ...withConflict },
      },
    },
    async (request) =>
      ok(await changeTransactionsStatus(app.db, request.actor, request.body), 'Change status successful!'),
  );

  app.put(
    '/v2/transactions/:id/update-received-time',
    {
      config: { permission: 'transaction-update' },
      schema: {
        tags,
        summary: 'Set when the buyer took the vehicle (confirmed, paid or delivered); a paid sale becomes delivered',
        params: idParam,
        body: receivedTimeBody,
        response: { 200: okEnvelope(transaction), ...withConflict },
      },
    },
    async (request) =>
      ok(await updateReceivedTime(app.db, request.actor, request.params.id, request.body), 'Update successfully'),
  );

  app.post(
    '/transactions/:id/payments',
    {
      config: { permission: 'transaction-update' },
      schema: {
        tags,
        summary:
          'Record money the seller received (cash sales, down payments); the last one of a confirmed cash sale makes it paid',
        params: idParam,
        body: paymentBody,
        response: { 200: okEnvelope(transactionDetail), ...withConflict },
      },
    },
    async (request) => ok(await recordPayment(app.db, request.actor, request.params.id, request.body), 'Successully'),
  );

  app.put(
    '/transactions/:id/payments/:paymentId/void',
    {
      config: { permission: 'transaction-update' },
      schema: {
        tags,
        summary: 'Void a payment recorded by mistake (before the transaction is paid), with a reason',
        params: paymentParams,
        body: paymentVoidBody,
        response: { 200: okEnvelope(transactionDetail), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await voidPayment(app.db, request.actor, request.params.id, request.params.paymentId, request.body.reason),
        'Successully',
      ),
  );
};
