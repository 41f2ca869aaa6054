/** What other areas and the app use of the loans: the words of each step (exports), the lenders' callback secret. */
export { lenderCallbackSecret } from './lender-callback.ts';
export { STEP, loanStatusWords } from './loan-export.ts';
