import { type CampaignType, campaignCode, cashOrderCode, transferCode, vietnamDay } from '@admin/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../lib/audit-log.ts';
import { bonusFor, ensureWallet, postTransfer, resolveTransfer } from '../modules/wallets/public.ts';
import { nowIso } from '../lib/time.ts';
import type { DB } from '../db/schema.ts';
import { searchText } from '../db/search.ts';

/**
 * Ads configuration that every database needs (campaign settings per type, commercial packages,
 * top-up tiers), written once into empty tables; staff change it later.
 */
export async function seedAdsBase(db: Kysely<DB>): Promise<void> {
  const now = nowIso();
  if (!(await db.selectFrom('campaign_settings').select('id').limit(1).executeTakeFirst())) {
    const settings = [
      {
        type: 'priority',
        name: 'Tin ưu tiên',
        daily_price: 12_000,
        min_days: 3,
        max_days: 60,
        max_active: 5,
        budgets: [100_000, 300_000, 500_000, 1_000_000],
      },
      {
        type: 'label',
        name: 'Nhãn nổi bật',
        daily_price: 5_000,
        min_days: 1,
        max_days: 30,
        max_active: 10,
        budgets: [50_000, 100_000, 200_000],
      },
      {
        type: 'banner',
        name: 'Banner',
        daily_price: 80_000,
        min_days: 7,
        max_days: 90,
        max_active: 2,
        budgets: [1_000_000, 2_000_000, 5_000_000],
      },
    ] as const;
    const labels = [
      { code: 'hot', text_vi: 'Giá tốt', text_en: 'Great price', color: '#E53935' },
      { code: 'new', text_vi: 'Xe mới về', text_en: 'Just arrived', color: '#1E88E5' },
      { code: 'checked', text_vi: 'Đã kiểm định', text_en: 'Inspected', color: '#43A047' },
    ];
    for (const s of settings) {
      const { id } = await db
        .insertInto('campaign_settings')
        .values({
          type: s.type,
          name: s.name,
          status: 1,
          daily_price: s.daily_price,
          min_days: s.min_days,
          max_days: s.max_days,
          max_active_per_store: s.max_active,
          require_approval: s.type === 'banner' ? 1 : 0,
          labels: JSON.stringify(s.type === 'label' ? labels : []),
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('campaign_budgets')
        .values(s.budgets.map((amount) => ({ setting_id: id, amount, status: 1 })))
        .execute();
    }
  }
  if (!(await db.selectFrom('ad_package_groups').select('id').limit(1).executeTakeFirst())) {
    const groups = [
      {
        type: 'priority',
        name: 'Tin ưu tiên',
        description: 'Tin được đẩy lên đầu danh sách',
        packages: [
          [7, 49_000],
          [15, 89_000],
          [30, 159_000],
        ],
      },
      {
        type: 'label',
        name: 'Nhãn nổi bật',
        description: 'Nhãn màu trên tin đăng',
        packages: [
          [1, 15_000],
          [7, 79_000],
        ],
      },
      {
        type: 'banner',
        name: 'Banner',
        description: 'Banner trên trang chủ và trang danh sách',
        packages: [
          [7, 490_000],
          [30, 1_690_000],
        ],
      },
    ] as const;
    for (const [sort, g] of groups.entries()) {
      const { id } = await db
        .insertInto('ad_package_groups')
        .values({ type: g.type, name: g.name, description: g.description, status: 1, sort, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, [days, price]] of g.packages.entries()) {
        const pkg = await db
          .insertInto('ad_packages')
          .values({ group_id: id, name: `${g.name} ${days} ngày`, days, price, status: 1, sort: i, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('ad_package_prices')
          .values({ package_id: pkg.id, price, valid_from: now, changed_by: null })
          .execute();
      }
    }
  }
  if (!(await db.selectFrom('topup_settings').select('id').limit(1).executeTakeFirst())) {
    const tiers = [
      [100_000, 0],
      [500_000, 25_000],
      [1_000_000, 70_000],
      [2_000_000, 160_000],
      [5_000_000, 500_000],
    ] as const;
    await db
      .insertInto('topup_settings')
      .values(
        tiers.map(([amount, bonus_amount], sort) => ({
          amount,
          bonus_amount,
          status: 1,
          sort,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Deterministic numbers for the demo (the same rows on every run, dated from today). */
function prng(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

const DAY = 86_400_000;
const DEMO_WALLETS = 40;
const CAMPAIGNS_PER_WALLET = 4;
const AMOUNTS = [200_000, 500_000, 1_000_000, 2_000_000, 5_000_000] as const;
const CAMPAIGN_TYPES: CampaignType[] = ['priority', 'label', 'banner'];

type DemoInputs = NonNullable<Awaited<ReturnType<typeof loadDemoInputs>>>;
type DemoStore = DemoInputs['stores'][number];

/** What the demo's steps share: the inputs, the transaction, the numbers and the running counters. */
interface AdsDemo extends DemoInputs {
  trx: Kysely<DB>;
  r: ReturnType<typeof prng>;
  today: number;
  at: (day: number, hour?: number, minute?: number) => string;
  stats: DB['campaign_daily_stats'][];
  seq: { alepay: number; campaign: number };
}

/** A campaign's plan: created up front, then charged day by day. */
interface Plan {
  id: number;
  type: CampaignType;
  model: 'package' | 'budget';
  start: number;
  end: number;
  daily: number;
  budget: number;
  price: number;
  spent: number;
  status: number;
  pause: 'manual' | 'insufficient_balance' | null;
  endReason: DB['campaigns']['end_reason'];
  stopAt: number | null;
}

/** The stations, staff, products and ads configuration the demo draws on (null: nothing to seed). */
async function loadDemoInputs(db: Kysely<DB>) {
  const stores = await db
    .selectFrom('stores')
    .select(['id', 'name', 'phone', 'type'])
    .where('is_station', '=', 1)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(DEMO_WALLETS)
    .execute();
  if (stores.length === 0) return null;
  const staff = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['u.id', 'u.username'])
    .where('r.name', 'in', ['ads-manager', 'super-admin'])
    .where('u.status', '=', 'active')
    .orderBy('u.id')
    .execute();
  const admin = staff.find((s) => s.username === 'admin') ?? staff[0];
  const ads = staff.find((s) => s.username === 'ads') ?? staff[0];
  if (!admin || !ads) return null;
  const products = await db
    .selectFrom('products')
    .select(['id', 'store_id'])
    .where('sales_status', '=', 'ing')
    .where(
      'store_id',
      'in',
      stores.map((s) => s.id),
    )
    .execute();
  const packages = await db
    .selectFrom('ad_packages as p')
    .innerJoin('ad_package_groups as g', 'g.id', 'p.group_id')
    .select(['p.id', 'p.name', 'p.days', 'p.price', 'g.type'])
    .execute();
  const settings = await db.selectFrom('campaign_settings').selectAll().execute();
  const budgets = await db.selectFrom('campaign_budgets').selectAll().execute();
  return { stores, admin, ads, products, packages, settings, budgets };
}

/**
 * Wallets for 40 stores with 90 days of history up to today: top-ups by cash order and Alepay
 * (with tier bonuses), package purchases, daily charges, refunds; cash and Alepay orders in every
 * state; campaigns of every type and status with their daily statistics. Everything goes through
 * the ledger's own functions, so the ledger check holds on the demo.
 */
export async function seedAdsDemo(db: Kysely<DB>): Promise<void> {
  if (await db.selectFrom('ledger_transfers').select('id').limit(1).executeTakeFirst()) return;
  const inputs = await loadDemoInputs(db);
  if (!inputs) return;
  const today = Date.parse(`${vietnamDay(Date.now())}T00:00:00+07:00`);
  const at = (day: number, hour = 10, minute = 0) =>
    new Date(today + day * DAY + (hour * 60 + minute) * 60_000).toISOString();
  const stats: DB['campaign_daily_stats'][] = [];
  const r = prng(20_251_123);

  await db.transaction().execute(async (trx) => {
    const demo: AdsDemo = { ...inputs, trx, r, today, at, stats, seq: { alepay: 0, campaign: 0 } };
    for (const [w, store] of inputs.stores.entries()) await seedStoreAds(demo, w, store);
    for (let i = 0; i < stats.length; i += 500)
      await trx
        .insertInto('campaign_daily_stats')
        .values(stats.slice(i, i + 500))
        .execute();
    await writeAudit(
      trx,
      { userId: inputs.admin.id, username: inputs.admin.username, ip: null },
      {
        action: 'create',
        entity: 'ads_demo',
        entityId: null,
        after: { wallets: inputs.stores.length, first_transfer: transferCode(1) },
      },
    );
  });
}

/** One store's wallet: its top-ups and campaigns day by day, then recent orders in every other state. */
async function seedStoreAds(demo: AdsDemo, w: number, store: DemoStore) {
  const { r, at } = demo;
  const walletId = await ensureWallet(demo.trx, store.id);
  // Top-ups: every 12–25 days from day −90, half by cash order, half through Alepay.
  const topupDays: number[] = [];
  for (let day = -90 + r.int(0, 5); day < -1; day += r.int(12, 25)) topupDays.push(day);
  const plans = await createCampaigns(demo, w, store, walletId);

  const events: { day: number; run: () => Promise<void> }[] = [];
  for (const [i, day] of topupDays.entries()) {
    const amount = r.pick(AMOUNTS);
    const time = at(day, r.int(8, 20), r.int(0, 59));
    events.push({
      day,
      run: () =>
        i % 2 === 0
          ? cashDeposit(demo, walletId, store.id, amount, time, 'approved')
          : alepayOrder(demo, walletId, store.id, amount, time, 'success'),
    });
  }
  for (let day = -90; day <= 0; day++) {
    events.push({
      day: day + 0.5,
      run: async () => {
        for (const plan of plans) await campaignDay(demo, walletId, plan, day);
      },
    });
  }
  events.sort((a, b) => a.day - b.day);
  for (const e of events) await e.run();
  await closeCampaigns(demo, plans);
  await recentOrders(demo, w, store, walletId);
}

/** A store's campaigns, each with its plan: a start day, a charge model and, for some, a stop. */
async function createCampaigns(demo: AdsDemo, w: number, store: DemoStore, walletId: number): Promise<Plan[]> {
  const { r, at, trx } = demo;
  const own = demo.products.filter((p) => p.store_id === store.id);
  const plans: Plan[] = [];
  for (let k = 0; k < CAMPAIGNS_PER_WALLET; k++) {
    demo.seq.campaign += 1;
    const campaignIndex = demo.seq.campaign;
    const type = CAMPAIGN_TYPES[(w + k) % 3]!;
    const model = campaignIndex % 3 === 0 ? 'package' : 'budget';
    const setting = demo.settings.find((s) => s.type === type)!;
    const start = r.int(-85, 8);
    const pkg = r.pick(demo.packages.filter((p) => p.type === type));
    const budget = Number(r.pick(demo.budgets.filter((b) => b.setting_id === setting.id)).amount);
    const daily = Number(setting.daily_price);
    const days =
      model === 'package'
        ? pkg.days
        : Math.max(setting.min_days, Math.min(setting.max_days, Math.ceil(budget / daily) + r.int(-2, 6)));
    const product = own.length ? own[k % own.length]!.id : null;
    if (type !== 'banner' && product === null) continue;
    const created = at(start - 1, 9, r.int(0, 59));
    const { id } = await trx
      .insertInto('campaigns')
      .values({
        type,
        status: 1,
        store_id: store.id,
        wallet_id: walletId,
        product_id: type === 'banner' ? null : product,
        label_code: type === 'label' ? r.pick(['hot', 'new', 'checked']) : null,
        banner_image: type === 'banner' ? `/uploads/demo/banner-${(campaignIndex % 4) + 1}.jpg` : null,
        banner_link: type === 'banner' ? `/stores/${store.id}` : null,
        banner_position: type === 'banner' ? r.pick(['home_top', 'list_top', 'list_side']) : null,
        charge_model: model,
        package_id: model === 'package' ? pkg.id : null,
        package_name: model === 'package' ? pkg.name : null,
        package_price: model === 'package' ? Number(pkg.price) : null,
        package_days: model === 'package' ? pkg.days : null,
        total_budget: model === 'budget' ? budget : null,
        daily_price: model === 'budget' ? daily : null,
        start_at: at(start, 0, 0),
        end_at: at(start + days, 0, 0),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('campaign_events')
      .values({
        campaign_id: id,
        from_status: null,
        to_status: 1,
        reason: null,
        actor_id: null,
        actor_name: 'app',
        created_at: created,
      })
      .execute();
    // Some are stopped or paused by staff along the way; some are refused before they start.
    const fate = r.next();
    plans.push({
      id,
      type,
      model,
      start,
      end: start + days,
      daily,
      budget,
      price: Number(pkg.price),
      spent: 0,
      status: 1,
      pause: null,
      endReason: null,
      stopAt: fate < 0.08 ? start : fate < 0.16 ? start + Math.floor(days / 2) : null,
    });
  }
  return plans;
}

/** A status change of a campaign, by the system or by the admin. */
function campaignEvent(demo: AdsDemo, plan: Plan, to: number, reason: string | null, time: string, actor: string) {
  return demo.trx
    .insertInto('campaign_events')
    .values({
      campaign_id: plan.id,
      from_status: plan.status,
      to_status: to,
      reason,
      actor_id: actor === 'system' ? null : demo.admin.id,
      actor_name: actor,
      created_at: time,
    })
    .execute();
}

/** One day of a campaign: its start (or refusal), a stop or pause by staff, its end, its charge and statistics. */
async function campaignDay(demo: AdsDemo, walletId: number, plan: Plan, day: number) {
  const { at, r, admin } = demo;
  const event = (to: number, reason: string | null, time: string, actor: string) =>
    campaignEvent(demo, plan, to, reason, time, actor);
  if (plan.status === 4) return;
  if (day === plan.start && !(await startCampaign(demo, walletId, plan, day))) return;
  if (plan.status === 2 && plan.stopAt === day && day > plan.start) {
    if (r.next() < 0.5) {
      await event(3, 'Tạm dừng theo yêu cầu', at(day, 15), admin.username);
      Object.assign(plan, { status: 3, pause: 'manual' });
    } else {
      await stopCampaign(demo, walletId, plan, day);
      return;
    }
  }
  if (plan.status !== 2 || day < plan.start || day >= 0) return;
  if (day >= plan.end) {
    await event(4, null, at(day, 0, 5), 'system');
    Object.assign(plan, { status: 4, endReason: 'finished' });
    return;
  }
  let spend = 0;
  if (plan.model === 'budget') {
    const charge = Math.min(plan.daily, plan.budget - plan.spent);
    if (charge <= 0) {
      await event(4, null, at(day, 0, 5), 'system');
      Object.assign(plan, { status: 4, endReason: 'budget_exhausted' });
      return;
    }
    try {
      await postTransfer(demo.trx, {
        kind: 'campaign_spend',
        walletId,
        amount: charge,
        key: `camp:${plan.id}:${vietnamDay(at(day))}`,
        refType: 'campaign',
        refId: plan.id,
        note: campaignCode(plan.id),
        at: at(day, 0, 5),
      });
      plan.spent += charge;
      spend = charge;
    } catch {
      await event(3, 'Số dư không đủ', at(day, 0, 5), 'system');
      Object.assign(plan, { status: 3, pause: 'insufficient_balance' });
      return;
    }
  }
  const views = r.int(80, 900) * (plan.type === 'banner' ? 4 : 1);
  const clicks = Math.round(views * (0.02 + r.next() * 0.06));
  demo.stats.push({
    campaign_id: plan.id,
    day: vietnamDay(at(day)),
    views,
    clicks,
    calls: Math.round(clicks * 0.1),
    chats: Math.round(clicks * 0.15),
    spend,
  });
}

/** A campaign's first day: refused, or its package bought and it runs (false: it ended there). */
async function startCampaign(demo: AdsDemo, walletId: number, plan: Plan, day: number): Promise<boolean> {
  const { at, admin } = demo;
  if (plan.stopAt === plan.start) {
    await campaignEvent(demo, plan, 4, 'Nội dung không phù hợp', at(day, 8), admin.username);
    Object.assign(plan, { status: 4, endReason: 'rejected' });
    return false;
  }
  if (plan.model === 'package') {
    try {
      await postTransfer(demo.trx, {
        kind: 'package_purchase',
        walletId,
        amount: plan.price,
        key: `camp:${plan.id}:package`,
        refType: 'campaign',
        refId: plan.id,
        note: campaignCode(plan.id),
        at: at(day, 0, 5),
      });
      plan.spent = plan.price;
    } catch {
      await campaignEvent(demo, plan, 4, 'Số dư không đủ', at(day, 0, 5), 'system');
      Object.assign(plan, { status: 4, endReason: 'rejected' });
      return false;
    }
  }
  await campaignEvent(demo, plan, 2, null, at(day, 0, 5), plan.type === 'banner' ? admin.username : 'system');
  plan.status = 2;
  return true;
}

/** Staff stop a running campaign at the store's request; a package's unused days are refunded. */
async function stopCampaign(demo: AdsDemo, walletId: number, plan: Plan, day: number) {
  const { at } = demo;
  await campaignEvent(demo, plan, 4, 'Cửa hàng yêu cầu dừng', at(day, 15), demo.admin.username);
  Object.assign(plan, { status: 4, endReason: 'stopped' });
  if (plan.model !== 'package') return;
  const unused = Math.floor((plan.price * (plan.end - day - 1)) / (plan.end - plan.start));
  if (unused <= 0) return;
  await postTransfer(demo.trx, {
    kind: 'refund',
    walletId,
    amount: unused,
    key: `camp:${plan.id}:refund`,
    refType: 'campaign',
    refId: plan.id,
    note: campaignCode(plan.id),
    at: at(day, 15),
  });
  plan.spent -= unused;
}

/** Each campaign's final status, spend and totals of its statistics. */
async function closeCampaigns(demo: AdsDemo, plans: Plan[]) {
  const { at, admin } = demo;
  for (const plan of plans) {
    const mine = demo.stats.filter((s) => s.campaign_id === plan.id);
    await demo.trx
      .updateTable('campaigns')
      .set({
        status: plan.status,
        spent: plan.spent,
        views: mine.reduce((n, s) => n + s.views, 0),
        clicks: mine.reduce((n, s) => n + s.clicks, 0),
        pause_reason: plan.status === 3 ? plan.pause : null,
        end_reason: plan.status === 4 ? plan.endReason : null,
        approved_by: plan.status >= 2 && plan.type === 'banner' ? admin.id : null,
        approved_at: plan.status >= 2 && plan.type === 'banner' ? at(plan.start, 0, 5) : null,
      })
      .where('id', '=', plan.id)
      .execute();
  }
}

/** Recent cash and Alepay orders in every other state, and a low-balance notice for some stores. */
async function recentOrders(demo: AdsDemo, w: number, store: DemoStore, walletId: number) {
  const { r, at, trx } = demo;
  const deposit = (amount: number, time: string, decide: Decision, type?: 'deposit' | 'deduction') =>
    cashDeposit(demo, walletId, store.id, amount, time, decide, type);
  if (w % 2 === 0) await deposit(r.pick(AMOUNTS), at(-1, r.int(8, 17)), 'pending');
  if (w % 5 === 1) await deposit(r.pick(AMOUNTS), at(-3, 11), 'rejected');
  if (w % 7 === 2) await deposit(200_000, at(-2, 9), 'cancelled');
  if (w % 4 === 3) {
    const decide = r.pick(['pending', 'approved', 'rejected', 'cancelled'] as const);
    const available = await trx
      .selectFrom('ledger_accounts')
      .select(['credits_posted', 'debits_posted', 'debits_pending'])
      .where('id', '=', walletId)
      .executeTakeFirstOrThrow();
    const free = Number(available.credits_posted) - Number(available.debits_posted) - Number(available.debits_pending);
    if (free >= 100_000) await deposit(Math.floor(free / 2_000) * 1_000, at(-1, 14), decide, 'deduction');
  }
  for (const status of ['failed', 'cancelled', 'expired', 'review', 'pending'] as const) {
    if ((w + status.length) % 3 === 0) {
      await alepayOrder(
        demo,
        walletId,
        store.id,
        r.pick(AMOUNTS),
        status === 'pending' ? new Date(Date.now() - r.int(1, 40) * 60_000).toISOString() : at(-r.int(1, 60), 12),
        status,
      );
    }
  }
  if (w % 6 === 0) {
    await trx
      .insertInto('ads_notices')
      .values({
        kind: 'low_balance',
        store_id: store.id,
        ref_type: 'wallet',
        ref_id: walletId,
        message: `${store.name}: số dư ví thấp`,
        dedupe_key: `low:${walletId}:demo`,
        created_at: at(-1, 0, 5),
      })
      .execute();
  }
}

/** A top-up's transfers: the amount, then the bonus of the tiers (`key:bonus`, `note bonus`) when there is one. */
async function postTopup(
  trx: Kysely<DB>,
  topup: {
    kind: 'topup_cash' | 'topup_alepay';
    walletId: number;
    amount: number;
    bonus: number;
    key: string;
    refType: 'cash_order' | 'alepay_order';
    refId: number;
    createdBy?: number;
    note: string;
    at: string;
  },
) {
  const { bonus, ...request } = topup;
  const links: { transfer_id: number; bonus_transfer_id?: number } = {
    transfer_id: (await postTransfer(trx, request)).transfer.id,
  };
  if (bonus > 0) {
    const bonusRequest = { ...request, kind: 'bonus' as const, amount: bonus, key: `${request.key}:bonus` };
    links.bonus_transfer_id = (await postTransfer(trx, { ...bonusRequest, note: `${request.note} bonus` })).transfer.id;
  }
  return links;
}

type Decision = 'approved' | 'rejected' | 'cancelled' | 'pending';

/** A cash order (a deposit, or a deduction held on the wallet), then decided as asked. */
async function cashDeposit(
  demo: AdsDemo,
  walletId: number,
  storeId: number,
  amount: number,
  time: string,
  decide: Decision,
  type: 'deposit' | 'deduction' = 'deposit',
) {
  const { trx, r, ads } = demo;
  const store = demo.stores.find((s) => s.id === storeId)!;
  const bonus = type === 'deposit' ? await bonusFor(trx, amount) : 0;
  const place = r.pick(['office_hn', 'office_hcm', 'bank_transfer'] as const);
  const { id } = await trx
    .insertInto('cash_orders')
    .values({
      type,
      store_id: storeId,
      wallet_id: walletId,
      amount,
      bonus_amount: bonus,
      place,
      station_id: null,
      payment_method: place === 'bank_transfer' ? 'bank_transfer' : 'cash',
      reference: place === 'bank_transfer' ? `FT${String(r.int(10_000_000, 99_999_999))}` : null,
      note: type === 'deduction' ? 'Hoàn tiền cho cửa hàng' : null,
      status: 'pending',
      requester_id: ads.id,
      search_text: '',
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let hold: number | null = null;
  if (type === 'deduction') {
    const posted = await postTransfer(trx, {
      kind: 'deduct_cash',
      walletId,
      amount,
      key: `cash:${id}:hold`,
      pending: true,
      refType: 'cash_order',
      refId: id,
      createdBy: ads.id,
      at: time,
    });
    hold = posted.transfer.id;
  }
  await trx
    .updateTable('cash_orders')
    .set({ hold_transfer_id: hold, search_text: searchText(cashOrderCode(id), store.name, store.phone) })
    .where('id', '=', id)
    .execute();
  if (decide === 'pending') return;
  await decideCashOrder(demo, { id, walletId, amount, bonus, hold, type, time, decide });
}

/** A cash order decided two hours after it was made: topped up, the hold posted or voided. */
async function decideCashOrder(
  demo: AdsDemo,
  order: {
    id: number;
    walletId: number;
    amount: number;
    bonus: number;
    hold: number | null;
    type: 'deposit' | 'deduction';
    time: string;
    decide: Exclude<Decision, 'pending'>;
  },
) {
  const { trx, admin } = demo;
  const { id, walletId, amount, bonus, hold, type, time, decide } = order;
  const decidedAt = new Date(Date.parse(time) + 2 * 3_600_000).toISOString();
  const links: { transfer_id?: number; bonus_transfer_id?: number } = {};
  if (decide === 'approved' && type === 'deposit') {
    Object.assign(
      links,
      await postTopup(trx, {
        kind: 'topup_cash',
        walletId,
        amount,
        bonus,
        key: `cash:${id}`,
        refType: 'cash_order',
        refId: id,
        createdBy: admin.id,
        note: cashOrderCode(id),
        at: decidedAt,
      }),
    );
  } else if (hold !== null) {
    await resolveTransfer(trx, hold, decide === 'approved' ? 'posted' : 'voided', { reason: decide, at: decidedAt });
    if (decide === 'approved') links.transfer_id = hold;
  }
  await trx
    .updateTable('cash_orders')
    .set({
      ...links,
      status: decide,
      approver_id: decide === 'cancelled' ? null : admin.id,
      decided_at: decidedAt,
      reason: decide === 'rejected' ? 'Chưa nhận được tiền' : decide === 'cancelled' ? 'Tạo nhầm' : null,
      updated_at: decidedAt,
    })
    .where('id', '=', id)
    .execute();
}

const orderCode = (id: number, day: number) =>
  `AP${id}${String(Math.abs(day * 7919 + id * 104_729) % 1_000_000).padStart(6, '0')}`;

/** An Alepay order in this status, its sandbox transaction, and its top-up once paid. */
async function alepayOrder(
  demo: AdsDemo,
  walletId: number,
  storeId: number,
  amount: number,
  time: string,
  status: DB['alepay_orders']['status'],
) {
  const { trx, r } = demo;
  demo.seq.alepay += 1;
  const seq = demo.seq.alepay;
  const store = demo.stores.find((s) => s.id === storeId)!;
  const bonus = await bonusFor(trx, amount);
  const code = orderCode(seq, Math.round((Date.parse(time) - demo.today) / DAY));
  const txCode = status === 'pending' && seq % 2 ? null : `ALE${String(900_000 + seq)}`;
  const paid = new Date(Date.parse(time) + 5 * 60_000).toISOString();
  const { id } = await trx
    .insertInto('alepay_orders')
    .values({
      order_code: code,
      store_id: storeId,
      wallet_id: walletId,
      amount,
      bonus_amount: bonus,
      status,
      transaction_code: txCode,
      error_code: { success: '000', review: '150', failed: '111', cancelled: '151', expired: null, pending: null }[
        status
      ],
      error_message: status === 'failed' ? 'Giao dịch thất bại' : null,
      checkout_url: txCode ? `/api/alepay-sandbox/pay/${txCode}` : null,
      payment_method: r.pick(['ATM_ON', 'VISA', 'QRCODE']),
      bank_code: r.pick(['VCB', 'TCB', 'MB', 'ACB', 'BIDV']),
      expires_at: new Date(Date.parse(time) + DAY).toISOString(),
      paid_at: status === 'success' ? paid : null,
      checked_at: status === 'pending' ? null : paid,
      last_response: null,
      created_by: null,
      search_text: searchText(code, txCode, store.name, store.phone),
      created_at: time,
      updated_at: status === 'pending' ? time : paid,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (txCode) {
    await trx
      .insertInto('alepay_sandbox_transactions')
      .values({
        transaction_code: txCode,
        order_code: code,
        amount,
        currency: 'VND',
        status: { success: '000', review: '150', failed: '111', cancelled: '151', expired: '111', pending: '155' }[
          status
        ],
        return_url: '/api/alepays/return',
        cancel_url: '/api/alepays/return',
        created_at: time,
        updated_at: time,
      })
      .execute();
  }
  if (status !== 'success') return;
  const links = await postTopup(trx, {
    kind: 'topup_alepay',
    walletId,
    amount,
    bonus,
    key: `alepay:${txCode}`,
    refType: 'alepay_order',
    refId: id,
    note: code,
    at: paid,
  });
  await trx.updateTable('alepay_orders').set(links).where('id', '=', id).execute();
}
