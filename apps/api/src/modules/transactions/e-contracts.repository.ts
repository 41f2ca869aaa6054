import { E_CONTRACT_TRANSITIONS, type EContract, type EContractStatus, codeOf } from '@admin/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { type Actor, statusChange, writeAudit } from '../../lib/audit-log.ts';
import { HttpError, conflict, invalidField, moveRefused, reason } from '../../lib/http-error.ts';
import { oneOr404, oneUpdated } from '../../lib/rows.ts';
import { nowIso } from '../../lib/time.ts';
import type { PrivateFiles } from '../../plugins/private-files.ts';
import { saleContractPdf } from '../../lib/pdf.ts';
import { addEContractEvent, addTransactionEvent, toTimelineEntry } from '../../lib/timeline.ts';
import { type TransactionRow, openContract, readTransaction } from './transactions.repository.ts';

/** A contract waits this long for its signatures. */
const EXPIRES_MS = 7 * 24 * 3_600_000;
const OPEN: EContractStatus[] = ['draft', 'sent'];

/** The sale contract of the transaction `tx` as a PDF (the copy sent, or under a signed copy's `contractNo`). */
function contractPdf(tx: TransactionRow, contractNo: string, version: number, at: string) {
  const product = JSON.parse(tx.product_json) as {
    title: string;
    number_plate: string | null;
    release_year: string | null;
  };
  return saleContractPdf({
    contractNo,
    version,
    at,
    buyer: { name: tx.buyer_name, phone: tx.buyer_phone },
    seller: { name: tx.seller_name, phone: tx.seller_phone },
    vehicle: { title: product.title, plate: product.number_plate, year: product.release_year },
    price: Number(tx.price),
    type: tx.type,
  });
}

export async function loadContract(db: Kysely<DB>, id: number, files: PrivateFiles): Promise<EContract> {
  const row = await oneOr404(db.selectFrom('e_contracts').selectAll().where('id', '=', id), 'E-contract not found');
  const [signers, events] = await Promise.all([
    db.selectFrom('e_contract_signers').selectAll().where('e_contract_id', '=', id).orderBy('role').execute(),
    db.selectFrom('e_contract_events').selectAll().where('e_contract_id', '=', id).orderBy('id', 'desc').execute(),
  ]);
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    contract_no: row.contract_no,
    version: row.version,
    template: row.template,
    status: row.status,
    document_url: row.document ? files.link(row.document) : null,
    document_sha256: row.document_sha256,
    signed_document_url: row.signed_document ? files.link(row.signed_document) : null,
    signed_sha256: row.signed_sha256,
    sent_at: row.sent_at,
    expires_at: row.expires_at,
    completed_at: row.completed_at,
    voided_at: row.voided_at,
    void_reason: row.void_reason,
    decline_reason: row.decline_reason,
    signers: signers.map((s) => ({
      role: s.role,
      name: s.name,
      phone: s.phone,
      status: s.status,
      method: s.method,
      signed_at: s.signed_at,
      declined_at: s.declined_at,
      decline_reason: s.decline_reason,
    })),
    events: events.map(toTimelineEntry),
    created_at: row.created_at,
  };
}

/** The transaction's latest contract, or null. */
export async function currentContract(db: Kysely<DB>, transactionId: number, files: PrivateFiles) {
  await readTransaction(db, transactionId);
  const row = await db
    .selectFrom('e_contracts')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .orderBy('version', 'desc')
    .executeTakeFirst();
  return row ? loadContract(db, row.id, files) : null;
}

async function move(
  db: Kysely<DB>,
  actor: Actor | null,
  auditActor: Actor,
  id: number,
  from: EContractStatus,
  to: EContractStatus,
  set: Record<string, unknown>,
  reason: string | null = null,
) {
  if (!E_CONTRACT_TRANSITIONS[from].includes(to))
    throw moveRefused('An e-contract', from, to, E_CONTRACT_TRANSITIONS[from], { kind: 'e_contract' });
  const now = nowIso();
  await oneUpdated(
    db
      .updateTable('e_contracts')
      .set({ ...set, status: to, is_open: OPEN.includes(to) ? 1 : 0, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', from),
    conflict('The e-contract changed meanwhile; reload it'),
  );
  await addEContractEvent(db, actor, id, { type: to, from, to, reason });
  await writeAudit(db, auditActor, statusChange('e_contract', id, { status: from }, { status: to, reason }));
}

/** A new draft (the next version) for a new or confirmed transaction without an open contract. */
export async function createContract(db: Kysely<DB>, actor: Actor, transactionId: number, files: PrivateFiles) {
  let id = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const tx = await readTransaction(trx, transactionId);
      if (tx.status !== 'new' && tx.status !== 'confirmed')
        throw conflict(`${codeOf('TX', tx.id)} is '${tx.status}': a contract is prepared while it is new or confirmed`);
      const open = await openContract(trx, transactionId);
      if (open) throw conflict(`Contract ${open.contract_no} is still '${open.status}': void it first`);
      const last = await trx
        .selectFrom('e_contracts')
        .select((eb) => eb.fn.max('version').as('v'))
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
      const version = Number(last?.v ?? 0) + 1;
      const now = nowIso();
      const year = new Date(Date.parse(now) + 7 * 3_600_000).getUTCFullYear();
      const suffix = version > 1 ? `-${version}` : '';
      const inserted = await trx
        .insertInto('e_contracts')
        .values({
          transaction_id: transactionId,
          contract_no: `HDMB-${year}-${String(transactionId).padStart(6, '0')}${suffix}`,
          version,
          template: 'sale-v1',
          status: 'draft',
          is_open: 1,
          created_by: actor.userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
      await trx
        .insertInto('e_contract_signers')
        .values([
          { e_contract_id: id, role: 'buyer', name: tx.buyer_name, phone: tx.buyer_phone, status: 'pending' },
          { e_contract_id: id, role: 'seller', name: tx.seller_name, phone: tx.seller_phone, status: 'pending' },
        ])
        .execute();
      await trx
        .updateTable('transactions')
        .set({ e_contract_id: id, updated_at: now })
        .where('id', '=', transactionId)
        .execute();
      await addEContractEvent(trx, actor, id, { type: 'created', to: 'draft' });
      await writeAudit(trx, actor, { action: 'create', entity: 'e_contract', entityId: id, after: { version } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Another contract was prepared meanwhile; reload');
    throw error;
  }
  return loadContract(db, id, files);
}

/** draft → sent: the PDF is made from the transaction, kept privately with its SHA-256. */
export async function sendContract(db: Kysely<DB>, actor: Actor, id: number, files: PrivateFiles) {
  const contract = await loadContract(db, id, files);
  if (contract.status !== 'draft')
    throw moveRefused('An e-contract', contract.status, 'sent', E_CONTRACT_TRANSITIONS[contract.status], {
      kind: 'e_contract',
    });
  const tx = await readTransaction(db, contract.transaction_id);
  if (!/^(0|\+84)(3|5|7|8|9)\d{8}$/.test(tx.buyer_phone) || !tx.seller_phone)
    throw invalidField('phone', 'The buyer and the seller need valid phone numbers to sign by OTP');
  const now = nowIso();
  const pdf = await contractPdf(tx, contract.contract_no, contract.version, now);
  const file = await files.save('contracts', pdf.bytes, 'pdf');
  await db.transaction().execute(async (trx) => {
    await move(trx, actor, actor, id, 'draft', 'sent', {
      document: file,
      document_sha256: pdf.sha256,
      sent_at: now,
      expires_at: new Date(Date.parse(now) + EXPIRES_MS).toISOString(),
    });
    await addTransactionEvent(trx, actor, tx.id, {
      type: 'contract_sent',
      data: { e_contract_id: id, sha256: pdf.sha256 },
    });
  });
  return loadContract(db, id, files);
}

export async function voidContract(db: Kysely<DB>, actor: Actor, id: number, reason: string, files: PrivateFiles) {
  const contract = await loadContract(db, id, files);
  await db.transaction().execute(async (trx) => {
    await move(trx, actor, actor, id, contract.status, 'voided', { voided_at: nowIso(), void_reason: reason }, reason);
  });
  return loadContract(db, id, files);
}

/** How long after a reminder the next one may go: the signers are not pestered. */
export const REMIND_AFTER_MINUTES = 60;

/**
 * Reminds the signers who have not signed a sent contract yet (the signing link again, through the
 * notification service), at most once an hour; the reminder is in the contract's history.
 */
export async function remindSigners(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  files: PrivateFiles,
  notify: (phones: string[], contractNo: string) => Promise<unknown>,
) {
  const contract = await loadContract(db, id, files);
  if (contract.status !== 'sent')
    throw conflict(`The e-contract is '${contract.status}': only a sent contract is waiting for signatures`);
  const pending = contract.signers.filter((s) => s.status === 'pending');
  const last = contract.events.find((e) => e.type === 'reminded');
  if (last && Date.now() - Date.parse(last.created_at) < REMIND_AFTER_MINUTES * 60_000)
    throw conflict(`The signers were reminded at ${last.created_at}; the next reminder may go an hour later`).saying(
      reason('reminded_lately', { at: last.created_at }),
    );
  await db.transaction().execute(async (trx) => {
    await addEContractEvent(trx, actor, id, {
      type: 'reminded',
      from: null,
      to: null,
      reason: null,
      data: { roles: pending.map((s) => s.role) },
    });
    await writeAudit(trx, actor, {
      action: 'update',
      entity: 'e_contract',
      entityId: id,
      after: { reminded: pending.map((s) => s.role) },
    });
  });
  await notify(
    pending.map((s) => s.phone).filter((phone): phone is string => Boolean(phone)),
    contract.contract_no,
  );
  return loadContract(db, id, files);
}

/**
 * A signer signs (by OTP in the sandbox, or on paper with a scan): the last signature completes the
 * contract; its signed copy (the document with a certificate of the signatures) is kept with its hash.
 */
export async function signContract(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  role: 'buyer' | 'seller',
  how: { method: 'otp' | 'paper'; ip: string | null; paperFile?: string },
  files: PrivateFiles,
) {
  const contract = await loadContract(db, id, files);
  if (contract.status !== 'sent')
    throw conflict(`The e-contract is '${contract.status}': only a sent contract is signed`);
  const signer = contract.signers.find((s) => s.role === role)!;
  if (signer.status !== 'pending') throw conflict(`The ${role} has already ${signer.status}`);
  const now = nowIso();
  const others = contract.signers.filter((s) => s.role !== role);
  const completes = others.every((s) => s.status === 'signed');
  let signed: { file: string; sha256: string } | null = null;
  if (completes) {
    const tx = await readTransaction(db, contract.transaction_id);
    const pdf = await contractPdf(
      tx,
      `${contract.contract_no} – ĐÃ KÝ (${[...others.map((s) => `${s.role}: ${s.signed_at}`), `${role}: ${now}`].join('; ')}; gốc SHA-256 ${contract.document_sha256})`,
      contract.version,
      now,
    );
    signed = { file: await files.save('contracts', pdf.bytes, 'pdf'), sha256: pdf.sha256 };
  }
  await db.transaction().execute(async (trx) => {
    await oneUpdated(
      trx
        .updateTable('e_contract_signers')
        .set({ status: 'signed', method: how.method, signed_at: now, ip: how.ip, paper_file: how.paperFile ?? null })
        .where('e_contract_id', '=', id)
        .where('role', '=', role)
        .where('status', '=', 'pending'),
      conflict(`The ${role} signed meanwhile`),
    );
    await addEContractEvent(trx, actor, id, { type: 'signed', data: { role, method: how.method } });
    if (signed) {
      await move(trx, null, actor, id, 'sent', 'completed', {
        completed_at: now,
        signed_document: signed.file,
        signed_sha256: signed.sha256,
      });
      await addTransactionEvent(trx, null, contract.transaction_id, {
        type: 'contract_signed',
        data: { e_contract_id: id },
      });
    }
  });
  return loadContract(db, id, files);
}

export async function declineContract(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  role: 'buyer' | 'seller',
  reason: string,
  files: PrivateFiles,
) {
  const contract = await loadContract(db, id, files);
  if (contract.status !== 'sent')
    throw conflict(`The e-contract is '${contract.status}': only a sent contract is declined`);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('e_contract_signers')
      .set({ status: 'declined', declined_at: now, decline_reason: reason })
      .where('e_contract_id', '=', id)
      .where('role', '=', role)
      .execute();
    await move(trx, null, actor, id, 'sent', 'declined', { decline_reason: reason }, reason);
  });
  return loadContract(db, id, files);
}

/** Sent contracts past `expires_at` become `expired` (the scheduled job), each conditional on 'sent'. */
export async function expireContracts(db: Kysely<DB>, now = new Date()) {
  const due = await db
    .selectFrom('e_contracts')
    .select('id')
    .where('status', '=', 'sent')
    .where('expires_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(1000)
    .execute();
  const result = { expired: 0, skipped: 0 };
  const system: Actor = { userId: null, username: 'system', ip: null };
  for (const { id } of due) {
    try {
      await db.transaction().execute((trx) => move(trx, null, system, id, 'sent', 'expired', {}, 'expired'));
      result.expired += 1;
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      result.skipped += 1;
    }
  }
  return result;
}
