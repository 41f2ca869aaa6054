import { popupScreens } from '../components/popup-form.tsx';

/** /popups/:id/edit. */
export const { loader, Component } = popupScreens.edit;
