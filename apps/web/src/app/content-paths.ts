/**
 * Named routes of the content and marketing screens. Kept apart from paths.ts so that the sign-in
 * screen's first chunk does not carry them: only these lazily loaded screens import this file.
 */
type Id = number | string;

export const contentPaths = {
  news: '/news',
  newsCreate: '/news/create',
  newsView: (id: Id) => `/news/${id}`,
  newsEdit: (id: Id) => `/news/${id}/edit`,
  categories: '/category',
  categoryCreate: '/category/create',
  categoryEdit: (id: Id) => `/category/${id}/edit`,
  comments: '/comments',
  banners: '/banners',
  bannerCreate: '/banners/create',
  bannerEdit: (id: Id) => `/banners/${id}/edit`,
  bannerSetting: '/banners/setting',
  events: '/events',
  eventCreate: '/events/create',
  eventEdit: (id: Id) => `/events/${id}/edit`,
  popups: '/popups',
  popupCreate: '/popups/create',
  popupEdit: (id: Id) => `/popups/${id}/edit`,
  pages: '/pages',
  pageCreate: '/pages/create',
  pageEdit: (id: Id) => `/pages/${id}/edit`,
  faqs: '/faqs',
  faqCreate: '/faqs/create',
  faqEdit: (id: Id) => `/faqs/${id}/edit`,
  faqCategories: '/faqs/category',
  faqCategoryCreate: '/faqs/category/create',
  faqCategoryEdit: (id: Id) => `/faqs/category/${id}/edit`,
  partners: '/partners',
  partnerCreate: '/partners/create',
  partnerEdit: (id: Id) => `/partners/${id}/edit`,
  leads: '/leads',
  notificationCreate: '/notifications/create',
  reviews: '/reviews',
} as const;
