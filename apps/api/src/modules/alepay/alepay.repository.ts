import { randomBytes } from 'node:crypto';
import {
  ALEPAY_TRANSITIONS,
  type AlepayCreateBody,
  type AlepayListQuery,
  type AlepayOrder,
  type AlepayStatus,
  alepayOrder,
} from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from '../../db/search.ts';
import { entityFields, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered } from '../../lib/list-filters.ts';
import { pageOf } from '../../lib/paging.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { insertCoded, rowReader } from '../../lib/rows.ts';
import { isoAfter, nowIso } from '../../lib/time.ts';
import type { Actor } from '../../plugins/audit.ts';
import { writeAudit } from '../../lib/audit-log.ts';
import { bonusFor, ensureWallet, postTransfer, storeOrderFilters } from '../wallets/public.ts';
import { GATEWAY_STATUS, GatewayError, type PaymentGateway, type TransactionInfo } from './gateway.ts';

/** An order not paid within this many hours expires (Alepay's paymentHours). */
export const PAYMENT_HOURS = 24;
/** The reconciliation job re-reads orders left pending or in review this long. */
export const STUCK_AFTER_MINUTES = 15;

const alepayOrders = rowReader(
  (db) =>
    db
      .selectFrom('alepay_orders as o')
      .innerJoin('stores as s', 's.id', 'o.store_id')
      .selectAll('o')
      .select(['s.name as store_name', 's.type as store_type', userName('o.created_by').as('created_by_name')]),
  (row): AlepayOrder => ({
    ...entityFields(alepayOrder, row),
    store: { id: row.store_id, name: row.store_name },
    amount: Number(row.amount),
    bonus_amount: Number(row.bonus_amount),
    created_by: refOf(row.created_by, row.created_by_name),
  }),
  { key: 'o.id', missing: 'Alepay order not found' },
);

export async function listAlepayOrders(db: Kysely<DB>, query: AlepayListQuery): Promise<Page<AlepayOrder>> {
  const orders = db.selectFrom('alepay_orders as o').innerJoin('stores as s', 's.id', 'o.store_id');
  const base = filtered(orders, query, storeOrderFilters<AlepayListQuery>());
  return pageOf(base, alepayOrders.within(db, base).orderBy('o.id', query.order_by), query, alepayOrders.toItem);
}

export const getAlepayOrder = alepayOrders.one;

/** A top-up for a store through the gateway: the order, then the gateway's checkout. */
export async function createAlepayOrder(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  actor: Actor,
  body: AlepayCreateBody,
  returnUrl: string,
): Promise<AlepayOrder> {
  const store = await db
    .selectFrom('stores')
    .select(['id', 'name', 'phone', 'email', 'status'])
    .where('id', '=', body.store_id)
    .executeTakeFirst();
  if (!store) throw invalidField('store_id', 'Store not found');
  if (store.status !== 'active') throw invalidField('store_id', 'The store is suspended');
  const now = nowIso();
  const order = await db.transaction().execute(async (trx) => {
    const walletId = await ensureWallet(trx, store.id);
    const bonus = await bonusFor(trx, body.amount);
    const { id, order_code: orderCode } = await insertCoded(
      trx,
      'alepay_orders',
      (temp) => ({
        order_code: temp,
        store_id: store.id,
        wallet_id: walletId,
        amount: body.amount,
        bonus_amount: bonus,
        status: 'pending' as const,
        expires_at: isoAfter(PAYMENT_HOURS * 3600),
        created_by: actor.userId,
        search_text: '',
        created_at: now,
        updated_at: now,
      }),
      (id) => {
        const code = `AP${id}${randomBytes(3).toString('hex').toUpperCase()}`;
        return { order_code: code, search_text: searchText(code, store.name, store.phone) };
      },
    );
    await writeAudit(trx, actor, {
      action: 'create',
      entity: 'alepay_order',
      entityId: id,
      after: { ...body, orderCode },
    });
    return { id, orderCode };
  });
  const created = await gateway
    .requestPayment({
      orderCode: order.orderCode,
      amount: body.amount,
      currency: 'VND',
      orderDescription: `Nạp tiền ví quảng cáo ${store.name}`,
      returnUrl,
      cancelUrl: returnUrl,
      buyerName: store.name,
      buyerPhone: store.phone ?? '',
      buyerEmail: store.email ?? '',
      paymentHours: PAYMENT_HOURS,
    })
    // The gateway could not be reached or answered badly: the order is failed, with the reason.
    .catch((error: unknown) => {
      if (!(error instanceof GatewayError)) throw error;
      return { code: 'UNREACHABLE', message: error.message, checkoutUrl: null, transactionCode: null };
    });
  await db
    .updateTable('alepay_orders')
    .set({
      transaction_code: created.transactionCode,
      checkout_url: created.checkoutUrl,
      error_code: created.code === '000' ? null : created.code,
      error_message: created.code === '000' ? null : created.message,
      status: created.code === '000' ? 'pending' : 'failed',
      last_response: JSON.stringify(created),
      updated_at: nowIso(),
    })
    .where('id', '=', order.id)
    .execute();
  return getAlepayOrder(db, order.id);
}

/** The status an order takes from the gateway's answer (null: no change yet). */
function outcomeOf(info: TransactionInfo, cancelled: boolean): AlepayStatus | null {
  switch (info.status) {
    case GATEWAY_STATUS.paid:
      return 'success';
    case GATEWAY_STATUS.review:
    case GATEWAY_STATUS.instalment:
      return 'review';
    case GATEWAY_STATUS.unpaid:
      return cancelled ? 'cancelled' : null;
    case GATEWAY_STATUS.cancelled:
      return 'cancelled';
    default:
      return 'failed';
  }
}

/**
 * Re-reads the order's transaction from the gateway and applies what the gateway says — never
 * what a return URL or callback claims. Success needs the gateway's amount and order code to
 * match; it credits the wallet once (transfer key `alepay:{transactionCode}`), however many times
 * the result arrives. `expire`: the reconciliation job's call, which expires an unpaid order past
 * its time.
 */
export async function checkWithGateway(
  db: Kysely<DB>,
  gateway: PaymentGateway,
  id: number,
  options: { cancelled?: boolean; expire?: boolean; actor?: Actor } = {},
): Promise<AlepayOrder> {
  const order = await db.selectFrom('alepay_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) throw notFound('Alepay order not found');
  let problem: string | null = null;
  // A gateway that cannot be reached, or whose answer does not verify, changes nothing: the reason is kept.
  const info = order.transaction_code
    ? await gateway.getTransactionInfo(order.transaction_code).catch((error: unknown) => {
        if (!(error instanceof GatewayError)) throw error;
        problem = error.message;
        return null;
      })
    : null;
  const now = nowIso();
  let target: AlepayStatus | null = null;
  if (info && info.code === '000') {
    target = outcomeOf(info, options.cancelled === true);
    if (target === 'success' && (info.orderCode !== order.order_code || info.amount !== Number(order.amount))) {
      target = null;
      problem = 'The gateway answer does not match the order (amount or order code)';
    }
  }
  if (target === null && options.expire && order.expires_at <= now && ['pending', 'review'].includes(order.status)) {
    target = 'expired';
  }
  await db.transaction().execute(async (trx) => {
    const stamp = {
      checked_at: now,
      last_response: info ? JSON.stringify(info) : order.last_response,
      error_message: problem ?? order.error_message,
      updated_at: now,
    };
    if (target === null || target === order.status || !ALEPAY_TRANSITIONS[order.status].includes(target)) {
      await trx.updateTable('alepay_orders').set(stamp).where('id', '=', id).execute();
      return;
    }
    const moved = await trx
      .updateTable('alepay_orders')
      .set({
        ...stamp,
        status: target,
        error_code: info?.status ?? order.error_code,
        paid_at: target === 'success' ? now : order.paid_at,
      })
      .where('id', '=', id)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    const links: { transfer_id?: number; bonus_transfer_id?: number } = {};
    if (target === 'success') {
      const key = `alepay:${order.transaction_code}`;
      links.transfer_id = (
        await postTransfer(trx, {
          kind: 'topup_alepay',
          walletId: order.wallet_id,
          amount: Number(order.amount),
          key,
          refType: 'alepay_order',
          refId: id,
          note: order.order_code,
          at: now,
        })
      ).transfer.id;
      if (Number(order.bonus_amount) > 0) {
        links.bonus_transfer_id = (
          await postTransfer(trx, {
            kind: 'bonus',
            walletId: order.wallet_id,
            amount: Number(order.bonus_amount),
            key: `${key}:bonus`,
            refType: 'alepay_order',
            refId: id,
            note: `${order.order_code} bonus`,
            at: now,
          })
        ).transfer.id;
      }
      await trx.updateTable('alepay_orders').set(links).where('id', '=', id).execute();
    }
    await writeAudit(trx, options.actor ?? { userId: null, username: 'system', ip: null }, {
      action: 'status',
      entity: 'alepay_order',
      entityId: id,
      before: { status: order.status },
      after: { status: target, gateway_status: info?.status ?? null, ...links },
    });
  });
  return getAlepayOrder(db, id);
}

/** The order a signed return or callback names, by order code. */
export async function orderIdByCode(db: Kysely<DB>, orderCode: string): Promise<number | null> {
  const row = await db.selectFrom('alepay_orders').select('id').where('order_code', '=', orderCode).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The reconciliation job: re-reads every order pending or in review for more than 15 minutes
 * (expiring the unpaid ones past their time), and expired orders of the last 7 days (a late
 * payment is real money: it is credited).
 */
export async function reconcileAlepay(db: Kysely<DB>, gateway: PaymentGateway, now = Date.now()) {
  const stuck = await db
    .selectFrom('alepay_orders')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['pending', 'review']),
          eb('created_at', '<=', new Date(now - STUCK_AFTER_MINUTES * 60_000).toISOString()),
        ]),
        eb.and([eb('status', '=', 'expired'), eb('expires_at', '>=', new Date(now - 7 * 86_400_000).toISOString())]),
      ]),
    )
    .orderBy('id')
    .limit(500)
    .execute();
  const moved: Record<string, number> = {};
  for (const { id } of stuck) {
    const before = await db.selectFrom('alepay_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    const after = await checkWithGateway(db, gateway, id, { expire: true });
    if (after.status !== before.status) moved[after.status] = (moved[after.status] ?? 0) + 1;
  }
  return { checked: stuck.length, moved };
}
