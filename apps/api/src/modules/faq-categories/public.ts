/** What other areas use of the FAQ categories: one category (404 when unknown), the options of the FAQ form. */
export { faqCategoriesOfLevel, faqCategoryTree, getFaqCategory } from './faq-categories.repository.ts';
