import { faqCategoryScreens } from '../components/faq-category-form.tsx';

/** /faqs/category/create: 'Create FAQ category successful!', then /faqs/category. */
export const { loader, Component } = faqCategoryScreens.create;
