// Written by scripts/indexes.mjs from the kinds/<area>.ts files beside it: not edited by hand.
import type { RecordKind } from './common.ts';
import { recordKinds as adsSettings } from './kinds/ads-settings.ts';
import { recordKinds as alepay } from './kinds/alepay.ts';
import { recordKinds as banners } from './kinds/banners.ts';
import { recordKinds as brands } from './kinds/brands.ts';
import { recordKinds as campaigns } from './kinds/campaigns.ts';
import { recordKinds as cashLoans } from './kinds/cash-loans.ts';
import { recordKinds as cashOrders } from './kinds/cash-orders.ts';
import { recordKinds as categories } from './kinds/categories.ts';
import { recordKinds as comments } from './kinds/comments.ts';
import { recordKinds as customers } from './kinds/customers.ts';
import { recordKinds as events } from './kinds/events.ts';
import { recordKinds as faqCategories } from './kinds/faq-categories.ts';
import { recordKinds as faqs } from './kinds/faqs.ts';
import { recordKinds as leads } from './kinds/leads.ts';
import { recordKinds as loans } from './kinds/loans.ts';
import { recordKinds as managers } from './kinds/managers.ts';
import { recordKinds as news } from './kinds/news.ts';
import { recordKinds as pages } from './kinds/pages.ts';
import { recordKinds as partners } from './kinds/partners.ts';
import { recordKinds as popups } from './kinds/popups.ts';
import { recordKinds as products } from './kinds/products.ts';
import { recordKinds as reviews } from './kinds/reviews.ts';
import { recordKinds as roles } from './kinds/roles.ts';
import { recordKinds as stations } from './kinds/stations.ts';
import { recordKinds as stores } from './kinds/stores.ts';
import { recordKinds as transactions } from './kinds/transactions.ts';
import { recordKinds as users } from './kinds/users.ts';
import { recordKinds as vehicles } from './kinds/vehicles.ts';
import { recordKinds as views } from './kinds/views.ts';
import { recordKinds as wallets } from './kinds/wallets.ts';

/** Every record kind the audit log names that is versioned and told live (common.ts, `RecordKind`). */
export const RECORD_KINDS = {
  ...adsSettings,
  ...alepay,
  ...banners,
  ...brands,
  ...campaigns,
  ...cashLoans,
  ...cashOrders,
  ...categories,
  ...comments,
  ...customers,
  ...events,
  ...faqCategories,
  ...faqs,
  ...leads,
  ...loans,
  ...managers,
  ...news,
  ...pages,
  ...partners,
  ...popups,
  ...products,
  ...reviews,
  ...roles,
  ...stations,
  ...stores,
  ...transactions,
  ...users,
  ...vehicles,
  ...views,
  ...wallets,
} as const satisfies Record<string, RecordKind>;
