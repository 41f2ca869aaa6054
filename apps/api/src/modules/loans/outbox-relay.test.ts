import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildNotifyApp } from '../../../../notify/src/app.ts';
import type { Delivery } from '../../../../notify/src/transport.ts';
import { notifyServiceSender } from '../../plugins/notifications.ts';
import { assertOk, describeApp } from '../../test/harness.ts';
import { OUTBOX_MAX_ATTEMPTS, relayDisbursementNotices } from './disbursements.repository.ts';

const SECRET = 'relay-test-secret-relay-test-secret-xx';

/** The notification service itself (its own SQLite file), listening on a free port, with a recording transport. */
async function notifyService(refuse: Set<string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-notify-'));
  const sent: Delivery[] = [];
  const app = await buildNotifyApp({
    dataDir,
    jwtSecret: SECRET,
    schedulerIntervalMs: 0,
    sessionCheck: async () => null,
    transport: {
      name: 'test',
      async send(delivery) {
        if (refuse.has(delivery.recipient)) throw new Error(`unreachable: ${delivery.recipient}`);
        sent.push(delivery);
      },
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    sent,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describeApp('the disbursement notification relay to apps/notify', (t) => {
  const refuse = new Set<string>();
  let service: Awaited<ReturnType<typeof notifyService>>;
  before(async () => {
    service = await notifyService(refuse);
  });
  after(() => service.close());

  /** A loan approved with everything in place, paid out by admin and confirmed by the supervisor. */
  async function confirmedDisbursement() {
    const loan = await t.app.db
      .selectFrom('loans as l')
      .innerJoin('transactions as tx', 'tx.id', 'l.transaction_id')
      .innerJoin('e_contracts as c', 'c.id', 'tx.e_contract_id')
      .select(['l.id', 'l.approved_amount'])
      .where('l.loan_status', '=', 'approved')
      .where('c.status', '=', 'completed')
      .orderBy('l.id', 'desc')
      .executeTakeFirstOrThrow();
    assertOk(
      await t.call('POST', `/api/transactions/loans/${loan.id}/disbursement`, {
        as: 'admin',
        body: { money: Number(loan.approved_amount), contract_no: `SV-RELAY-${loan.id}` },
      }),
    );
    const confirmed = assertOk(await t.call('POST', `/api/loans/${loan.id}/loan-disbursed`, { as: 'supervisor' }));
    return { loanId: loan.id, disbursementId: confirmed.data.id as number };
  }
  const outboxOf = (disbursementId: number) =>
    t.app.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('kind', '=', 'disbursement')
      .where('ref_id', '=', disbursementId)
      .executeTakeFirstOrThrow();

  test('a confirmed disbursement reaches the buyer and the seller through the service; a failure is tried again, once each', async () => {
    const { loanId, disbursementId } = await confirmedDisbursement();
    const row = await outboxOf(disbursementId);
    const message = JSON.parse(row.payload_json) as { recipients: string[] };
    assert.equal(message.recipients.length, 2, 'the buyer and the seller');
    const [buyer, seller] = message.recipients as [string, string];
    const sender = notifyServiceSender(service.url, SECRET);

    // The seller cannot be reached: the row fails and waits a minute.
    refuse.add(seller);
    const now = new Date();
    const first = await relayDisbursementNotices(t.app.db, sender, now);
    assert.deepEqual(first, { sent: 0, failed: 1 });
    const failed = await outboxOf(disbursementId);
    assert.equal(failed.status, 'failed');
    assert.match(failed.last_error!, /502: 1 of 2 recipients could not be reached/);
    assert.equal(Date.parse(failed.next_attempt_at!) - now.getTime() >= 60_000, true);
    assert.deepEqual((await relayDisbursementNotices(t.app.db, sender, now)).failed, 0, 'not due yet');

    // A minute later the seller answers: only the seller gets it now.
    refuse.clear();
    const later = new Date(now.getTime() + 61_000);
    assert.deepEqual(await relayDisbursementNotices(t.app.db, sender, later), { sent: 1, failed: 0 });
    const mine = service.sent.filter((d) => [buyer, seller].includes(d.recipient));
    assert.deepEqual(
      mine.map((d) => d.recipient),
      [buyer, seller],
      'each once',
    );
    assert.match(mine[0]!.title, /giải ngân/);
    const sent = await outboxOf(disbursementId);
    assert.equal(sent.status, 'sent');
    assert.equal(sent.attempts, 2);
    const d = assertOk(await t.call('GET', `/api/loans/${loanId}/disbursement`, { as: 'loan' })).data;
    assert.equal(d.notification_status, 'sent');
    const history = assertOk(await t.call('GET', `/api/loans/${loanId}/history`, { as: 'loan' })).data;
    const notices = history.filter((h: { type: string }) => h.type === 'disbursement_notified');
    assert.equal(notices.length, 2);
    assert.equal(notices[0].actor.name, 'system');
    assert.deepEqual(await relayDisbursementNotices(t.app.db, sender, later), { sent: 0, failed: 0 }, 'done');
  });

  test('two relays at once send a notice once; a notice that keeps failing stops after its attempts', async () => {
    const { disbursementId } = await confirmedDisbursement();
    const sender = notifyServiceSender(service.url, SECRET);
    const before = service.sent.length;
    const [a, b] = await Promise.all([
      relayDisbursementNotices(t.app.db, sender),
      relayDisbursementNotices(t.app.db, sender),
    ]);
    assert.equal(a.sent + b.sent, 1);
    assert.equal(service.sent.length - before, 2);
    assert.equal((await outboxOf(disbursementId)).status, 'sent');

    const next = await confirmedDisbursement();
    const down = notifyServiceSender('http://127.0.0.1:9', SECRET, 2000);
    let clock = Date.now();
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS + 2; i++) {
      await relayDisbursementNotices(t.app.db, down, new Date(clock));
      clock += 61 * 60_000;
    }
    const given = await outboxOf(next.disbursementId);
    assert.equal(given.status, 'failed');
    assert.equal(given.attempts, OUTBOX_MAX_ATTEMPTS);
    assert.match(given.last_error!, /cannot be reached/);
  });
});
