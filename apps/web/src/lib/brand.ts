/** The marketplace's brand and the operator's contacts shown in the sidebar footer and on sign-in. */
export const BRAND_INFO = {
  name: 'MotoMart',
  product: 'Admin',
  hotline: '1900 6868',
  email: 'support@motomart.vn',
} as const;

/** Brand colours: a deep blue for the back-office, the marketplace's orange-red as accent. */
export const BRAND = {
  primary: '#1a4fa3',
  primaryDark: '#123a7a',
  accent: '#f2641f',
  sidebar: '#0f1d36',
  sidebarText: '#c4cde0',
  background: '#f3f5f9',
} as const;

export const LAYOUT = { appBarHeight: 80, sidebarWidth: 220, sidebarBreakpoint: 960 } as const;
