// Written by scripts/indexes.mjs from the schema files’ <area>RecordKinds: not edited by hand.
import type { RecordKind } from './common.ts';
import { adsSettingsRecordKinds } from './ads-settings.ts';
import { alepayRecordKinds } from './alepay.ts';
import { bannersRecordKinds } from './banners.ts';
import { brandsRecordKinds } from './brands.ts';
import { campaignsRecordKinds } from './campaigns.ts';
import { cashLoansRecordKinds } from './cash-loans.ts';
import { cashOrdersRecordKinds } from './cash-orders.ts';
import { categoriesRecordKinds } from './categories.ts';
import { commentsRecordKinds } from './comments.ts';
import { customersRecordKinds } from './customers.ts';
import { eventsRecordKinds } from './events.ts';
import { faqCategoriesRecordKinds } from './faq-categories.ts';
import { faqsRecordKinds } from './faqs.ts';
import { leadsRecordKinds } from './leads.ts';
import { loansRecordKinds } from './loans.ts';
import { managersRecordKinds } from './managers.ts';
import { newsRecordKinds } from './news.ts';
import { pagesRecordKinds } from './pages.ts';
import { partnersRecordKinds } from './partners.ts';
import { popupsRecordKinds } from './popups.ts';
import { productsRecordKinds } from './products.ts';
import { reviewsRecordKinds } from './reviews.ts';
import { rolesRecordKinds } from './roles.ts';
import { stationsRecordKinds } from './stations.ts';
import { storesRecordKinds } from './stores.ts';
import { transactionsRecordKinds } from './transactions.ts';
import { usersRecordKinds } from './users.ts';
import { vehiclesRecordKinds } from './vehicles.ts';
import { walletsRecordKinds } from './wallets.ts';

/** Every record kind the audit log names that is versioned and told live (common.ts, `RecordKind`). */
export const RECORD_KINDS = {
  ...adsSettingsRecordKinds,
  ...alepayRecordKinds,
  ...bannersRecordKinds,
  ...brandsRecordKinds,
  ...campaignsRecordKinds,
  ...cashLoansRecordKinds,
  ...cashOrdersRecordKinds,
  ...categoriesRecordKinds,
  ...commentsRecordKinds,
  ...customersRecordKinds,
  ...eventsRecordKinds,
  ...faqCategoriesRecordKinds,
  ...faqsRecordKinds,
  ...leadsRecordKinds,
  ...loansRecordKinds,
  ...managersRecordKinds,
  ...newsRecordKinds,
  ...pagesRecordKinds,
  ...partnersRecordKinds,
  ...popupsRecordKinds,
  ...productsRecordKinds,
  ...reviewsRecordKinds,
  ...rolesRecordKinds,
  ...stationsRecordKinds,
  ...storesRecordKinds,
  ...transactionsRecordKinds,
  ...usersRecordKinds,
  ...vehiclesRecordKinds,
  ...walletsRecordKinds,
} as const satisfies Record<string, RecordKind>;
