import { partnerScreens } from '../components/partner-form.tsx';

/** /partners/create. */
export const { loader, Component } = partnerScreens.create;
