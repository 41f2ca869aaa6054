import { bannerScreens } from '../components/banner-form.tsx';

/** /banners/:id/edit (banners-id-edit): after saving, this page again with the saved banner. */
export const { loader, Component } = bannerScreens.edit;
