import { faqCategoryScreens } from '../components/faq-category-form.tsx';

/** /faqs/category/:id/edit: 'Update FAQ category successful!', then /faqs/category. */
export const { loader, Component } = faqCategoryScreens.edit;
