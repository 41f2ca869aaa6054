import type { Transaction } from '@admin/contract';

/** The detail's tabs, in order (spec section 2); the tab is the URL's `tab`. */
export const DETAIL_TABS = ['transactions-details', 'e-contract', 'paperwork', 'disbursement-information'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** The tabs a sale shows: a cash sale has its contract and paperwork, but no loan to pay out. */
export const tabsOf = (type: Transaction['type']): readonly DetailTab[] =>
  type === 'cash' ? DETAIL_TABS.filter((tab) => tab !== 'disbursement-information') : DETAIL_TABS;

/** /transactions/transactions-details?type=…&id=…&tab=… */
export const detailsHref = (t: Pick<Transaction, 'id' | 'type'>, tab: DetailTab = 'transactions-details') =>
  `/transactions/transactions-details?${new URLSearchParams({ type: t.type, id: String(t.id), tab }).toString()}`;

/** A loan's screens (spec section 2): its overview, paperwork and disbursement. */
export const LOAN_TABS = ['overview', 'paperwork', 'disbursement'] as const;
export type LoanTab = (typeof LOAN_TABS)[number];

/**
 * Where a loan's tab is: a finance loan's under its sale (/transactions/{id}/finances/{loanId},
 * /paperwork, /disbursed); a credit loan's overview under its sale (/credit/{loanId}) and the rest
 * under /loans/{loanId}.
 */
export function loanHref(
  loan: { id: number; transaction_id?: number; kind?: Transaction['type'] } | Pick<Transaction, 'id' | 'type'>,
  loanId: number,
  tab: LoanTab = 'overview',
): string {
  const [transactionId, kind] =
    'transaction_id' in loan ? [loan.transaction_id, loan.kind] : [loan.id, (loan as Transaction).type];
  if (kind === 'finance') {
    const base = `/transactions/${transactionId}/finances/${loanId}`;
    return tab === 'overview' ? base : tab === 'paperwork' ? `${base}/paperwork` : `${base}/disbursed`;
  }
  if (tab === 'overview') return `/transactions/${transactionId}/credit/${loanId}`;
  return `/loans/${loanId}/${tab}`;
}

/** The parts a loan's address may end with (spec section 2), and the tab each opens. */
const LOAN_PARTS: Record<string, LoanTab> = {
  'view-detail': 'overview',
  paperwork: 'paperwork',
  disbursed: 'disbursement',
  disbursement: 'disbursement',
};

/** The tab a loan route shows from its `:part` (none: the overview); null for an unknown part. */
export const loanTabOf = (part: string | undefined): LoanTab | null =>
  part === undefined ? 'overview' : (LOAN_PARTS[part] ?? null);
