import { recordKind } from '../common.ts';

/** The records of this area that are versioned and told live (joined into RECORD_KINDS, record-kinds.ts). */
export const recordKinds = {
  faq_category: recordKind('faq_categories', 'category-faqs-index', 'faq-categories', 'faqs'),
};
