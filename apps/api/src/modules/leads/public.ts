/** What other areas use of the leads: their import. */
export { leadImport } from './lead-import.ts';
