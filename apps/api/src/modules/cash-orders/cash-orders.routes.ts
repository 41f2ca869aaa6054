import {
  CASH_ORDER_MESSAGES,
  cashOrder,
  cashOrderCreateBody,
  cashOrderListQuery,
  cashOrderNoteBody,
  cashOrderStatusBody,
  cashStore,
  cashStoreQuery,
  idParam,
  listEnvelope,
  okEnvelope,
  ref,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { conflictResponses } from '../wallets/responses.ts';
import {
  cashOrderRequesters,
  changeCashOrderStatus,
  createCashOrder,
  listCashOrders,
  searchCashStores,
  setCashOrderNote,
} from './cash-orders.repository.ts';

const tags = ['ads cash orders'];

/** Cash orders: deposits and deductions recorded by staff, decided by a second person. */
export const cashOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cash/cash-orders',
    {
      config: { permission: 'cash-orders-list' },
      schema: {
        tags,
        summary: 'Cash orders, newest first; status, type, store type, requester, place, days and search filters',
        querystring: cashOrderListQuery,
        response: { 200: listEnvelope(cashOrder), ...conflictResponses },
      },
    },
    async (request) => list(await listCashOrders(app.db, request.query), request.query),
  );

  app.get(
    '/cash/stores',
    {
      config: { permission: 'cash-orders-create' },
      schema: {
        tags,
        summary: "The create dialog's store search (is_station=2: stations), each with its wallet's balance",
        querystring: cashStoreQuery,
        response: { 200: okEnvelope(z.array(cashStore)), ...conflictResponses },
      },
    },
    async (request) => ok(await searchCashStores(app.db, request.query)),
  );

  app.get(
    '/cash/requesters',
    {
      config: { permission: 'cash-orders-list' },
      schema: {
        tags,
        summary: 'The people who requested cash orders (the requester filter)',
        response: { 200: okEnvelope(z.array(ref)), ...conflictResponses },
      },
    },
    async () => ok(await cashOrderRequesters(app.db)),
  );

  app.post(
    '/cash/create-order',
    {
      config: { permission: 'cash-orders-create' },
      schema: {
        tags,
        summary: 'A pending deposit or deduction (a deduction holds the amount on the wallet at once)',
        body: cashOrderCreateBody,
        response: { 200: okEnvelope(cashOrder), ...conflictResponses },
      },
    },
    async (request) =>
      ok(
        await createCashOrder(app.db, { ...request.actor, userId: request.user!.id }, request.body),
        CASH_ORDER_MESSAGES.created,
      ),
  );

  app.put(
    '/cash/update-note/:id',
    {
      config: { permission: 'cash-orders-create' },
      schema: {
        tags,
        summary: "A cash order's note, in any status, audited",
        params: idParam,
        body: cashOrderNoteBody,
        response: { 200: okEnvelope(cashOrder), ...conflictResponses },
      },
    },
    async (request) =>
      ok(
        await setCashOrderNote(app.db, request.actor, request.params.id, request.body),
        CASH_ORDER_MESSAGES.noteUpdated,
      ),
  );

  app.put(
    '/cash/change/:id/status',
    {
      config: { permission: 'cash-orders-status' },
      schema: {
        tags,
        summary: 'Approve (not by the requester), reject (reason) or cancel (the requester) a pending cash order',
        params: idParam,
        body: cashOrderStatusBody,
        response: { 200: okEnvelope(cashOrder), ...conflictResponses },
      },
    },
    async (request) =>
      ok(
        await changeCashOrderStatus(app.db, request.actor, request.params.id, request.body),
        CASH_ORDER_MESSAGES.statusUpdated,
      ),
  );
};
