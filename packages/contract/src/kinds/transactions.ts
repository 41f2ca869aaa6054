import { recordKind } from '../common.ts';

/** The records of this area that are versioned and told live (joined into RECORD_KINDS, record-kinds.ts). */
export const recordKinds = {
  transaction: recordKind('transactions', 'transaction-index', 'transactions', 'loans'),
  transaction_payment: recordKind('transaction_payments', 'transaction-index', 'transactions'),
};
