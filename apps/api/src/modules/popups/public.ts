/** What other areas use of the pop-ups: those placed on a page. */
export { popupsOfPage } from './popups.repository.ts';
