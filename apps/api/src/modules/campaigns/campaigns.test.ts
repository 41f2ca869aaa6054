import assert from 'node:assert/strict';
import { test } from 'node:test';
import { vietnamDay } from '@admin/contract';
import { nowIso } from '../../lib/time.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';
import { checkLedger, ensureWallet, postTransfer } from '../wallets/public.ts';
import { chargeCampaigns } from './campaigns.repository.ts';

const DAY = 86_400_000;

describeApp('campaigns, product ads, ads settings and statistics', (t) => {
  let seq = 0;
  /** A store with a wallet holding `balance`, and a campaign of its own. */
  const campaignWith = async (
    balance: number,
    plan: { model: 'package' | 'budget'; status?: number; budget?: number; daily?: number; price?: number },
  ) => {
    seq += 1;
    const now = nowIso();
    const store = await t.app.db
      .insertInto('stores')
      .values({
        name: `Campaign test ${seq}`,
        type: 'alliance',
        is_station: 1,
        is_loanable: 0,
        status: 'active',
        display: 1,
        search_text: `campaign test ${seq}`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const walletId = await ensureWallet(t.app.db, store.id);
    if (balance > 0) {
      await t.app.db
        .transaction()
        .execute((trx) =>
          postTransfer(trx, { kind: 'topup_cash', walletId, amount: balance, key: `test:camp:${seq}` }),
        );
    }
    const { id } = await t.app.db
      .insertInto('campaigns')
      .values({
        type: 'priority',
        status: plan.status ?? 1,
        store_id: store.id,
        wallet_id: walletId,
        product_id: null,
        label_code: null,
        banner_image: null,
        banner_link: null,
        banner_position: null,
        charge_model: plan.model,
        package_id: null,
        package_name: plan.model === 'package' ? 'Tin ưu tiên 10 ngày' : null,
        package_price: plan.model === 'package' ? (plan.price ?? 100_000) : null,
        package_days: plan.model === 'package' ? 10 : null,
        total_budget: plan.model === 'budget' ? (plan.budget ?? 50_000) : null,
        daily_price: plan.model === 'budget' ? (plan.daily ?? 12_000) : null,
        start_at: new Date(Date.now() - DAY).toISOString(),
        end_at: new Date(Date.now() + 9 * DAY).toISOString(),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, walletId };
  };
  const balanceOf = async (walletId: number) =>
    assertOk(await t.call('GET', `/api/balances/${walletId}`, { as: 'ads' })).data.balance as number;
  const move = (id: number, body: Record<string, unknown>, url = `/api/commercial/change-status/${id}`) =>
    t.call('PUT', url, { as: 'ads', body });

  test('a package campaign is charged on start, refunded its unused days when stopped; 4 is final (409 naming the allowed)', async () => {
    const { id, walletId } = await campaignWith(150_000, { model: 'package', price: 100_000 });
    const started = assertOk(await move(id, { status: 2 }));
    assert.equal(started.messages, 'Update status successfully');
    assert.equal(started.data.status, 2);
    assert.equal(started.data.spent, 100_000);
    assert.equal(await balanceOf(walletId), 50_000);
    const stopped = assertOk(
      await move(id, { status: 4, reason: 'Cửa hàng yêu cầu dừng' }, `/api/campaigns/${id}/status`),
    );
    assert.equal(stopped.data.end_reason, 'stopped');
    const refund = 100_000 - stopped.data.spent;
    assert.ok(refund >= 70_000 && refund <= 90_000, `refund ${refund}`);
    assert.equal(await balanceOf(walletId), 50_000 + refund);
    const again = await move(id, { status: 2 });
    assertError(again, 409, 409);
    assert.match(again.body.result, /4 \(ended\) cannot become 2 \(active\) \(allowed: none\)/);
    assert.deepEqual(again.body.reason, {
      code: 'move_refused',
      params: { kind: 'campaign', record: `#${id}`, from: 4, to: 2 },
    });
    const history = assertOk(await t.call('GET', `/api/campaigns/${id}/status`, { as: 'ads' })).data;
    assert.deepEqual(valuesOf(history, 'to_status'), [4, 2]);
    const short = await campaignWith(10_000, { model: 'package', price: 100_000 });
    const refused = await move(short.id, { status: 2 });
    assertError(refused, 409, 409);
    assert.equal(refused.body.result, 'Insufficient balance: available 10.000 đ');
  });

  test('a product ad is paused and resumed through its status select; 1 → 3 is refused', async () => {
    const { id } = await campaignWith(100_000, { model: 'budget', status: 2 });
    assertError(await move(id, { status: 1 }), 409, 409);
    assert.equal(assertOk(await move(id, { status: 3 })).data.pause_reason, 'manual');
    const resumed = assertOk(await move(id, { status: 2 }));
    assert.equal(resumed.data.status, 2);
    assert.equal(resumed.data.pause_reason, null);
    const pending = await campaignWith(100_000, { model: 'budget' });
    assertError(await move(pending.id, { status: 3 }), 409, 409);
    assertError(await move(999_999, { status: 3 }), 404, 404);
  });

  test('the daily charge: once per day however often it runs, never past the budget, pauses a wallet that cannot pay', async () => {
    const day = vietnamDay(Date.now());
    const rich = await campaignWith(200_000, { model: 'budget', status: 2, budget: 30_000, daily: 12_000 });
    const poor = await campaignWith(5_000, { model: 'budget', status: 2, budget: 50_000, daily: 12_000 });
    await Promise.all([chargeCampaigns(t.app.db, day), chargeCampaigns(t.app.db, day)].map((p) => p.catch((e) => e)));
    await chargeCampaigns(t.app.db, day);
    assert.equal(await balanceOf(rich.walletId), 188_000);
    const poorNow = assertOk(await t.call('GET', `/api/campaigns/${poor.id}`, { as: 'ads' })).data;
    assert.equal(poorNow.status, 3);
    assert.equal(poorNow.pause_reason, 'insufficient_balance');
    const notices = assertOk(
      await t.call('GET', '/api/notices', { as: 'ads', query: { kind: 'campaign_paused' } }),
    ).data;
    assert.ok(notices.some((n: { ref_id: number }) => n.ref_id === poor.id));
    const next = (n: number) => vietnamDay(Date.now() + n * DAY);
    await chargeCampaigns(t.app.db, next(1));
    await chargeCampaigns(t.app.db, next(2));
    await chargeCampaigns(t.app.db, next(3));
    const spent = assertOk(await t.call('GET', `/api/campaigns/${rich.id}`, { as: 'ads' })).data;
    assert.equal(spent.spent, 30_000);
    assert.equal(spent.status, 4);
    assert.equal(spent.end_reason, 'budget_exhausted');
    assert.equal(await balanceOf(rich.walletId), 170_000);
    assert.deepEqual((await checkLedger(t.app.db)).problems, []);
  });

  test('product ads list and the ads-detail dialog; campaigns filters', async () => {
    const ads = assertOk(await t.call('GET', '/api/commercial/product-list', { as: 'ads', query: { count: 200 } }));
    assert.ok(ads.total > 20);
    assert.ok(ads.data.every((c: { type: string }) => c.type !== 'banner'));
    const withProduct = ads.data.find((c: { product: unknown; views: number }) => c.product && c.views > 0);
    const detail = assertOk(
      await t.call('GET', `/api/commercial/product-list/detail/${withProduct.id}`, { as: 'ads' }),
    ).data;
    assert.equal(detail.product.id, withProduct.product.id);
    assert.equal(
      detail.totals.views,
      detail.days.reduce((n: number, d: { views: number }) => n + d.views, 0),
    );
    const all = assertOk(await t.call('GET', '/api/campaigns', { as: 'ads', query: { count: 200 } }));
    for (const status of [1, 2, 3, 4])
      assert.ok(
        all.data.some((c: { status: number }) => c.status === status),
        `status ${status}`,
      );
    for (const type of ['priority', 'label', 'banner'])
      assert.ok(
        all.data.some((c: { type: string }) => c.type === type),
        type,
      );
    const banners = assertOk(
      await t.call('GET', '/api/campaigns', { as: 'ads', query: { type: 'banner', status: 2 } }),
    );
    assert.ok(
      banners.data.length > 0 &&
        banners.data.every((c: { type: string; status: number }) => c.type === 'banner' && c.status === 2),
    );
    const soon = assertOk(
      await t.call('GET', '/api/commercial/product-list', {
        as: 'ads',
        query: { end_date_to: vietnamDay(Date.now()) },
      }),
    );
    assert.ok(
      soon.data.length > 0 &&
        soon.data.every((c: { end_at: string }) => c.end_at < new Date(Date.now() + DAY).toISOString()),
    );
    const byCode = assertOk(
      await t.call('GET', '/api/commercial/product-list', { as: 'ads', query: { q: withProduct.code } }),
    );
    assert.deepEqual(valuesOf(byCode.data, 'id'), [withProduct.id], 'a code finds its ad');
    const wallet = all.data[0].wallet_id;
    const mine = assertOk(await t.call('GET', `/api/balances/${wallet}/campaigns`, { as: 'ads' }));
    assert.ok(mine.data.length > 0 && mine.data.every((c: { wallet_id: number }) => c.wallet_id === wallet));
  });

  test('top-up tiers: the batch saves all or nothing; the bonus follows the tiers', async () => {
    const before = assertOk(await t.call('GET', '/api/topup-settings', { as: 'ads' })).data;
    const bad = await t.call('PUT', '/api/topup-settings/batch/update', {
      as: 'ads',
      body: {
        items: [
          { amount: 200_000, bonus_amount: 10_000 },
          { amount: 300_000, bonus_amount: 400_000 },
          { amount: 200_000, bonus_amount: 0 },
        ],
      },
    });
    assertError(bad, 422, 0, ['items.1.bonus_amount', 'items.2.amount']);
    assert.deepEqual(assertOk(await t.call('GET', '/api/topup-settings', { as: 'ads' })).data, before);
    const saved = assertOk(
      await t.call('PUT', '/api/topup-settings/batch/update', {
        as: 'ads',
        body: {
          items: [
            { id: before[0].id, amount: 100_000, bonus_amount: 5_000 },
            { amount: 3_000_000, bonus_amount: 300_000 },
          ],
        },
      }),
    );
    assert.equal(saved.messages, 'Update successfully');
    assert.deepEqual(
      saved.data.map((r: { amount: number; bonus_amount: number }) => [r.amount, r.bonus_amount]),
      [
        [100_000, 5_000],
        [3_000_000, 300_000],
      ],
    );
  });

  test("promo prices: 'Update promo price successfully', all in one go, with history; groups enable and disable; campaign settings", async () => {
    const groups = assertOk(await t.call('GET', '/api/commercial/setting', { as: 'ads' })).data;
    const group = groups[0];
    const packages = group.packages.map((p: { id: number; price: number }) => ({ id: p.id, price: p.price + 1_000 }));
    const res = assertOk(
      await t.call('PUT', '/api/commercial/package', {
        as: 'ads',
        body: { group_id: group.id, packages: JSON.stringify(packages) },
      }),
    );
    assert.equal(res.messages, 'Update promo price successfully');
    assert.deepEqual(valuesOf(res.data.packages, 'price'), valuesOf(packages, 'price'));
    assert.equal(res.data.price_history[0].changed_by, 'Đặng Ngọc Lan');
    const other = groups[1].packages[0].id;
    assertError(
      await t.call('PUT', '/api/commercial/package', {
        as: 'ads',
        body: { group_id: group.id, packages: JSON.stringify([{ id: other, price: 5_000 }]) },
      }),
      422,
      0,
      ['packages'],
    );
    const off = assertOk(await t.call('PUT', `/api/commercial/detail/${group.id}`, { as: 'ads', body: { status: 0 } }));
    assert.equal(off.data.status, 0);
    const filter = assertOk(await t.call('GET', '/api/commercial/list-detail-package', { as: 'ads' })).data;
    assert.equal(filter.length, groups.length);
    const settings = assertOk(await t.call('GET', '/api/campaign-settings', { as: 'ads' })).data;
    const label = settings.find((s: { type: string }) => s.type === 'label');
    const withBudgets = assertOk(
      await t.call('GET', `/api/campaign-settings/${label.id}/with-budgets`, { as: 'ads' }),
    ).data;
    const updated = assertOk(
      await t.call('PUT', `/api/campaign-settings/${label.id}`, {
        as: 'ads',
        body: {
          name: label.name,
          status: 1,
          daily_price: 6_000,
          min_days: 1,
          max_days: 30,
          max_active_per_store: 10,
          require_approval: 0,
          budgets: [100_000, 250_000],
          labels: label.labels,
        },
      }),
    ).data;
    assert.equal(updated.daily_price, 6_000);
    assert.deepEqual(valuesOf(updated.budgets, 'amount'), [100_000, 250_000]);
    assert.ok(withBudgets.budgets.length > 0);
    assertError(
      await t.call('PUT', `/api/campaign-settings/${label.id}`, {
        as: 'ads',
        body: {
          name: 'x',
          status: 1,
          daily_price: 6_000,
          min_days: 10,
          max_days: 5,
          max_active_per_store: 1,
          require_approval: 0,
          budgets: [100_000],
        },
      }),
      422,
      0,
      ['max_days'],
    );
    const platforms = assertOk(await t.call('GET', '/api/platform', { as: 'ads' })).data;
    assert.deepEqual(valuesOf(platforms, 'value'), ['web', 'android', 'ios']);
  });

  test('statistics from the daily totals: overview, top wallets, daily series, reports; a range over 366 days is 422', async () => {
    const overview = assertOk(await t.call('GET', '/api/statistics/overview', { as: 'ads' })).data;
    assert.ok(overview.wallets.balance > 0 && overview.wallets.funded > 0);
    assert.ok(overview.topups.amount > 0 && overview.topups.count > 0);
    assert.ok(overview.spend.amount > 0);
    assert.ok(overview.campaigns.active > 0);
    const series = assertOk(await t.call('GET', '/api/statistics', { as: 'ads' })).data;
    assert.equal(series.points.length, 30);
    assert.equal(series.points.at(-1).day, vietnamDay(Date.now()));
    assert.equal(
      series.points.reduce((n: number, p: { topup: number }) => n + p.topup, 0),
      overview.topups.amount,
    );
    const top = assertOk(
      await t.call('GET', '/api/statistics/top/wallet', { as: 'ads', query: { store_type: 'alliance' } }),
    ).data;
    assert.ok(top.length > 0 && top.length <= 10);
    assert.ok(top.every((w: { spend: number }, i: number) => i === 0 || w.spend <= top[i - 1].spend));
    const report = assertOk(await t.call('GET', '/api/reports', { as: 'ads', query: { group_by: 'day' } })).data;
    assert.equal(report.rows.length, 30);
    const banner = assertOk(
      await t.call('GET', '/api/statistics', { as: 'ads', query: { campaign_type: 'banner' } }),
    ).data;
    assert.ok(banner.points.some((p: { views: number }) => p.views > 0));
    assertError(
      await t.call('GET', '/api/statistics/overview', {
        as: 'ads',
        query: { start_date: '2024-01-01', end_date: '2025-01-02' },
      }),
      422,
      0,
      ['end_date'],
    );
  });
});
