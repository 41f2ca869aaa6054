/** What other areas use of the products: the counters a sale changes, whether a store is a station, its import. */
export { isStation, recount } from './products.repository.ts';
export { productImport } from './product-import.ts';
