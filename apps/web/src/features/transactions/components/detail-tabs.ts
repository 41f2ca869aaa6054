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
