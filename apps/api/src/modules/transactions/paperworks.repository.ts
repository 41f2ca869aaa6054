import { type Paperwork, type PaperworkConfirmBody, type PaperworkPair, codeOf } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { userName } from '../../lib/columns.ts';
import { conflict, invalid, invalidField, notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../lib/audit-log.ts';
import { statusChange, writeAudit } from '../../lib/audit-log.ts';
import { oneOr404, unknownId, oneUpdated } from '../../lib/rows.ts';
import { addLoanHistory, addTransactionEvent } from '../../lib/timeline.ts';

/** Makes the signed, short-lived link of a private file. */
export type Linker = (file: string) => string;

async function loadPaperwork(db: Kysely<DB>, id: number, link: Linker): Promise<Paperwork> {
  const row = await oneOr404(
    db
      .selectFrom('paperworks as pw')
      .selectAll('pw')
      .select(userName('pw.decided_by').as('decider'))
      .where('pw.id', '=', id),
    'Paperwork not found',
  );
  const documents = await db
    .selectFrom('paperwork_documents')
    .selectAll()
    .where('paperwork_id', '=', id)
    .orderBy('id')
    .execute();
  const required = JSON.parse(row.required_types) as string[];
  const present = new Set(documents.map((d) => d.type));
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    party: row.party,
    status: row.status,
    reason: row.reason,
    required_types: required,
    missing_types: required.filter((type) => !present.has(type)),
    version: row.version,
    documents: documents.map((d) => ({ id: d.id, type: d.type, url: link(d.file), uploaded_at: d.uploaded_at })),
    decided_by: row.decided_by !== null && row.decider ? { id: row.decided_by, name: row.decider } : null,
    decided_at: row.decided_at,
    updated_at: row.updated_at,
    row_version: row.row_version,
  };
}

export const getPaperwork = loadPaperwork;

export async function paperworksOfTransaction(
  db: Kysely<DB>,
  transactionId: number,
  link: Linker,
): Promise<PaperworkPair> {
  const rows = await db
    .selectFrom('paperworks')
    .select(['id', 'party'])
    .where('transaction_id', '=', transactionId)
    .execute();
  if (await unknownId(db, 'transactions', transactionId)) throw notFound('Transaction not found');
  const of = async (party: 'buyer' | 'seller') => {
    const row = rows.find((r) => r.party === party);
    return row ? loadPaperwork(db, row.id, link) : null;
  };
  return { paperwork_buyer: await of('buyer'), paperwork_seller: await of('seller') };
}

export async function paperworksOfLoan(db: Kysely<DB>, loanId: number, link: Linker): Promise<PaperworkPair> {
  const loan = await db.selectFrom('loans').select('transaction_id').where('id', '=', loanId).executeTakeFirst();
  if (!loan) throw notFound('Loan not found');
  return paperworksOfTransaction(db, loan.transaction_id, link);
}

/**
 * Approves or rejects a bundle, only from `waiting`: a rejection needs a reason, an approval every
 * required document. With its transaction event (and loan history), and audit entry.
 */
export async function confirmPaperwork(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: PaperworkConfirmBody,
  link: Linker,
): Promise<Paperwork> {
  await db.transaction().execute(async (trx) => {
    const current = await loadPaperwork(trx, id, link);
    if (current.status !== 'waiting')
      throw conflict(`The ${current.party}'s paperwork is '${current.status}': only waiting paperwork is decided`);
    if (!body.approve && !body.reason) throw invalidField('reason', 'Give the reason of the rejection');
    if (body.approve && current.missing_types.length)
      throw invalid({ documents: [`Missing documents: ${current.missing_types.join(', ')}`] });
    const status = body.approve ? 'approved' : 'rejected';
    const now = nowIso();
    await oneUpdated(
      trx
        .updateTable('paperworks')
        .set({
          status,
          reason: body.approve ? null : body.reason!,
          decided_by: actor.userId,
          decided_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'waiting'),
      conflict('The paperwork was decided meanwhile; reload it'),
    );
    await addTransactionEvent(trx, actor, current.transaction_id, {
      type: 'paperwork_confirmed',
      from: 'waiting',
      to: status,
      reason: body.approve ? null : body.reason!,
      data: { paperwork_id: id, party: current.party },
    });
    const loan = await trx
      .selectFrom('transactions')
      .select('loan_id')
      .where('id', '=', current.transaction_id)
      .executeTakeFirstOrThrow();
    if (loan.loan_id)
      await addLoanHistory(trx, actor, loan.loan_id, {
        type: 'paperwork_confirmed',
        reason: body.approve ? null : body.reason!,
        data: { party: current.party, status },
      });
    await writeAudit(
      trx,
      actor,
      statusChange('paperwork', id, { status: 'waiting' }, { status, reason: body.reason ?? null }),
    );
  });
  return loadPaperwork(db, id, link);
}

/**
 * A document added to a bundle (staff upload or the app's resubmission): a rejected bundle waits
 * again with its reason cleared and its version + 1; an approved one is final while the sale runs.
 */
export async function addPaperworkDocument(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  type: string,
  file: string,
  link: Linker,
): Promise<Paperwork> {
  await db.transaction().execute(async (trx) => {
    const current = await loadPaperwork(trx, id, link);
    const tx = await trx
      .selectFrom('transactions')
      .select(['status'])
      .where('id', '=', current.transaction_id)
      .executeTakeFirstOrThrow();
    if (current.status === 'approved' && tx.status !== 'cancelled')
      throw conflict(
        `The ${current.party}'s paperwork of ${codeOf('TX', current.transaction_id)} is approved: it is final`,
      );
    const now = nowIso();
    await trx
      .insertInto('paperwork_documents')
      .values({ paperwork_id: id, type, file, uploaded_by: actor.userId, uploaded_at: now })
      .execute();
    if (current.status === 'rejected') {
      await oneUpdated(
        trx
          .updateTable('paperworks')
          .set({ status: 'waiting', reason: null, version: current.version + 1, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'rejected'),
        conflict('The paperwork changed meanwhile; reload it'),
      );
    } else await trx.updateTable('paperworks').set({ updated_at: now }).where('id', '=', id).execute();
    await addTransactionEvent(trx, actor, current.transaction_id, {
      type: 'paperwork_confirmed',
      from: current.status,
      to: current.status === 'rejected' ? 'waiting' : current.status,
      data: { paperwork_id: id, party: current.party, document: type, resubmitted: current.status === 'rejected' },
    });
    await writeAudit(trx, actor, {
      action: 'update',
      entity: 'paperwork',
      entityId: id,
      before: { status: current.status, version: current.version },
      after: { document: type, status: current.status === 'rejected' ? 'waiting' : current.status },
    });
  });
  return loadPaperwork(db, id, link);
}
