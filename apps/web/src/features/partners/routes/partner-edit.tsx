import { partnerScreens } from '../components/partner-form.tsx';

/** /partners/:id/edit. */
export const { loader, Component } = partnerScreens.edit;
