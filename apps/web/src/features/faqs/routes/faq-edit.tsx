import { faqScreens } from '../components/faq-form.tsx';

/** /faqs/:id/edit. */
export const { loader, Component } = faqScreens.edit;
