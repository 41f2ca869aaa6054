/** What the seed uses of the brands: the rows of the models' details. */
export { detailRows } from './brands.repository.ts';
