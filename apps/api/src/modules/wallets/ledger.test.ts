import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TRANSFER_KINDS, type TransferKind } from '@admin/contract';
import { HttpError } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { describeApp } from '../../test/harness.ts';
import { balanceAt, checkLedger, ensureWallet, postTransfer, resolveTransfer } from './ledger.ts';

describeApp('wallet ledger', (t) => {
  let storeSeq = 0;
  /** A store of its own for each test, so balances start at zero. */
  const freshWallet = async () => {
    const now = nowIso();
    storeSeq += 1;
    const store = await t.app.db
      .insertInto('stores')
      .values({
        name: `Ledger test store ${storeSeq}`,
        type: storeSeq % 2 ? 'alliance' : 'personal',
        is_station: 1,
        is_loanable: 0,
        status: 'active',
        display: 1,
        search_text: `ledger test store ${storeSeq}`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ensureWallet(t.app.db, store.id);
  };
  const post = (walletId: number, kind: TransferKind, amount: number, key: string, pending = false) =>
    t.app.db.transaction().execute((trx) => postTransfer(trx, { walletId, kind, amount, key, pending }));
  const account = (id: number) =>
    t.app.db.selectFrom('ledger_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('50 concurrent 100.000 đ deductions on a 1.000.000 đ wallet: exactly 10 succeed, 40 get 409', async () => {
    const wallet = await freshWallet();
    await post(wallet, 'topup_cash', 1_000_000, `test:topup:${wallet}`);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => post(wallet, 'campaign_spend', 100_000, `test:spend:${wallet}:${i}`)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    assert.equal(ok.length, 10);
    assert.equal(refused.length, 40);
    for (const r of refused) {
      assert.ok(r.reason instanceof HttpError, String(r.reason));
      assert.equal(r.reason.statusCode, 409);
      assert.equal(r.reason.message, 'Insufficient balance: available 0 đ');
    }
    const row = await account(wallet);
    assert.equal(typeof row.credits_posted, 'number', 'bigint reads back as a number');
    assert.equal(row.credits_posted - row.debits_posted, 0);
    const transfers = await t.app.db
      .selectFrom('ledger_transfers')
      .select(['amount', 'wallet_balance_after', 'wallet_seq'])
      .where('wallet_id', '=', wallet)
      .orderBy('wallet_seq')
      .execute();
    assert.equal(transfers.length, 11);
    assert.deepEqual(
      transfers.map((x) => x.wallet_balance_after),
      [1_000_000, 900_000, 800_000, 700_000, 600_000, 500_000, 400_000, 300_000, 200_000, 100_000, 0],
    );
    assert.deepEqual((await checkLedger(t.app.db)).problems, []);
  });

  test('the database refuses a direct write that would overdraw a wallet (CHECK constraint)', async () => {
    const wallet = await freshWallet();
    await post(wallet, 'topup_cash', 50_000, `test:topup:${wallet}`);
    await assert.rejects(
      t.app.db.updateTable('ledger_accounts').set({ debits_posted: 50_001 }).where('id', '=', wallet).execute(),
      /check/i,
    );
    await assert.rejects(
      t.app.db.updateTable('ledger_accounts').set({ debits_pending: 50_001 }).where('id', '=', wallet).execute(),
      /check/i,
    );
    const row = await account(wallet);
    assert.equal(row.debits_posted, 0);
  });

  test('at most one transfer per idempotency key; the same key for another transfer is 422', async () => {
    const wallet = await freshWallet();
    const first = await post(wallet, 'topup_alepay', 200_000, 'test:same-key');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(wallet, 'topup_alepay', 200_000, 'test:same-key')),
    );
    assert.equal(first.replayed, false);
    assert.ok(results.every((r) => r.replayed && r.transfer.id === first.transfer.id));
    await assert.rejects(post(wallet, 'topup_alepay', 300_000, 'test:same-key'), (e: HttpError) => {
      assert.equal(e.statusCode, 422);
      return true;
    });
    const row = await account(wallet);
    assert.equal(row.credits_posted, 200_000);
  });

  test('a hold lowers the available balance; it resolves once (post or void), never twice', async () => {
    const wallet = await freshWallet();
    await post(wallet, 'topup_cash', 300_000, `test:topup:${wallet}`);
    const hold = await post(wallet, 'deduct_cash', 250_000, `test:hold:${wallet}`, true);
    assert.equal(hold.transfer.status, 'pending');
    await assert.rejects(post(wallet, 'campaign_spend', 100_000, `test:spend:${wallet}`), /available 50\.000 đ/);
    const voided = await t.app.db
      .transaction()
      .execute((trx) => resolveTransfer(trx, hold.transfer.id, 'voided', { reason: 'test' }));
    assert.equal(voided.status, 'voided');
    await assert.rejects(
      t.app.db.transaction().execute((trx) => resolveTransfer(trx, hold.transfer.id, 'posted')),
      (e: HttpError) => e.statusCode === 409,
    );
    const second = await post(wallet, 'deduct_cash', 120_000, `test:hold2:${wallet}`, true);
    const posted = await t.app.db.transaction().execute((trx) => resolveTransfer(trx, second.transfer.id, 'posted'));
    assert.equal(posted.wallet_balance_after, 180_000);
    const row = await account(wallet);
    assert.equal(row.debits_pending, 0);
    assert.equal(row.credits_posted - row.debits_posted, 180_000);
    assert.deepEqual((await checkLedger(t.app.db)).problems, []);
  });

  test('balance at any past time is that of the last transfer posted by then', async () => {
    const wallet = await freshWallet();
    const at = (day: number) => new Date(Date.UTC(2025, 0, day, 3)).toISOString();
    const postAt = (kind: TransferKind, amount: number, day: number) =>
      t.app.db
        .transaction()
        .execute((trx) =>
          postTransfer(trx, { walletId: wallet, kind, amount, key: `test:at:${wallet}:${day}`, at: at(day) }),
        );
    await postAt('topup_cash', 500_000, 1);
    await postAt('campaign_spend', 120_000, 3);
    await postAt('bonus', 20_000, 5);
    assert.equal(await balanceAt(t.app.db, wallet, at(0)), 0);
    assert.equal(await balanceAt(t.app.db, wallet, at(2)), 500_000);
    assert.equal(await balanceAt(t.app.db, wallet, at(4)), 380_000);
    assert.equal(await balanceAt(t.app.db, wallet, at(30)), 400_000);
    const totals = await t.app.db
      .selectFrom('ads_daily_totals')
      .selectAll()
      .where('day', '=', '2025-01-03')
      .where('kind', '=', 'campaign_spend')
      .execute();
    assert.ok(totals.length === 1 && totals[0].amount >= 120_000);
  });

  test('after a random concurrent workload the ledger check finds nothing', async () => {
    const wallets = await Promise.all([freshWallet(), freshWallet(), freshWallet()]);
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const kinds = TRANSFER_KINDS;
    const holds: number[] = [];
    const work = Array.from({ length: 120 }, async (_, i) => {
      const wallet = wallets[Math.floor(random() * wallets.length)];
      const kind = kinds[Math.floor(random() * kinds.length)];
      const amount = (1 + Math.floor(random() * 50)) * 10_000;
      const pending = kind === 'deduct_cash' && random() < 0.7;
      try {
        const { transfer } = await post(wallet, kind, amount, `test:random:${i}`, pending);
        if (pending) holds.push(transfer.id);
      } catch (error) {
        assert.equal((error as HttpError).statusCode, 409);
      }
    });
    await Promise.all(work);
    await Promise.all(
      holds.map((id, i) =>
        t.app.db
          .transaction()
          .execute((trx) => resolveTransfer(trx, id, i % 2 ? 'posted' : 'voided', { reason: 'test' })),
      ),
    );
    const check = await checkLedger(t.app.db);
    assert.deepEqual(check.problems, []);
    assert.ok(check.transfers > 100);
    for (const wallet of wallets) {
      const row = await account(wallet);
      assert.ok(row.credits_posted - row.debits_posted - row.debits_pending >= 0);
    }
  });
});
