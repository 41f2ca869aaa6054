import crypto from 'node:crypto';
import {
  type Disbursement,
  type DisbursementBody,
  type SaidReason,
  codeOf,
  disbursement,
  loanStep,
} from '@admin/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import { entityFields, nameOf, refOf, userName } from '../../lib/columns.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { NotificationOutboxTable } from '../../db/schema-money.ts';
import type { DB } from '../../db/schema.ts';
import type { NotificationSender } from '../../plugins/notifications.ts';
import { HttpError, conflict, invalidField, notFound, reason } from '../../lib/http-error.ts';
import { oneUpdated } from '../../lib/rows.ts';
import { assertNotFuture, nowIso } from '../../lib/time.ts';
import type { Actor } from '../../lib/audit-log.ts';
import { statusChange, writeAudit } from '../../lib/audit-log.ts';
import type { RowOf } from '../../lib/rows.ts';
import { addLoanHistory, addTransactionEvent } from '../../lib/timeline.ts';
import { vnd } from '../../lib/money.ts';
import { leftToPay, readTransaction, settleIfPaid, signingGaps, updateAsRead } from '../transactions/public.ts';
import type { Outcome } from './loans.repository.ts';
import { type LoanRow, readLoan, writeLoanStatus } from './loans.repository.ts';

function selectDisbursements(db: Kysely<DB>) {
  return db
    .selectFrom('disbursements as d')
    .selectAll('d')
    .select([
      nameOf('partners', 'd.partner_id').as('partner_name'),
      userName('d.recorded_by').as('recorder'),
      userName('d.confirmed_by').as('confirmer'),
    ]);
}
type Row = RowOf<typeof selectDisbursements>;

const toDisbursement = (r: Row): Disbursement => ({
  ...entityFields(disbursement, r),
  partner: refOf(r.partner_id, r.partner_name),
  money: Number(r.money),
  recorded_by: refOf(r.recorded_by, r.recorder),
  confirmed_by: refOf(r.confirmed_by, r.confirmer),
});

export async function getDisbursement(db: Kysely<DB>, loanId: number): Promise<Disbursement | null> {
  await readLoan(db, loanId);
  const row = await selectDisbursements(db).where('d.loan_id', '=', loanId).executeTakeFirst();
  return row ? toDisbursement(row) : null;
}

export const hashOf = (body: DisbursementBody) =>
  crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        body.money,
        body.contract_no,
        body.disbursed_at ? Date.parse(body.disbursed_at) : null,
        body.note ?? null,
      ]),
    )
    .digest('hex');

/** A disbursement already recorded: the same request again is a replay (2), another one a 409. */
export async function replayOrConflict(
  db: Kysely<DB>,
  loanId: number,
  hash: string,
): Promise<Outcome<Disbursement> | null> {
  const row = await selectDisbursements(db).where('d.loan_id', '=', loanId).executeTakeFirst();
  if (!row) return null;
  if (row.request_hash === hash) return { data: toDisbursement(row), warnings: ['Disbursement already recorded'] };
  throw conflict(
    `A disbursement of ${vnd(Number(row.money))} (contract ${row.contract_no}) is already recorded for ${codeOf('LN', loanId)}`,
  );
}

/**
 * Records the payout of a loan just read in the caller's DB transaction, with its checks (an
 * approved loan, the signed contract, both bundles approved, the seller's account, the money and
 * time), and moves the loan to `{code}-disbursed`. `actor.userId` is null when the lender recorded it.
 */
export async function insertDisbursement(
  trx: Kysely<DB>,
  actor: Actor,
  loan: LoanRow,
  body: DisbursementBody,
  hash = hashOf(body),
): Promise<void> {
  const loanId = loan.id;
  const code = codeOf('LN', loanId);
  const step = loanStep(loan.loan_status, loan.product_code);
  if (step !== 'approved') throw conflict(`${code} is '${loan.loan_status}': only an approved loan is disbursed`);
  if (body.money > Number(loan.approved_amount))
    throw invalidField('money', `Money is at most the approved ${vnd(Number(loan.approved_amount))}`);
  const disbursedAt = body.disbursed_at ? new Date(body.disbursed_at).toISOString() : nowIso();
  assertNotFuture('disbursed_at', disbursedAt, 'The payout time cannot be in the future');
  const tx = await readTransaction(trx, loan.transaction_id);
  const left = await leftToPay(trx, tx);
  if (body.money > left)
    throw invalidField('money', `Money is at most what is left to pay of the price (${vnd(Math.max(left, 0))})`);
  const missing: [SaidReason, string][] = [];
  const gaps = await signingGaps(trx, tx);
  if (!gaps.contractSigned) missing.push([reason('contract_not_signed'), 'the e-contract is not signed']);
  for (const party of gaps.unapproved)
    missing.push([reason('paperwork_not_approved', { party }), `the ${party}'s paperwork is not approved`]);
  if (!loan.seller_bank_account) missing.push([reason('seller_bank_missing'), "the seller's bank account is missing"]);
  if (missing.length)
    throw conflict(`${code} cannot be disbursed: ${missing.map(([, text]) => text).join('; ')}`).saying(
      reason('not_disbursable', { record: code }),
      missing.map(([said]) => said),
    );
  const now = nowIso();
  // the sale's row is taken as read: a payment recorded meanwhile makes this payout wait for a reload
  await updateAsRead(trx, tx, { updated_at: now }, { samePaid: true });
  const { id } = await trx
    .insertInto('disbursements')
    .values({
      loan_id: loanId,
      transaction_id: tx.id,
      partner_id: loan.partner_id ?? 0,
      money: body.money,
      contract_no: body.contract_no,
      disbursed_at: disbursedAt,
      bank_name: loan.seller_bank_name,
      bank_account: loan.seller_bank_account,
      bank_account_name: loan.seller_bank_account_name,
      note: body.note ?? null,
      request_hash: hash,
      recorded_by: actor.userId,
      recorded_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLoanStatus(
    trx,
    actor,
    actor,
    loan,
    `${loan.product_code}-disbursed`,
    { partner_contract_no: body.contract_no, disbursed_at: disbursedAt },
    {
      type: 'disbursement_recorded',
      data: { disbursement_id: id, money: body.money, contract_no: body.contract_no },
    },
  );
  await addTransactionEvent(trx, actor, tx.id, {
    type: 'loan_linked',
    data: { loan_id: loanId, loan_status: `${loan.product_code}-disbursed`, money: body.money },
  });
}

/**
 * Records the lender's payout and moves the loan to `{code}-disbursed`, in one DB transaction.
 * At most one per loan: the unique index on `loan_id` lets one insert win; the same request again
 * answers the recorded row with result_code 2, another one 409.
 */
export async function recordDisbursement(
  db: Kysely<DB>,
  actor: Actor,
  loanId: number,
  body: DisbursementBody,
): Promise<Outcome<Disbursement>> {
  const hash = hashOf(body);
  const replay = await replayOrConflict(db, loanId, hash);
  if (replay) return replay;
  try {
    await db
      .transaction()
      .execute(async (trx) => insertDisbursement(trx, actor, await readLoan(trx, loanId), body, hash));
  } catch (error) {
    // A concurrent request recorded it first (its unique row, the sale it moved, or the money it
    // left to pay, 0, refused this one): answer as a replay, or 409 for another body.
    const lost = isUniqueViolation(error) || (error instanceof HttpError && [409, 422].includes(error.statusCode));
    if (!lost) throw error;
    const again = await replayOrConflict(db, loanId, hash);
    if (again) return again;
    if (isUniqueViolation(error))
      throw conflict(`Contract number ${body.contract_no} is already recorded for another loan of this lender`);
    throw error;
  }
  return { data: (await getDisbursement(db, loanId))!, warnings: [] };
}

/** Four-eyes: the person who records a disbursement does not confirm it (DISBURSEMENT_FOUR_EYES=0 turns it off). */
const fourEyes = () => process.env.DISBURSEMENT_FOUR_EYES !== '0';

/**
 * POST /loans/{id}/loan-disbursed: the seller confirmed receipt. `{code}-disbursed` → `disbursed`
 * by someone other than the recorder; the money counts towards the transaction (paid when
 * complete); the buyer's and seller's notification goes to the outbox in the same DB transaction.
 */
export async function confirmDisbursement(db: Kysely<DB>, actor: Actor, loanId: number): Promise<Disbursement> {
  await db.transaction().execute(async (trx) => {
    const loan = await readLoan(trx, loanId);
    const code = codeOf('LN', loanId);
    if (loanStep(loan.loan_status, loan.product_code) !== 'lender-disbursed')
      throw conflict(`${code} is '${loan.loan_status}': only a '${loan.product_code}-disbursed' loan is confirmed`);
    const d = await trx.selectFrom('disbursements').selectAll().where('loan_id', '=', loanId).executeTakeFirst();
    if (!d) throw notFound('Disbursement not found');
    if (fourEyes() && d.recorded_by === actor.userId)
      throw conflict('The disbursement must be confirmed by someone other than who recorded it');
    const now = nowIso();
    await oneUpdated(
      trx
        .updateTable('disbursements')
        .set({ confirmed_by: actor.userId, confirmed_at: now })
        .where('id', '=', d.id)
        .where('confirmed_by', 'is', null),
      conflict('The disbursement was confirmed meanwhile'),
    );
    await writeLoanStatus(
      trx,
      actor,
      actor,
      loan,
      'disbursed',
      {},
      {
        type: 'disbursement_confirmed',
        data: { disbursement_id: d.id },
      },
    );
    const before = await readTransaction(trx, loan.transaction_id);
    await updateAsRead(
      trx,
      before,
      { paid_amount: sql`paid_amount + ${Number(d.money)}`, updated_at: now },
      { samePaid: true },
    );
    await settleIfPaid(trx, actor, before.id);
    const tx = await readTransaction(trx, before.id);
    await trx
      .insertInto('notification_outbox')
      .values({
        kind: 'disbursement',
        ref_id: d.id,
        payload_json: JSON.stringify({
          recipients: [loan.phone, tx.seller_phone].filter(Boolean),
          title: 'Khoản vay đã được giải ngân',
          body: `Khoản vay ${code} cho giao dịch ${codeOf('TX', tx.id)} đã được giải ngân ${vnd(Number(d.money))} (hợp đồng ${d.contract_no}).`,
        }),
        created_at: now,
      })
      .execute();
    await writeAudit(
      trx,
      actor,
      statusChange('disbursement', d.id, { confirmed_by: null }, { confirmed_by: actor.userId, confirmed_at: now }),
    );
  });
  return (await getDisbursement(db, loanId))!;
}

/** Ten minutes between two sends of a disbursement's notification by staff. */
const RESEND_MS = 10 * 60_000;
/** The relay tries a failed notification this many times, waiting 1, 2, 4 … 60 minutes between. */
export const OUTBOX_MAX_ATTEMPTS = 8;
/** How long a relay (or a person's send) holds an outbox row while it sends it. */
const LEASE_MS = 2 * 60_000;
const SYSTEM_ACTOR: Actor = { userId: null, username: 'system', ip: null };

type OutboxRow = Selectable<NotificationOutboxTable>;

/** Takes the row for one send, unless another send holds it (a conditional update: one wins). */
async function claimOutbox(db: Kysely<DB>, row: OutboxRow, now: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const claimed = await db
    .updateTable('notification_outbox')
    .set({ lease_until: new Date(now + LEASE_MS).toISOString() })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Sends a claimed outbox row of a disbursement through `sender` and writes the outcome: the row
 * (sent, or failed with when to try again), the disbursement's notification status and the loan's
 * history, in one database transaction. The key is the row's, so a retry after a failure reaches
 * only who was not reached; a person's send after a success is a new message. Answers the failure.
 */
async function deliverDisbursementNotice(
  db: Kysely<DB>,
  actor: Actor,
  row: OutboxRow,
  d: { id: number; loan_id: number; notified_at: string | null },
  sender: NotificationSender,
): Promise<string | null> {
  const message = JSON.parse(row.payload_json) as { recipients: string[]; title: string; body: string };
  const key = row.status === 'sent' ? `outbox:${row.id}:${row.attempts + 1}` : `outbox:${row.id}`;
  let failure: string | null = null;
  try {
    await sender.send({ key, kind: 'disbursement', ...message });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const now = Date.now();
  const attempts = row.attempts + 1;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('notification_outbox')
      .set({
        status: failure ? 'failed' : 'sent',
        attempts,
        last_error: failure?.slice(0, 500) ?? null,
        sent_at: failure ? row.sent_at : new Date(now).toISOString(),
        lease_until: null,
        next_attempt_at: failure ? new Date(now + Math.min(2 ** (attempts - 1), 60) * 60_000).toISOString() : null,
      })
      .where('id', '=', row.id)
      .execute();
    await trx
      .updateTable('disbursements')
      .set({
        notification_status: failure ? 'failed' : 'sent',
        notified_at: failure ? d.notified_at : new Date(now).toISOString(),
      })
      .where('id', '=', d.id)
      .execute();
    await addLoanHistory(trx, actor, d.loan_id, {
      type: 'disbursement_notified',
      data: { status: failure ? 'failed' : 'sent', recipients: message.recipients.length, via: sender.name },
    });
  });
  return failure;
}

/**
 * Sends the disbursement's notification now (the outbox row written with the confirmation), or
 * again after ten minutes; marks the row and the disbursement sent or failed. A failure is a
 * warning (2). The relay job sends it on its own too (`relayDisbursementNotices`).
 */
export async function notifyDisbursement(
  db: Kysely<DB>,
  actor: Actor,
  loanId: number,
  sender: NotificationSender,
): Promise<Outcome<Disbursement>> {
  const d = await db.selectFrom('disbursements').selectAll().where('loan_id', '=', loanId).executeTakeFirst();
  if (!d) throw notFound('Disbursement not found');
  if (!d.confirmed_at) throw conflict('The disbursement is notified once it is confirmed (loan-disbursed)');
  const outbox = await db
    .selectFrom('notification_outbox')
    .selectAll()
    .where('kind', '=', 'disbursement')
    .where('ref_id', '=', d.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!outbox) throw notFound('No notification waits for this disbursement');
  if (d.notified_at && Date.now() - Date.parse(d.notified_at) < RESEND_MS)
    throw conflict('The notification was sent less than 10 minutes ago');
  if (!(await claimOutbox(db, outbox, Date.now())))
    throw conflict('The notification is being sent right now: look again in a moment');
  const failure = await deliverDisbursementNotice(db, actor, outbox, d, sender);
  return {
    data: (await getDisbursement(db, loanId))!,
    warnings: failure ? [`The notification could not be sent: ${failure}`] : [],
  };
}

/**
 * The outbox relay (a scheduled job, every minute): each disbursement notification not sent yet,
 * or failed and due again, is claimed by one relay and sent; several API processes share the work
 * without sending one twice. Answers how many were sent and how many failed.
 */
export async function relayDisbursementNotices(
  db: Kysely<DB>,
  sender: NotificationSender,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('notification_outbox as o')
    .innerJoin('disbursements as d', 'd.id', 'o.ref_id')
    .selectAll('o')
    .select(['d.loan_id', 'd.notified_at as d_notified_at'])
    .where('o.kind', '=', 'disbursement')
    .where('o.status', 'in', ['pending', 'failed'])
    .where('o.attempts', '<', OUTBOX_MAX_ATTEMPTS)
    .where((eb) => eb.or([eb('o.next_attempt_at', 'is', null), eb('o.next_attempt_at', '<=', at)]))
    .where((eb) => eb.or([eb('o.lease_until', 'is', null), eb('o.lease_until', '<', at)]))
    .orderBy('o.id')
    .limit(50)
    .execute();
  const result = { sent: 0, failed: 0 };
  for (const row of due) {
    if (!(await claimOutbox(db, row, now.getTime()))) continue;
    const failure = await deliverDisbursementNotice(
      db,
      SYSTEM_ACTOR,
      row,
      { id: row.ref_id, loan_id: row.loan_id, notified_at: row.d_notified_at },
      sender,
    );
    result[failure ? 'failed' : 'sent']++;
  }
  return result;
}
