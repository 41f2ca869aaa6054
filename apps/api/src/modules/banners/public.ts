/** What other areas use of the banners: those placed on a page. */
export { bannersOfPage } from './banners.repository.ts';
