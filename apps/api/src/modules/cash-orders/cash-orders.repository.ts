import {
  type CashOrder,
  type CashOrderCreateBody,
  type CashOrderListQuery,
  type CashOrderNoteBody,
  type CashOrderStatusBody,
  type CashStore,
  type CashStoreQuery,
  cashOrder,
  cashOrderCode,
} from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { containsFolded, searchText } from '../../db/search.ts';
import { entityFields, nameOf, userName } from '../../lib/columns.ts';
import { createdAudited, updateAudited } from '../../lib/audited.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered } from '../../lib/list-filters.ts';
import { pageOf } from '../../lib/paging.ts';
import { conflict, forbidden, invalidField, notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../plugins/audit.ts';
import { statusChange, writeAudit } from '../../lib/audit-log.ts';
import { rowReader } from '../../lib/rows.ts';
import { bonusFor, ensureWallet, postTransfer, resolveTransfer, storeOrderFilters } from '../wallets/public.ts';

const cashOrders = rowReader(
  (db) =>
    db
      .selectFrom('cash_orders as o')
      .innerJoin('stores as s', 's.id', 'o.store_id')
      .selectAll('o')
      .select([
        's.name as store_name',
        's.type as store_type',
        nameOf('stores', 'o.station_id').as('station_name'),
        userName('o.requester_id').as('requester_name'),
        userName('o.approver_id').as('approver_name'),
      ]),
  (row): CashOrder => ({
    ...entityFields(cashOrder, row),
    code: cashOrderCode(row.id),
    store: { id: row.store_id, name: row.store_name },
    amount: Number(row.amount),
    bonus_amount: Number(row.bonus_amount),
    station: row.station_id !== null && row.station_name ? { id: row.station_id, name: row.station_name } : null,
    requester: { id: row.requester_id, name: row.requester_name ?? '' },
    approver: row.approver_id !== null ? { id: row.approver_id, name: row.approver_name ?? '' } : null,
  }),
  { key: 'o.id', missing: 'Cash order not found' },
);

export async function listCashOrders(db: Kysely<DB>, query: CashOrderListQuery): Promise<Page<CashOrder>> {
  const orders = db.selectFrom('cash_orders as o').innerJoin('stores as s', 's.id', 'o.store_id');
  const extra = { type: 'o.type', requester_id: 'o.requester_id', place: 'o.place' };
  const base = filtered(orders, query, storeOrderFilters<CashOrderListQuery>(extra));
  return pageOf(base, cashOrders.within(db, base).orderBy('o.id', query.order_by), query, cashOrders.toItem);
}

export const getCashOrder = cashOrders.one;

/**
 * A new pending order. A deposit snapshots the bonus of its top-up tier; a deduction holds the
 * amount on the wallet at once (409 when the available balance is short).
 */
export async function createCashOrder(
  db: Kysely<DB>,
  actor: Actor & { userId: number },
  body: CashOrderCreateBody,
  at = nowIso(),
): Promise<CashOrder> {
  const id = await createdAudited(db, actor, 'cash_order', async (trx) => {
    const store = await trx
      .selectFrom('stores')
      .select(['id', 'name', 'phone', 'status'])
      .where('id', '=', body.store_id)
      .executeTakeFirst();
    if (!store) throw invalidField('store_id', 'Store not found');
    if (store.status !== 'active') throw invalidField('store_id', 'The store is suspended');
    if (body.place === 'station') {
      const station = await trx
        .selectFrom('stores')
        .select('id')
        .where('id', '=', body.station_id!)
        .where('is_station', '=', 2)
        .executeTakeFirst();
      if (!station) throw invalidField('station_id', 'Station not found');
    }
    const walletId = await ensureWallet(trx, store.id);
    const bonus = body.type === 'deposit' ? await bonusFor(trx, body.amount) : 0;
    const inserted = await trx
      .insertInto('cash_orders')
      .values({
        type: body.type,
        store_id: store.id,
        wallet_id: walletId,
        amount: body.amount,
        bonus_amount: bonus,
        place: body.place,
        station_id: body.place === 'station' ? body.station_id! : null,
        payment_method: body.payment_method,
        reference: body.reference || null,
        note: body.note || null,
        status: 'pending',
        requester_id: actor.userId,
        search_text: '',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let holdId: number | null = null;
    if (body.type === 'deduction') {
      const { transfer } = await postTransfer(trx, {
        kind: 'deduct_cash',
        walletId,
        amount: body.amount,
        key: `cash:${inserted.id}:hold`,
        pending: true,
        refType: 'cash_order',
        refId: inserted.id,
        createdBy: actor.userId,
        note: body.note || null,
        at,
      });
      holdId = transfer.id;
    }
    await trx
      .updateTable('cash_orders')
      .set({
        hold_transfer_id: holdId,
        search_text: searchText(cashOrderCode(inserted.id), store.name, store.phone, body.reference),
      })
      .where('id', '=', inserted.id)
      .execute();
    return { id: inserted.id, after: { ...body, bonus_amount: bonus, hold_transfer_id: holdId } };
  });
  return getCashOrder(db, id);
}

export async function setCashOrderNote(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: CashOrderNoteBody,
): Promise<CashOrder> {
  const before = await getCashOrder(db, id);
  const note = body.note === '' ? null : body.note;
  await updateAudited(db, actor, {
    table: 'cash_orders',
    entity: 'cash_order',
    id,
    set: { note },
    before: { note: before.note },
  });
  return getCashOrder(db, id);
}

/**
 * Decides a pending order inside the caller's transaction: approve (not by the requester) posts
 * the top-up and its bonus, or the deduction's hold; reject or cancel (by the requester only) voids
 * the hold. The status moves with `WHERE status = 'pending'`, so an order is decided once.
 */
export async function decideCashOrder(
  trx: Kysely<DB>,
  actor: Actor,
  id: number,
  status: 'approved' | 'rejected' | 'cancelled',
  reason?: string,
  at = nowIso(),
): Promise<void> {
  const order = await trx.selectFrom('cash_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) throw notFound('Cash order not found');
  if (order.status !== 'pending') {
    throw conflict(`A cash order that is '${order.status}' cannot become '${status}' (allowed: none)`);
  }
  if (status === 'approved' && order.requester_id === actor.userId) {
    throw conflict('The requester cannot approve their own cash order: another person must approve it');
  }
  if (status === 'cancelled' && order.requester_id !== actor.userId) {
    throw forbidden('Only the requester can cancel a cash order');
  }
  const moved = await trx
    .updateTable('cash_orders')
    .set({
      status,
      approver_id: status === 'cancelled' ? null : actor.userId,
      decided_at: at,
      reason: reason ?? null,
      updated_at: at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw conflict('The cash order changed meanwhile; reload it');
  const links: { transfer_id?: number; bonus_transfer_id?: number } = {};
  const code = cashOrderCode(id);
  if (status === 'approved' && order.type === 'deposit') {
    const { transfer } = await postTransfer(trx, {
      kind: 'topup_cash',
      walletId: order.wallet_id,
      amount: Number(order.amount),
      key: `cash:${id}`,
      refType: 'cash_order',
      refId: id,
      createdBy: actor.userId,
      note: `${code}`,
      at,
    });
    links.transfer_id = transfer.id;
    if (Number(order.bonus_amount) > 0) {
      const bonus = await postTransfer(trx, {
        kind: 'bonus',
        walletId: order.wallet_id,
        amount: Number(order.bonus_amount),
        key: `cash:${id}:bonus`,
        refType: 'cash_order',
        refId: id,
        createdBy: actor.userId,
        note: `${code} bonus`,
        at,
      });
      links.bonus_transfer_id = bonus.transfer.id;
    }
  } else if (order.hold_transfer_id !== null) {
    await resolveTransfer(trx, order.hold_transfer_id, status === 'approved' ? 'posted' : 'voided', {
      reason: reason ?? status,
      at,
    });
    if (status === 'approved') links.transfer_id = order.hold_transfer_id;
  }
  if (Object.keys(links).length > 0) await trx.updateTable('cash_orders').set(links).where('id', '=', id).execute();
  await writeAudit(
    trx,
    actor,
    statusChange('cash_order', id, { status: 'pending' }, { status, reason: reason ?? null, ...links }),
  );
}

export async function changeCashOrderStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: CashOrderStatusBody,
): Promise<CashOrder> {
  await getCashOrder(db, id);
  await db.transaction().execute((trx) => decideCashOrder(trx, actor, id, body.status, body.reason));
  return getCashOrder(db, id);
}

/** The create dialog's search: stores (or stations) by name or phone, each with its wallet if it has one. */
export async function searchCashStores(db: Kysely<DB>, query: CashStoreQuery): Promise<CashStore[]> {
  let q = db
    .selectFrom('stores as s')
    .leftJoin('ledger_accounts as a', (join) => join.onRef('a.store_id', '=', 's.id').on('a.kind', '=', 'wallet'))
    .select([
      's.id',
      's.name',
      's.phone',
      's.type',
      'a.id as wallet_id',
      'a.credits_posted',
      'a.debits_posted',
      'a.debits_pending',
    ]);
  if (query.q) q = q.where(containsFolded(sql.ref('s.search_text'), query.q));
  if (query.is_station) q = q.where('s.is_station', '=', Number(query.is_station));
  const rows = await q.orderBy('s.name').orderBy('s.id').limit(20).execute();
  return rows.map((r) => {
    const balance = Number(r.credits_posted ?? 0) - Number(r.debits_posted ?? 0);
    return {
      id: r.id,
      name: r.name,
      phone: r.phone,
      store_type: r.type,
      wallet:
        r.wallet_id === null ? null : { id: r.wallet_id, balance, available: balance - Number(r.debits_pending ?? 0) },
    };
  });
}

/** The people who requested cash orders (the list's requester filter). */
export async function cashOrderRequesters(db: Kysely<DB>): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('users as u')
    .where('u.id', 'in', db.selectFrom('cash_orders').select('requester_id'))
    .select(['u.id', (eb) => eb.fn.coalesce('u.full_name', 'u.username').as('name')])
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name ?? '' }));
}
