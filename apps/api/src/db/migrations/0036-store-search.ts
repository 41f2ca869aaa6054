import { keptSearch } from './0034-transaction-search.ts';

/** The stores' keyword, kept like the transactions' (SEARCHED_STORES). */
export const migration = keptSearch('stores');
