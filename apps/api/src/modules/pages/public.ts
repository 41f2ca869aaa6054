/** What other areas use of the pages: a page (404 when unknown) and its title. */
export { getPage, pageTitle } from './pages.repository.ts';
