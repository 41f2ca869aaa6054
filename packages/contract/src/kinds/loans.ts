import { recordKind } from '../common.ts';

/** The records of this area that are versioned and told live (joined into RECORD_KINDS, record-kinds.ts). */
export const recordKinds = {
  loan: recordKind('loans', 'cash-loans-index', 'loans', 'transactions'),
  paperwork: recordKind('paperworks', 'cash-loans-index', 'loans', 'transactions'),
  e_contract: recordKind('e_contracts', 'cash-loans-index', 'loans', 'transactions'),
  disbursement: recordKind('disbursements', 'cash-loans-index', 'loans', 'transactions'),
};
