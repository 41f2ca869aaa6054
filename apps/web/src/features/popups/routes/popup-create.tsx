import { popupScreens } from '../components/popup-form.tsx';

/** /popups/create. */
export const { loader, Component } = popupScreens.create;
