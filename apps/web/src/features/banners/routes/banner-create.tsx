import { bannerScreens } from '../components/banner-form.tsx';

/** /banners/create: after saving, the banner's edit page (banners-id-edit). */
export const { loader, Component } = bannerScreens.create;
