import {
  idParam,
  paymentBody,
  paymentParams,
  paymentVoidBody,
  receivedTimeBody,
  transaction,
  transactionDetail,
  transactionExportQuery,
  transactionListQuery,
  transactionBulkStatusBody,
  type TransactionBulkStatusBody,
  codeOf,
  transactionStatusBody,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { exportEndpoint } from '../../lib/export.ts';
import { bulkRoute } from '../../lib/bulk.ts';
import { transactionExportStream } from './transaction-export.ts';
import {
  changeTransactionStatus,
  getTransactionDetail,
  TRANSACTION_LIST_READS,
  listTransactions,
  transactionIdsMatching,
  recordPayment,
  updateReceivedTime,
  voidPayment,
} from './transactions.repository.ts';

/**
 * Sales transactions. `/transactions/{id}/note` and `/transactions/{id}/status` are the ads
 * area's wallet transfers: no sub-route of those names is added here.
 */
export const transactionsRoutes = areaRoutes(['transactions'], async (app) => {
  for (const path of ['/transactions', '/v2/transactions']) {
    app.get(
      path,
      route.list('transaction-index', {
        summary:
          'Transactions, 50 a page: type, status, loan status (non-existent: without a loan), partner, store, station, staff, Vietnam-day range, search without diacritics (code, names, phones, plate)',
        query: transactionListQuery,
        item: transaction,
        readFrom: TRANSACTION_LIST_READS,
      }),
      async (request) => list(await listTransactions(app.db, request.query), request.query),
    );
  }

  exportEndpoint(app, '/v2/transactions/export', 'transaction-index', {
    summary:
      'Every filtered transaction as CSV or XLSX, newest first, streamed (no row limit); headers and words in `lang`',
    query: transactionExportQuery,
    file: 'transactions',
    stream: transactionExportStream,
  });

  for (const path of ['/v2/transactions/:id', '/transactions/:id/detail']) {
    app.get(
      path,
      route.get('transaction-index', {
        summary: 'One transaction with its payments, loan, e-contract and paperwork in brief, and its timeline',
        entity: transactionDetail,
      }),
      async (request) => ok(await getTransactionDetail(app.db, request.params.id)),
    );
  }

  for (const path of ['/transactions/:id/change-status', '/v2/transactions/:id/change-status']) {
    app.put(
      path,
      route.status('transaction-status', {
        summary:
          'Move a transaction to a status (table and guards in docs/domain.md); 409 names the current status and the allowed ones; a reason to cancel',
        body: transactionStatusBody,
        entity: transaction,
        conflict: true,
      }),
      async (request) =>
        ok(
          await changeTransactionStatus(app.db, request.actor, request.params.id, request.body),
          'Change status successful!',
        ),
    );
  }

  bulkRoute(app, '/transactions/bulk/status', 'transaction-status', {
    summary: 'Move transactions to a status, each as its own change would (table and guards in docs/domain.md)',
    body: transactionBulkStatusBody,
    kind: 'transaction',
    code: (id) => codeOf('TX', id),
    matching: transactionIdsMatching,
    run: (db, actor, id, body: Pick<TransactionBulkStatusBody, 'status' | 'reason'>) =>
      changeTransactionStatus(db, actor, id, { status: body.status, reason: body.reason }),
  });

  app.put(
    '/v2/transactions/:id/update-received-time',
    route.update('transaction-update', {
      summary: 'Set when the buyer took the vehicle (confirmed, paid or delivered); a paid sale becomes delivered',
      body: receivedTimeBody,
      entity: transaction,
      conflict: true,
    }),
    async (request) =>
      ok(await updateReceivedTime(app.db, request.actor, request.params.id, request.body), 'Update successfully'),
  );

  app.post(
    '/transactions/:id/payments',
    route('transaction-update', {
      summary:
        'Record money the seller received (cash sales, down payments); the last one of a confirmed cash sale makes it paid',
      params: idParam,
      body: paymentBody,
      entity: transactionDetail,
      conflict: true,
    }),
    async (request) => ok(await recordPayment(app.db, request.actor, request.params.id, request.body), 'Successully'),
  );

  app.put(
    '/transactions/:id/payments/:paymentId/void',
    route('transaction-update', {
      summary: 'Void a payment recorded by mistake (before the transaction is paid), with a reason',
      params: paymentParams,
      body: paymentVoidBody,
      entity: transactionDetail,
      conflict: true,
    }),
    async (request) =>
      ok(
        await voidPayment(app.db, request.actor, request.params.id, request.params.paymentId, request.body.reason),
        'Successully',
      ),
  );
});
