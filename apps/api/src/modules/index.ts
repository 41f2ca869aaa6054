// Written by scripts/indexes.mjs from the areas’ *.routes.ts files: not edited by hand.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adsSettingsRoutes } from './ads-settings/ads-settings.routes.ts';
import { alepayRoutes } from './alepay/alepay.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { banksRoutes } from './banks/banks.routes.ts';
import { bannersRoutes } from './banners/banners.routes.ts';
import { brandsRoutes } from './brands/brands.routes.ts';
import { campaignsRoutes } from './campaigns/campaigns.routes.ts';
import { cashLoansRoutes } from './cash-loans/cash-loans.routes.ts';
import { cashOrdersRoutes } from './cash-orders/cash-orders.routes.ts';
import { categoriesRoutes } from './categories/categories.routes.ts';
import { checklistRoutes } from './checklist/checklist.routes.ts';
import { commentsRoutes } from './comments/comments.routes.ts';
import { customersRoutes } from './customers/customers.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { exportsRoutes } from './exports/exports.routes.ts';
import { faqCategoriesRoutes } from './faq-categories/faq-categories.routes.ts';
import { faqsRoutes } from './faqs/faqs.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { importsRoutes } from './imports/imports.routes.ts';
import { leadsRoutes } from './leads/leads.routes.ts';
import { liveRoutes } from './live/live.routes.ts';
import { lenderCallbackRoutes } from './loans/lender-callback.routes.ts';
import { loansRoutes } from './loans/loans.routes.ts';
import { locationsRoutes } from './locations/locations.routes.ts';
import { managersRoutes } from './managers/managers.routes.ts';
import { newsRoutes } from './news/news.routes.ts';
import { pagesRoutes } from './pages/pages.routes.ts';
import { partnersRoutes } from './partners/partners.routes.ts';
import { popupsRoutes } from './popups/popups.routes.ts';
import { privateFilesRoutes } from './private-files/private-files.routes.ts';
import { productsRoutes } from './products/products.routes.ts';
import { responsiveRoutes } from './responsive/responsive.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { rolesRoutes } from './roles/roles.routes.ts';
import { stationsRoutes } from './stations/stations.routes.ts';
import { statisticsRoutes } from './statistics/statistics.routes.ts';
import { storesRoutes } from './stores/stores.routes.ts';
import { eContractsRoutes } from './transactions/e-contracts.routes.ts';
import { paperworksRoutes } from './transactions/paperworks.routes.ts';
import { transactionsRoutes } from './transactions/transactions.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { vehiclesRoutes } from './vehicles/vehicles.routes.ts';
import { viewsRoutes } from './views/views.routes.ts';
import { walletsRoutes } from './wallets/wallets.routes.ts';

/** Every area’s routes, registered under /api (app.ts). */
export const API_MODULES: FastifyPluginAsyncZod[] = [
  adsSettingsRoutes,
  alepayRoutes,
  auditRoutes,
  authRoutes,
  banksRoutes,
  bannersRoutes,
  brandsRoutes,
  campaignsRoutes,
  cashLoansRoutes,
  cashOrdersRoutes,
  categoriesRoutes,
  checklistRoutes,
  commentsRoutes,
  customersRoutes,
  dashboardRoutes,
  eventsRoutes,
  exportsRoutes,
  faqCategoriesRoutes,
  faqsRoutes,
  healthRoutes,
  importsRoutes,
  leadsRoutes,
  liveRoutes,
  lenderCallbackRoutes,
  loansRoutes,
  locationsRoutes,
  managersRoutes,
  newsRoutes,
  pagesRoutes,
  partnersRoutes,
  popupsRoutes,
  privateFilesRoutes,
  productsRoutes,
  responsiveRoutes,
  reviewsRoutes,
  rolesRoutes,
  stationsRoutes,
  statisticsRoutes,
  storesRoutes,
  eContractsRoutes,
  paperworksRoutes,
  transactionsRoutes,
  uploadsRoutes,
  usersRoutes,
  vehiclesRoutes,
  viewsRoutes,
  walletsRoutes,
];
