import type { SaidReason } from '@admin/contract';
import i18n, { translateMessage } from '../i18n/setup.ts';
import { formatMoney } from './format.ts';

/**
 * What the server says as a code (a refused move, a payout not ready, a row of a bulk change that
 * was refused), in the reader's language: `reasons.<code>` (each language's reasons.json), or for a sale's guards
 * the transactions' `blocks.<code>` (its detail screen says them too), or for an import's cells and
 * files `imports.reasons.<code>` (loaded with the import dialog). Statuses are said with their
 * kind's words, amounts as money, a party as a word.
 */
const STATUS_WORDS: Record<string, string> = {
  transaction: 'transactions.status',
  loan: 'transactions.loanStatus',
  cash_loan: 'transactions.loanStatus',
  e_contract: 'transactions.contract.status',
  product: 'products.status',
  campaign: 'ads.campaignStatus',
  station_order: 'stations.orderStatus',
  lead: 'leads.status',
};
const MONEY = ['paid', 'price', 'amount', 'available'];
const LOAN_STATUS_CODES = ['lender_paid', 'loan_not_disbursed'];
function text(key: string, values: Record<string, unknown> = {}): string | undefined {
  return i18n.exists(key) ? i18n.t(key, values) : undefined;
}

export function sayReason(reason: SaidReason): string {
  const params = reason.params ?? {};
  const values: Record<string, string | number> = { ...params };
  const words = STATUS_WORDS[String(params.kind)];
  for (const key of ['from', 'to'] as const)
    if (params[key] !== undefined) values[key] = (words && text(`${words}.${params[key]}`)) ?? String(params[key]);
  // a sale's guards name its loan's status
  if (LOAN_STATUS_CODES.includes(reason.code) && params.status !== undefined)
    values.status = text(`transactions.loanStatus.${params.status}`) ?? values.status!;
  for (const key of MONEY)
    if (params[key] !== undefined) values[key] = Number(params[key]) === 0 ? '0đ' : formatMoney(Number(params[key]));
  if (params.party !== undefined) values.party = text(`reasons.party.${params.party}`) ?? String(params.party);
  const kind = params.kind === undefined ? undefined : (text(`reasons.kind.${params.kind}`) ?? String(params.kind));
  values.subject = params.record && kind ? `${params.record} (${kind})` : String(params.record ?? kind ?? '');
  // a cell of an import refused with the contract's own message
  if (params.message !== undefined) values.message = translateMessage(String(params.message));
  return (
    text(`reasons.${reason.code}`, values) ??
    text(`transactions.blocks.${reason.code}`, values) ??
    text(`imports.reasons.${reason.code}`, values) ??
    reason.code
  );
}

/** A refusal and the causes it lists: "LN000173 chưa thể giải ngân: hợp đồng …; hồ sơ …". */
export function sayRefusal(reason: SaidReason, reasons: readonly SaidReason[] = []): string {
  const head = sayReason(reason);
  return reasons.length ? `${head}: ${reasons.map(sayReason).join('; ')}` : head;
}
