import type {
  AdPackageGroup,
  CampaignSetting,
  CampaignSettingBody,
  CampaignSettingWithBudgets,
  PackagePriceBody,
  TopupBatchBody,
  TopupSetting,
} from '@admin/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { userName } from '../../lib/columns.ts';
import { type FieldErrors, invalid, notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../plugins/audit.ts';
import { writeAudit } from '../../lib/audit-log.ts';
import { auditedChange, setStatusAudited, updateAudited } from '../../lib/audited.ts';
import { oneOr404 } from '../../lib/rows.ts';

/** Active top-up tiers, smallest first. */
export async function listTopupSettings(db: Kysely<DB>): Promise<TopupSetting[]> {
  const rows = await db.selectFrom('topup_settings').selectAll().where('status', '=', 1).orderBy('amount').execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount), bonus_amount: Number(r.bonus_amount) }));
}

/**
 * Replaces the set of active tiers in one transaction, all or nothing: 422 names every bad row
 * (`items.2.amount`); rows left out become inactive (orders keep their bonus snapshot).
 */
export async function saveTopupSettings(db: Kysely<DB>, actor: Actor, body: TopupBatchBody): Promise<TopupSetting[]> {
  const errors: FieldErrors = {};
  const seen = new Map<number, number>();
  body.items.forEach((item, i) => {
    if (item.bonus_amount > item.amount)
      (errors[`items.${i}.bonus_amount`] ??= []).push('Bonus must not exceed the amount');
    if (seen.has(item.amount)) (errors[`items.${i}.amount`] ??= []).push('Two tiers have the same amount');
    seen.set(item.amount, i);
  });
  const existing = await db.selectFrom('topup_settings').selectAll().execute();
  const ids = new Set(existing.map((r) => r.id));
  body.items.forEach((item, i) => {
    if (item.id !== undefined && !ids.has(item.id)) (errors[`items.${i}.id`] ??= []).push('Tier not found');
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('topup_settings').set({ status: 0, updated_at: now }).where('status', '=', 1).execute();
    const sorted = [...body.items].sort((a, b) => a.amount - b.amount);
    for (const [sort, item] of sorted.entries()) {
      const values = { amount: item.amount, bonus_amount: item.bonus_amount, status: 1, sort, updated_at: now };
      if (item.id !== undefined)
        await trx.updateTable('topup_settings').set(values).where('id', '=', item.id).execute();
      else
        await trx
          .insertInto('topup_settings')
          .values({ ...values, created_at: now })
          .execute();
    }
    await writeAudit(trx, actor, {
      action: 'update',
      entity: 'topup_settings',
      entityId: null,
      before: existing
        .filter((r) => r.status === 1)
        .map((r) => ({ id: r.id, amount: r.amount, bonus: r.bonus_amount })),
      after: sorted,
    });
  });
  return listTopupSettings(db);
}

const toSetting = (row: Selectable<DB['campaign_settings']>): CampaignSetting => ({
  id: row.id,
  type: row.type,
  name: row.name,
  status: row.status,
  daily_price: Number(row.daily_price),
  min_days: row.min_days,
  max_days: row.max_days,
  max_active_per_store: row.max_active_per_store,
  require_approval: row.require_approval,
  labels: JSON.parse(row.labels) as CampaignSetting['labels'],
  updated_at: row.updated_at,
  row_version: row.row_version,
});

export async function listCampaignSettings(db: Kysely<DB>): Promise<CampaignSetting[]> {
  const rows = await db.selectFrom('campaign_settings').selectAll().orderBy('id').execute();
  return rows.map(toSetting);
}

export async function getCampaignSetting(db: Kysely<DB>, id: number): Promise<CampaignSettingWithBudgets> {
  const row = await oneOr404(
    db.selectFrom('campaign_settings').selectAll().where('id', '=', id),
    'Campaign setting not found',
  );
  const budgets = await db
    .selectFrom('campaign_budgets')
    .select(['id', 'amount'])
    .where('setting_id', '=', id)
    .where('status', '=', 1)
    .orderBy('amount')
    .execute();
  return { ...toSetting(row), budgets: budgets.map((b) => ({ id: b.id, amount: Number(b.amount) })) };
}

/** Prices and budgets apply to new campaigns only: running ones keep their snapshot. */
export async function saveCampaignSetting(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: CampaignSettingBody,
): Promise<CampaignSettingWithBudgets> {
  const before = await getCampaignSetting(db, id);
  await updateAudited(db, actor, {
    table: 'campaign_settings',
    entity: 'campaign_setting',
    id,
    set: {
      name: body.name,
      status: body.status,
      daily_price: body.daily_price,
      min_days: body.min_days,
      max_days: body.max_days,
      max_active_per_store: body.max_active_per_store,
      require_approval: body.require_approval,
      labels: JSON.stringify(body.labels),
    },
    before,
    after: body,
    also: async (trx) => {
      await trx.updateTable('campaign_budgets').set({ status: 0 }).where('setting_id', '=', id).execute();
      for (const amount of body.budgets) {
        const kept = before.budgets.find((b) => b.amount === amount);
        if (kept) await trx.updateTable('campaign_budgets').set({ status: 1 }).where('id', '=', kept.id).execute();
        else await trx.insertInto('campaign_budgets').values({ setting_id: id, amount, status: 1 }).execute();
      }
    },
  });
  return getCampaignSetting(db, id);
}

export async function listPackageGroups(db: Kysely<DB>): Promise<AdPackageGroup[]> {
  const groups = await db.selectFrom('ad_package_groups').selectAll().orderBy('sort').orderBy('id').execute();
  const packages = await db.selectFrom('ad_packages').selectAll().orderBy('sort').orderBy('id').execute();
  return groups.map((g) => ({
    id: g.id,
    type: g.type,
    name: g.name,
    description: g.description,
    status: g.status,
    sort: g.sort,
    packages: packages
      .filter((p) => p.group_id === g.id)
      .map((p) => ({ id: p.id, name: p.name, days: p.days, price: Number(p.price), status: p.status, sort: p.sort })),
    row_version: g.row_version,
  }));
}

export async function getPackageGroup(db: Kysely<DB>, id: number) {
  const group = (await listPackageGroups(db)).find((g) => g.id === id);
  if (!group) throw notFound('Package group not found');
  const history = await db
    .selectFrom('ad_package_prices as h')
    .innerJoin('ad_packages as p', 'p.id', 'h.package_id')
    .select(['h.package_id', 'h.price', 'h.valid_from', userName('h.changed_by').as('changed_by')])
    .where('p.group_id', '=', id)
    .orderBy('h.id', 'desc')
    .execute();
  return { ...group, price_history: history.map((h) => ({ ...h, price: Number(h.price) })) };
}

export async function setPackageGroupStatus(db: Kysely<DB>, actor: Actor, id: number, status: 0 | 1) {
  return setStatusAudited(db, actor, {
    table: 'ad_package_groups',
    entity: 'ad_package_group',
    id,
    change: { status },
    load: getPackageGroup,
  });
}

/** New promo prices of a group's packages, all in one transaction, each into the price history. */
export async function setPackagePrices(db: Kysely<DB>, actor: Actor, body: PackagePriceBody) {
  const group = await db
    .selectFrom('ad_package_groups')
    .select('id')
    .where('id', '=', body.group_id)
    .executeTakeFirst();
  if (!group) throw invalid({ group_id: ['Package group not found'] });
  const mine = await db
    .selectFrom('ad_packages')
    .select(['id', 'price'])
    .where('group_id', '=', body.group_id)
    .execute();
  const known = new Map(mine.map((p) => [p.id, Number(p.price)]));
  const strangers = body.packages.filter((p) => !known.has(p.id)).map((p) => p.id);
  if (strangers.length > 0) throw invalid({ packages: [`Packages not in this group: ${strangers.join(', ')}`] });
  const now = nowIso();
  await auditedChange(
    db,
    actor,
    {
      action: 'update',
      entity: 'ad_package_prices',
      entityId: body.group_id,
      before: mine,
      after: body.packages,
    },
    async (trx) => {
      for (const p of body.packages) {
        if (known.get(p.id) === p.price) continue;
        await trx.updateTable('ad_packages').set({ price: p.price, updated_at: now }).where('id', '=', p.id).execute();
        await trx
          .insertInto('ad_package_prices')
          .values({ package_id: p.id, price: p.price, valid_from: now, changed_by: actor.userId })
          .execute();
      }
    },
  );
  return getPackageGroup(db, body.group_id);
}
