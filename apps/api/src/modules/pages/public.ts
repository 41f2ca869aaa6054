/** What other areas use of the pages: a page (404 when unknown) and its title. */
export { checkFormPage, getPage, pageTitle } from './pages.repository.ts';
