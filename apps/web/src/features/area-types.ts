// Written by scripts/indexes.mjs from the features’ area.ts files: not edited by hand.
import type { area as adsArea } from './ads/area.ts';
import type { area as authArea } from './auth/area.ts';
import type { area as bannersArea } from './banners/area.ts';
import type { area as brandsArea } from './brands/area.ts';
import type { area as categoriesArea } from './categories/area.ts';
import type { area as checklistArea } from './checklist/area.ts';
import type { area as commentsArea } from './comments/area.ts';
import type { area as customersArea } from './customers/area.ts';
import type { area as dataArea } from './data/area.ts';
import type { area as eventsArea } from './events/area.ts';
import type { area as faqCategoriesArea } from './faq-categories/area.ts';
import type { area as faqsArea } from './faqs/area.ts';
import type { area as homeArea } from './home/area.ts';
import type { area as leadsArea } from './leads/area.ts';
import type { area as managersArea } from './managers/area.ts';
import type { area as newsArea } from './news/area.ts';
import type { area as notificationsArea } from './notifications/area.ts';
import type { area as pagesArea } from './pages/area.ts';
import type { area as partnersArea } from './partners/area.ts';
import type { area as popupsArea } from './popups/area.ts';
import type { area as productsArea } from './products/area.ts';
import type { area as qrScannersArea } from './qr-scanners/area.ts';
import type { area as responsiveArea } from './responsive/area.ts';
import type { area as reviewsArea } from './reviews/area.ts';
import type { area as rolesArea } from './roles/area.ts';
import type { area as stationsArea } from './stations/area.ts';
import type { area as storesArea } from './stores/area.ts';
import type { area as transactionsArea } from './transactions/area.ts';
import type { area as usersArea } from './users/area.ts';
import type { area as vehiclesArea } from './vehicles/area.ts';

declare module '../lib/areas.ts' {
  /** Every area by its key, which types `href` (lib/areas.ts). */
  interface Areas {
    ads: typeof adsArea;
    auth: typeof authArea;
    banners: typeof bannersArea;
    brands: typeof brandsArea;
    categories: typeof categoriesArea;
    checklist: typeof checklistArea;
    comments: typeof commentsArea;
    customers: typeof customersArea;
    data: typeof dataArea;
    events: typeof eventsArea;
    'faq-categories': typeof faqCategoriesArea;
    faqs: typeof faqsArea;
    home: typeof homeArea;
    leads: typeof leadsArea;
    managers: typeof managersArea;
    news: typeof newsArea;
    notifications: typeof notificationsArea;
    pages: typeof pagesArea;
    partners: typeof partnersArea;
    popups: typeof popupsArea;
    products: typeof productsArea;
    'qr-scanners': typeof qrScannersArea;
    responsive: typeof responsiveArea;
    reviews: typeof reviewsArea;
    roles: typeof rolesArea;
    stations: typeof stationsArea;
    stores: typeof storesArea;
    transactions: typeof transactionsArea;
    users: typeof usersArea;
    vehicles: typeof vehiclesArea;
  }
}
