/** What other areas use of the transactions: a transaction's row, and its moves (a disbursement's). */
export {
  applyMove,
  leftToPay,
  readTransaction,
  settleIfPaid,
  signingGaps,
  updateAsRead,
} from './transactions.repository.ts';
