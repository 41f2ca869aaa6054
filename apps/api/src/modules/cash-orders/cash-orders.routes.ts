import {
  CASH_ORDER_MESSAGES,
  cashOrder,
  cashOrderCreateBody,
  cashOrderListQuery,
  cashOrderNoteBody,
  cashOrderStatusBody,
  cashStore,
  cashStoreQuery,
  ref,
  WALLET_MESSAGES,
  walletTransfer,
  walletTransferStatusBody,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { z } from 'zod/mini';
import { list, ok } from '../../lib/envelope.ts';
import { setWalletTransferStatus } from '../wallets/public.ts';
import {
  cashOrderRequesters,
  changeCashOrderStatus,
  createCashOrder,
  decideCashOrder,
  listCashOrders,
  searchCashStores,
  setCashOrderNote,
} from './cash-orders.repository.ts';

/**
 * Cash orders: deposits and deductions recorded by staff, decided by a second person; and the status of
 * a pending wallet transfer, which decides the cash order that holds it.
 */
export const cashOrdersRoutes = areaRoutes(['ads cash orders'], async (app) => {
  app.get(
    '/cash/cash-orders',
    route.list('cash-orders-list', {
      summary: 'Cash orders, newest first; status, type, store type, requester, place, days and search filters',
      query: cashOrderListQuery,
      item: cashOrder,
      conflict: true,
    }),
    async (request) => list(await listCashOrders(app.db, request.query), request.query),
  );

  app.get(
    '/cash/stores',
    route('cash-orders-create', {
      summary: "The create dialog's store search (is_station=2: stations), each with its wallet's balance",
      query: cashStoreQuery,
      entity: z.array(cashStore),
      conflict: true,
    }),
    async (request) => ok(await searchCashStores(app.db, request.query)),
  );

  app.get(
    '/cash/requesters',
    route('cash-orders-list', {
      summary: 'The people who requested cash orders (the requester filter)',
      entity: z.array(ref),
      conflict: true,
    }),
    async () => ok(await cashOrderRequesters(app.db)),
  );

  app.post(
    '/cash/create-order',
    route.create('cash-orders-create', {
      summary: 'A pending deposit or deduction (a deduction holds the amount on the wallet at once)',
      body: cashOrderCreateBody,
      entity: cashOrder,
      conflict: true,
    }),
    async (request) =>
      ok(
        await createCashOrder(app.db, { ...request.actor, userId: request.user!.id }, request.body),
        CASH_ORDER_MESSAGES.created,
      ),
  );

  app.put(
    '/cash/update-note/:id',
    route.update('cash-orders-create', {
      summary: "A cash order's note, in any status, audited",
      body: cashOrderNoteBody,
      entity: cashOrder,
      conflict: true,
    }),
    async (request) =>
      ok(
        await setCashOrderNote(app.db, request.actor, request.params.id, request.body),
        CASH_ORDER_MESSAGES.noteUpdated,
      ),
  );

  app.put(
    '/cash/change/:id/status',
    route.status('cash-orders-status', {
      summary: 'Approve (not by the requester), reject (reason) or cancel (the requester) a pending cash order',
      body: cashOrderStatusBody,
      entity: cashOrder,
      conflict: true,
    }),
    async (request) =>
      ok(
        await changeCashOrderStatus(app.db, request.actor, request.params.id, request.body),
        CASH_ORDER_MESSAGES.statusUpdated,
      ),
  );

  app.put(
    '/transactions/:id/status',
    route.status('cash-orders-status', {
      tags: ['ads wallets'],
      summary:
        "walletTransferStatus: post or void a pending wallet transfer, once (a cash order's hold decides the order)",
      body: walletTransferStatusBody,
      entity: walletTransfer,
      conflict: true,
    }),
    async (request) =>
      ok(
        await setWalletTransferStatus(app.db, request.actor, request.params.id, request.body, decideCashOrder),
        WALLET_MESSAGES.statusUpdated,
      ),
  );
});
