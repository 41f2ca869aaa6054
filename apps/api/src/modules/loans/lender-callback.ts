import { createHmac, timingSafeEqual } from 'node:crypto';
import { type DisbursementBody, type LenderCallbackBody, type Loan, codeOf, loanStep } from '@admin/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../lib/audit-log.ts';
import { HttpError, conflict, notFound } from '../../lib/http-error.ts';
import { vnd } from '../../lib/money.ts';
import { hashOf, insertDisbursement, replayOrConflict } from './disbursements.repository.ts';
import { type LoanRow, type Outcome, loanOf, moveLoanStatus, readLoan } from './loans.repository.ts';

/**
 * A lender's signed callback with its decision on a loan (docs/domain.md, "Lender callback
 * sandbox"). No lender reaches this network, so outside production a sandbox route lets anyone who
 * holds the lender's callback secret play the lender; the effect is the one staff would record by
 * hand, with `partner:{code}` as the actor.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The secret a lender signs its callbacks with (lenderCallbackSecret with the app's JWT secret). */
    lenderCallbackSecret(code: string): string;
  }
}

/** The callback sandbox exists outside production only: with NODE_ENV=production its route is not registered. */
export const lenderSandbox = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV !== 'production';

/**
 * A lender's callback secret: LENDER_CALLBACK_SECRET when set (the same for every lender), else
 * HMAC-SHA256 of 'lender-callback:{code}' keyed with the app's JWT secret, in hex.
 */
export function lenderCallbackSecret(jwtSecret: string, code: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.LENDER_CALLBACK_SECRET || createHmac('sha256', jwtSecret).update(`lender-callback:${code}`).digest('hex');
}

/** The X-Signature of a callback: the hex HMAC-SHA256 of the raw body with the lender's secret. */
export const signLenderCallback = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

export function verifyLenderCallback(secret: string, rawBody: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signLenderCallback(secret, rawBody), 'hex'));
}

/** Whether a lender (a loan product code: 'svfc') exists. */
export async function lenderExists(db: Kysely<DB>, code: string): Promise<boolean> {
  return !!(await db.selectFrom('loan_products').select('id').where('code', '=', code).executeTakeFirst());
}

/** The actor of a lender's callback: no user; history and audit show `partner:{code}`. */
export const partnerActor = (code: string, ip: string | null): Actor => ({
  userId: null,
  username: `partner:${code}`,
  ip,
});

const disbursementOf = (body: LenderCallbackBody): DisbursementBody => ({
  money: body.money!,
  contract_no: body.contract_no!,
  disbursed_at: body.disbursed_at,
});

/** The steps at and after the approval: an approval callback found there with the same values is a replay. */
const APPROVED_OR_LATER = ['approved', 'lender-disbursed', 'disbursed', 'done'];

/** The loan is this lender's, and the lender's application id (when both sides have one) matches. */
function checkLender(loan: LoanRow, code: string, body: LenderCallbackBody) {
  const name = codeOf('LN', loan.id);
  if (loan.product_code !== code) throw notFound(`${name} is not a loan of ${code}`);
  if (body.application_id && loan.partner_application_id && body.application_id !== loan.partner_application_id)
    throw conflict(`${name} is application ${loan.partner_application_id} at ${code}, not ${body.application_id}`);
}

/** The warning of a callback already applied (same event, same values), or null. */
async function replayOf(db: Kysely<DB>, loan: LoanRow, code: string, body: LenderCallbackBody) {
  const name = codeOf('LN', loan.id);
  const already = `Callback already applied: ${name} is ${loan.loan_status}`;
  if (body.event === 'approved') {
    const step = loanStep(loan.loan_status, loan.product_code);
    const same =
      Number(loan.approved_amount) === body.approved_amount &&
      loan.tenor_months === body.tenor_months &&
      loan.partner_contract_no === body.contract_no;
    return step && APPROVED_OR_LATER.includes(step) && same ? already : null;
  }
  if (body.event === 'rejected')
    return loan.loan_status === `${code}-rejected` && loan.status_reason === body.reason ? already : null;
  // the disbursement's own replay: the same request hash; another payout already recorded is a 409
  return (await replayOrConflict(db, loan.id, hashOf(disbursementOf(body)))) ? already : null;
}

/** The change itself, in the caller's DB transaction; answers the warnings (an approval below the request). */
async function applyEvent(
  trx: Kysely<DB>,
  actor: Actor,
  loan: LoanRow,
  code: string,
  body: LenderCallbackBody,
): Promise<string[]> {
  const name = codeOf('LN', loan.id);
  if (body.event === 'approved') {
    if (loan.loan_status === 'approved')
      throw conflict(
        `${name} is already 'approved' (${vnd(Number(loan.approved_amount))} over ${loan.tenor_months} months, contract ${loan.partner_contract_no ?? 'none'}): another approval is refused`,
      );
    return moveLoanStatus(trx, actor, loan, {
      loan_status: 'approved',
      approved_amount: body.approved_amount,
      tenor_months: body.tenor_months,
      partner_contract_no: body.contract_no,
    });
  }
  if (body.event === 'rejected') {
    const rejected = `${code}-rejected`;
    if (loan.loan_status === rejected)
      throw conflict(`${name} is already '${rejected}' with another reason: ${loan.status_reason ?? 'none'}`);
    return moveLoanStatus(trx, actor, loan, { loan_status: rejected, reason: body.reason });
  }
  await insertDisbursement(trx, actor, loan, disbursementOf(body));
  return [];
}

/**
 * Applies a lender's verified callback in one DB transaction, on the status read: `approved`
 * (submitted → approved), `rejected` (submitted or approved → `{code}-rejected`), `disbursed` (the
 * payout recorded as POST /transactions/loans/{id}/disbursement does, → `{code}-disbursed`). A
 * callback already applied answers its warning (result_code 2) and changes nothing; a move the loan
 * does not allow is a 409 naming its status.
 */
export async function applyLenderCallback(
  db: Kysely<DB>,
  code: string,
  body: LenderCallbackBody,
  ip: string | null,
): Promise<Outcome<Loan>> {
  const actor = partnerActor(code, ip);
  let warnings: string[];
  try {
    warnings = await db.transaction().execute(async (trx) => {
      const loan = await readLoan(trx, body.loan_id);
      checkLender(loan, code, body);
      const replay = await replayOf(trx, loan, code, body);
      return replay ? [replay] : applyEvent(trx, actor, loan, code, body);
    });
  } catch (error) {
    // The same callback, sent twice at once, applied by the other request first: answer a replay.
    const lost = isUniqueViolation(error) || (error instanceof HttpError && error.statusCode === 409);
    if (!lost) throw error;
    const replay = await replayOf(db, await readLoan(db, body.loan_id), code, body);
    if (replay) warnings = [replay];
    else if (isUniqueViolation(error))
      throw conflict(`Contract number ${body.contract_no} is already recorded for another loan of ${code}`);
    else throw error;
  }
  return { data: await loanOf(db, body.loan_id), warnings };
}
