import { faqScreens } from '../components/faq-form.tsx';

/** /faqs/create. */
export const { loader, Component } = faqScreens.create;
