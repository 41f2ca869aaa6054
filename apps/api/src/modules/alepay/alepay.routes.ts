import {
  ALEPAY_MESSAGES,
  RESULT_CODE,
  alepayCreateBody,
  alepayListQuery,
  alepayOrder,
  alepayReturnQuery,
  alepaySandboxParam,
  alepaySandboxPayBody,
  idParam,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { z } from 'zod/mini';
import { list, ok } from '../../lib/envelope.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import {
  checkWithGateway,
  createAlepayOrder,
  getAlepayOrder,
  listAlepayOrders,
  orderIdByCode,
} from './alepay.repository.ts';
import { AlepaySandbox, GATEWAY_NOT_CONFIGURED, type PaymentGateway } from './gateway.ts';

const RETURN_PATH = '/api/alepays/return';
const badSignature = () => new HttpError(400, RESULT_CODE.FAIL, 'Bad signature');
/** No gateway in this environment (production without Alepay credentials): nothing can be paid online. */
const notConfigured = () => new HttpError(503, RESULT_CODE.FAIL, GATEWAY_NOT_CONFIGURED);

/**
 * Alepay top-ups. The return URL and the callback are signed by the gateway and still never
 * trusted alone: each re-reads the transaction from the gateway before anything changes.
 */
export const alepayRoutes = areaRoutes(['ads alepay'], async (app) => {
  const configured = app.paymentGateway;
  const gatewayOrRefuse = (): PaymentGateway => {
    if (!configured) throw notConfigured();
    return configured;
  };

  app.get(
    '/alepays',
    route.list('cash-orders-list', {
      summary: 'Alepay orders, newest first; status, store type, store, days and search filters',
      query: alepayListQuery,
      item: alepayOrder,
      conflict: true,
    }),
    async (request) => list(await listAlepayOrders(app.db, request.query), request.query),
  );

  app.get(
    '/alepays/:id',
    route.get('cash-orders-list', { summary: 'One Alepay order', entity: alepayOrder, conflict: true }),
    async (request) => ok(await getAlepayOrder(app.db, request.params.id)),
  );

  app.post(
    '/alepays',
    route.create('cash-orders-create', {
      summary: "A top-up for a store through the gateway's checkout (503 when no gateway is configured)",
      body: alepayCreateBody,
      entity: alepayOrder,
      conflict: true,
    }),
    async (request) => {
      const gateway = gatewayOrRefuse();
      // The live gateway sends the payer's browser back to this server, by its public address.
      const returnUrl = gateway.mode === 'live' ? `${request.protocol}://${request.host}${RETURN_PATH}` : RETURN_PATH;
      return ok(
        await createAlepayOrder(app.db, gateway, request.actor, request.body, returnUrl),
        ALEPAY_MESSAGES.created,
      );
    },
  );

  app.post(
    '/alepays/:id/recheck',
    route('cash-orders-status', {
      summary: 'Re-check an order with the gateway (no manual "mark paid")',
      params: idParam,
      entity: alepayOrder,
      conflict: true,
    }),
    async (request) =>
      ok(
        await checkWithGateway(app.db, gatewayOrRefuse(), request.params.id, { expire: true, actor: request.actor }),
        ALEPAY_MESSAGES.rechecked,
      ),
  );

  app.get(
    '/alepays/return',
    {
      config: { permission: 'public' },
      schema: {
        summary: "The payer's browser back from the gateway: signature checked, then the gateway re-read",
        querystring: alepayReturnQuery,
      },
    },
    async (request, reply) => {
      const gateway = gatewayOrRefuse();
      if (!gateway.verify(request.query)) throw badSignature();
      const id = await orderIdByCode(app.db, request.query.orderCode);
      if (id === null) throw notFound('Alepay order not found');
      const order = await checkWithGateway(app.db, gateway, id, { cancelled: request.query.cancel === 'true' });
      return reply.redirect(`/promo-alepay?order=${order.id}&status=${order.status}`);
    },
  );

  app.post(
    '/alepays/webhook',
    route.create('public', {
      summary: "The gateway's callback: signature checked, then the gateway re-read; answers the order's status",
      body: alepayReturnQuery,
      entity: z.object({ order_code: z.string(), status: z.string() }),
      conflict: true,
    }),
    async (request) => {
      const gateway = gatewayOrRefuse();
      if (!gateway.verify(request.body)) throw badSignature();
      const id = await orderIdByCode(app.db, request.body.orderCode);
      if (id === null) throw notFound('Alepay order not found');
      const order = await checkWithGateway(app.db, gateway, id, { cancelled: request.body.cancel === 'true' });
      return ok({ order_code: order.order_code, status: order.status });
    },
  );

  // The sandbox's checkout page pays without money: it exists only where the sandbox is the
  // gateway, which config.ts refuses in production.
  if (configured instanceof AlepaySandbox) {
    const sandbox = configured;
    app.get(
      '/alepay-sandbox/pay/:code',
      {
        config: { permission: 'public' },
        schema: {
          summary: "The gateway sandbox's checkout page; `result` pays, fails, cancels or sends the payment to review",
          params: alepaySandboxParam,
          querystring: z.partial(alepaySandboxPayBody),
        },
      },
      async (request, reply) => {
        const { code } = request.params;
        if (request.query.result) {
          const next = await sandbox.pay(code, request.query.result);
          if (!next) throw notFound('Unknown transaction');
          return reply.redirect(next);
        }
        const info = await sandbox.getTransactionInfo(code);
        if (!info) throw notFound('Unknown transaction');
        const link = (result: string, text: string) =>
          `<a data-testid="sandbox-${result}" href="/api/alepay-sandbox/pay/${code}?result=${result}">${text}</a>`;
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Alepay sandbox</title></head><body>` +
              `<main><h1>Alepay sandbox</h1><p>Đơn ${info.orderCode}: ${info.amount.toLocaleString('vi-VN')} ${info.currency}</p>` +
              `<nav>${link('success', 'Thanh toán thành công')} · ${link('fail', 'Thất bại')} · ${link('cancel', 'Huỷ')} · ${link('review', 'Chờ duyệt')}</nav></main></body></html>`,
          );
      },
    );
  }
});
