import {
  AD_CAMPAIGN_STATUSES,
  type AdCampaign,
  type AdCampaignListQuery,
  type AdCampaignStatus,
  CAMPAIGN_STATUS_NAMES,
  CAMPAIGN_TRANSITIONS,
  type ProductAdDetail,
  adCampaign,
  campaignCode,
  vietnamDay,
  vietnamDayStart,
} from '@admin/contract';
import { type Kysely, type Updateable, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { containsFolded } from '../../db/search.ts';
import { entityFields, num, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { HttpError, conflict, notFound, reason } from '../../lib/http-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { rowReader } from '../../lib/rows.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../plugins/audit.ts';
import { statusChange, writeAudit } from '../../lib/audit-log.ts';
import { vnd } from '../../lib/money.ts';
import { availableOf, postTransfer, transferByKey } from '../wallets/public.ts';

const DAY = 86_400_000;
const SYSTEM: Actor = { userId: null, username: 'system', ip: null };

/** The small variant of a product's first picture (JSON image variants). */
function pictureOf(json: string | null): string | null {
  if (!json) return null;
  try {
    const variants = JSON.parse(json) as { small?: string; original?: string };
    return variants.small ?? variants.original ?? null;
  } catch {
    return null;
  }
}

const campaigns = rowReader(
  (db) =>
    db
      .selectFrom('campaigns as c')
      .innerJoin('stores as s', 's.id', 'c.store_id')
      .leftJoin('products as p', 'p.id', 'c.product_id')
      .selectAll('c')
      .select([
        's.name as store_name',
        's.type as store_type',
        'p.title as product_title',
        'p.price as product_price',
        'p.picture as product_picture',
        userName('c.approved_by').as('approver_name'),
      ]),
  (row): AdCampaign => ({
    ...entityFields(adCampaign, row),
    code: campaignCode(row.id),
    store: { id: row.store_id, name: row.store_name },
    product:
      row.product_id !== null && row.product_title !== null
        ? {
            id: row.product_id,
            title: row.product_title,
            price: Number(row.product_price),
            image: pictureOf(row.product_picture),
          }
        : null,
    banner: row.banner_image ? { image: row.banner_image, link: row.banner_link, position: row.banner_position } : null,
    package:
      row.package_id !== null
        ? {
            id: row.package_id,
            name: row.package_name ?? '',
            price: Number(row.package_price),
            days: row.package_days ?? 0,
          }
        : null,
    total_budget: num(row.total_budget),
    daily_price: num(row.daily_price),
    spent: Number(row.spent),
    views: Number(row.views),
    clicks: Number(row.clicks),
    approved_by: row.approved_by !== null ? { id: row.approved_by, name: row.approver_name ?? '' } : null,
  }),
  { key: 'c.id', missing: 'Campaign not found' },
);

const dayAfter = (day: string) => new Date(Date.parse(vietnamDayStart(day)) + DAY).toISOString();

/** Campaigns, newest first. `productAds`: only those promoting a product (priority, label). */
export async function listCampaigns(
  db: Kysely<DB>,
  query: AdCampaignListQuery,
  scope: { walletId?: number; productAds?: boolean } = {},
): Promise<Page<AdCampaign>> {
  let base = db.selectFrom('campaigns as c').innerJoin('stores as s', 's.id', 'c.store_id');
  if (scope.walletId !== undefined) base = base.where('c.wallet_id', '=', scope.walletId);
  if (scope.productAds) base = base.where('c.type', 'in', ['priority', 'label']);
  const code = query.q?.match(/^AD0*(\d{1,9})$/i);
  if (code) base = base.where('c.id', '=', Number(code[1]));
  else if (query.q) base = base.where(containsFolded(sql.ref('s.search_text'), query.q));
  if (query.type) base = base.where('c.type', '=', query.type);
  if (query.status) base = base.where('c.status', '=', query.status);
  if (query.store_id) base = base.where('c.store_id', '=', query.store_id);
  if (query.store_type) base = base.where('s.type', '=', query.store_type);
  if (query.charge_model) base = base.where('c.charge_model', '=', query.charge_model);
  if (query.start_date) base = base.where('c.start_at', '>=', vietnamDayStart(query.start_date));
  if (query.end_date) base = base.where('c.start_at', '<', dayAfter(query.end_date));
  if (query.end_date_to) base = base.where('c.end_at', '<', dayAfter(query.end_date_to));
  return pageOf(base, campaigns.within(db, base).orderBy('c.id', query.order_by), query, campaigns.toItem);
}

export const getCampaign = campaigns.one;

export async function campaignHistory(db: Kysely<DB>, id: number) {
  await getCampaign(db, id);
  const rows = await db
    .selectFrom('campaign_events')
    .select(['id', 'from_status', 'to_status', 'reason', 'actor_name', 'created_at'])
    .where('campaign_id', '=', id)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, actor: r.actor_name }));
}

export async function productAdDetail(db: Kysely<DB>, id: number): Promise<ProductAdDetail> {
  const campaign = await getCampaign(db, id);
  const product = campaign.product
    ? await db
        .selectFrom('products')
        .select(['id', 'title', 'price', 'picture', 'sales_status', 'number_plate'])
        .where('id', '=', campaign.product.id)
        .executeTakeFirst()
    : undefined;
  const days = (
    await db
      .selectFrom('campaign_daily_stats')
      .selectAll()
      .where('campaign_id', '=', id)
      .orderBy('day', 'desc')
      .execute()
  ).map((d) => ({
    day: d.day,
    views: d.views,
    clicks: d.clicks,
    calls: d.calls,
    chats: d.chats,
    spend: Number(d.spend),
  }));
  const totals = days.reduce(
    (t, d) => ({
      views: t.views + d.views,
      clicks: t.clicks + d.clicks,
      calls: t.calls + d.calls,
      chats: t.chats + d.chats,
      spend: t.spend + d.spend,
    }),
    { views: 0, clicks: 0, calls: 0, chats: 0, spend: 0 },
  );
  return {
    campaign,
    product: product
      ? {
          id: product.id,
          title: product.title,
          price: Number(product.price),
          image: pictureOf(product.picture),
          sales_status: product.sales_status,
          number_plate: product.number_plate,
        }
      : null,
    totals,
    days,
  };
}

const statusWord = (s: number) => `${s} (${CAMPAIGN_STATUS_NAMES[s as AdCampaignStatus] ?? '?'})`;

/**
 * Moves a campaign along CAMPAIGN_TRANSITIONS (docs/domain.md), with its charge or refund, its
 * history line and audit entry, in the caller's transaction. The move is conditional on the status
 * read; a move not in the table is 409 naming the allowed targets.
 */
export async function moveCampaign(
  trx: Kysely<DB>,
  actor: Actor,
  id: number,
  to: AdCampaignStatus,
  options: {
    reason?: string | null;
    pauseReason?: 'manual' | 'insufficient_balance';
    endReason?: AdCampaign['end_reason'];
    at?: string;
  } = {},
): Promise<void> {
  const c = await trx.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!c) throw notFound('Campaign not found');
  const from = c.status as AdCampaignStatus;
  const allowed = CAMPAIGN_TRANSITIONS[from];
  if (!allowed.includes(to)) {
    throw new HttpError(
      409,
      409,
      `A campaign that is ${statusWord(from)} cannot become ${statusWord(to)} (allowed: ${allowed.map(statusWord).join(', ') || 'none'})`,
    ).saying(reason('move_refused', { kind: 'campaign', record: `#${c.id}`, from, to }));
  }
  const at = options.at ?? nowIso();
  const dailyPrice = Number(c.daily_price ?? 0);
  const change: Updateable<DB['campaigns']> & { status: number } = {
    status: to,
    status_reason: options.reason ?? null,
  };
  const requireDay = async () => {
    const available = await availableOf(trx, c.wallet_id);
    if (c.charge_model === 'budget' && available < dailyPrice) {
      throw conflict(`Insufficient balance: available ${vnd(available)}`).saying(
        reason('balance_short', { available }),
      );
    }
  };
  if (to === 2) {
    if (c.end_at <= at)
      throw conflict('The campaign has already ended').saying(reason('campaign_ended', { record: `#${c.id}` }));
    if (c.charge_model === 'budget' && Number(c.spent) >= Number(c.total_budget))
      throw conflict('The campaign has no budget left').saying(reason('campaign_budget_spent', { record: `#${c.id}` }));
    await requireDay();
    if (from === 1) {
      change.approved_by = actor.userId;
      change.approved_at = actor.userId === null ? null : at;
      if (c.charge_model === 'package') {
        await postTransfer(trx, {
          kind: 'package_purchase',
          walletId: c.wallet_id,
          amount: Number(c.package_price),
          key: `camp:${id}:package`,
          refType: 'campaign',
          refId: id,
          createdBy: actor.userId,
          note: campaignCode(id),
          at,
        });
        change.spent = Number(c.package_price);
      }
    }
    change.pause_reason = null;
  } else if (to === 3) {
    change.pause_reason = options.pauseReason ?? 'manual';
  } else if (to === 4) {
    change.end_reason = options.endReason ?? (from === 1 ? 'rejected' : 'stopped');
    if (c.charge_model === 'package' && from !== 1 && change.end_reason === 'stopped') {
      const total = Date.parse(c.end_at) - Date.parse(c.start_at);
      const unusedDays = Math.floor((Date.parse(c.end_at) - Math.max(Date.parse(at), Date.parse(c.start_at))) / DAY);
      const totalDays = Math.max(1, Math.round(total / DAY));
      const refund = Math.floor((Number(c.package_price) * Math.max(0, unusedDays)) / totalDays / 1000) * 1000;
      if (refund > 0) {
        await postTransfer(trx, {
          kind: 'refund',
          walletId: c.wallet_id,
          amount: refund,
          key: `camp:${id}:refund`,
          refType: 'campaign',
          refId: id,
          createdBy: actor.userId,
          note: campaignCode(id),
          at,
        });
        change.spent = Number(c.spent) - refund;
      }
    }
  }
  const moved = await trx
    .updateTable('campaigns')
    .set({ ...change, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw conflict('The campaign changed meanwhile; reload it');
  await trx
    .insertInto('campaign_events')
    .values({
      campaign_id: id,
      from_status: from,
      to_status: to,
      reason: options.reason ?? change.pause_reason ?? change.end_reason ?? null,
      actor_id: actor.userId,
      actor_name: actor.username ?? 'system',
      created_at: at,
    })
    .execute();
  await writeAudit(
    trx,
    actor,
    statusChange('campaign', id, { status: from }, { status: to, reason: options.reason ?? null }),
  );
}

export async function changeCampaignStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  to: AdCampaignStatus,
  reason?: string,
): Promise<AdCampaign> {
  await getCampaign(db, id);
  await db.transaction().execute((trx) => moveCampaign(trx, actor, id, to, { reason }));
  return getCampaign(db, id);
}

async function notice(db: Kysely<DB>, values: Omit<DB['ads_notices'], 'id' | 'created_at'>) {
  await db
    .insertInto('ads_notices')
    .values({ ...values, created_at: nowIso() })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/**
 * The daily run (00:05 Vietnam time) for `day`: starts due campaigns that need no approval, ends
 * finished ones, and charges every active budget campaign min(daily price, budget left) with the
 * transfer key `camp:{id}:{day}`, so a second run the same day charges nothing. A wallet that
 * cannot pay pauses the campaign (`insufficient_balance`) with a notice; a spent budget ends it.
 */
export async function chargeCampaigns(db: Kysely<DB>, day: string) {
  const dayStart = vietnamDayStart(day);
  const dayEnd = new Date(Date.parse(dayStart) + DAY).toISOString();
  const result = { started: 0, charged: 0, paused: 0, ended: 0 };
  const due = await db
    .selectFrom('campaigns as c')
    .innerJoin('campaign_settings as cs', 'cs.type', 'c.type')
    .select(['c.id', 'c.status', 'c.charge_model', 'c.start_at', 'c.end_at', 'cs.require_approval'])
    .where('c.status', 'in', [1, 2])
    .where('c.start_at', '<', dayEnd)
    .orderBy('c.id')
    .execute();
  for (const c of due) {
    await db.transaction().execute(async (trx) => {
      try {
        if (c.status === 1) {
          if (c.require_approval === 1 || c.end_at <= dayStart) return;
          await moveCampaign(trx, SYSTEM, c.id, 2, { at: dayStart });
          result.started += 1;
        }
        if (c.end_at <= dayStart) {
          await moveCampaign(trx, SYSTEM, c.id, 4, { endReason: 'finished', at: dayStart });
          result.ended += 1;
          return;
        }
        if (c.charge_model !== 'budget') return;
        // Already charged for the day (another run, another process): nothing more.
        if (await transferByKey(trx, `camp:${c.id}:${day}`)) return;
        const row = await trx.selectFrom('campaigns').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow();
        const charge = Math.min(Number(row.daily_price), Number(row.total_budget) - Number(row.spent));
        if (charge <= 0) {
          await moveCampaign(trx, SYSTEM, c.id, 4, { endReason: 'budget_exhausted', at: dayStart });
          result.ended += 1;
          return;
        }
        const posted = await postTransfer(trx, {
          kind: 'campaign_spend',
          walletId: row.wallet_id,
          amount: charge,
          key: `camp:${c.id}:${day}`,
          refType: 'campaign',
          refId: c.id,
          note: campaignCode(c.id),
          at: new Date(Date.parse(dayStart) + 5 * 60_000).toISOString(),
        });
        if (posted.replayed) return;
        await trx
          .updateTable('campaigns')
          .set((eb) => ({ spent: eb('spent', '+', charge) }))
          .where('id', '=', c.id)
          .execute();
        await trx
          .insertInto('campaign_daily_stats')
          .values({ campaign_id: c.id, day, views: 0, clicks: 0, calls: 0, chats: 0, spend: charge })
          .onConflict((oc) =>
            oc.columns(['campaign_id', 'day']).doUpdateSet({ spend: sql`campaign_daily_stats.spend + excluded.spend` }),
          )
          .execute();
        result.charged += 1;
        if (Number(row.spent) + charge >= Number(row.total_budget)) {
          await moveCampaign(trx, SYSTEM, c.id, 4, { endReason: 'budget_exhausted', at: dayStart });
          result.ended += 1;
        }
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 409 && /Insufficient balance/.test(error.message)))
          throw error;
        const status = await trx
          .selectFrom('campaigns')
          .select(['status', 'store_id', 'wallet_id'])
          .where('id', '=', c.id)
          .executeTakeFirstOrThrow();
        if (status.status === 2) {
          await moveCampaign(trx, SYSTEM, c.id, 3, {
            pauseReason: 'insufficient_balance',
            reason: error.message,
            at: dayStart,
          });
          await notice(trx, {
            kind: 'campaign_paused',
            store_id: status.store_id,
            ref_type: 'campaign',
            ref_id: c.id,
            message: `${campaignCode(c.id)} paused: ${error.message}`,
            dedupe_key: `paused:${c.id}:${day}`,
          });
          result.paused += 1;
        }
      }
    });
  }
  return result;
}

/** Today's Vietnam day, for the daily run. */
export const today = () => vietnamDay(Date.now());

export { AD_CAMPAIGN_STATUSES };
