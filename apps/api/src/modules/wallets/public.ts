/** What other areas use of the wallets: the ledger's postings, the top-up bonus, the store orders' filters. */
export { availableOf, checkLedger, ensureWallet, postTransfer, resolveTransfer, transferByKey } from './ledger.ts';
export { storeOrderFilters } from './store-orders.ts';
export { bonusFor } from './topup-bonus.ts';
export { setWalletTransferStatus } from './wallets.repository.ts';
