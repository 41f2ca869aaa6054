/** The marketplace's brand and the operator's contacts shown in the sidebar footer and on sign-in. */
export const BRAND_INFO = {
  name: 'MotoMart',
  product: 'Admin',
  hotline: '1900 6868',
  email: 'support@motomart.vn',
} as const;
