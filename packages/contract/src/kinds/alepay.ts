import { recordKind } from '../common.ts';

/** The records of this area that are versioned and told live (joined into RECORD_KINDS, record-kinds.ts). */
export const recordKinds = {
  alepay_order: recordKind('alepay_orders', 'cash-orders-list', 'ads-alepay', 'ads-wallets'),
};
