import { type Area } from '../lib/areas.ts';
import { area as ads } from '../features/ads/area.ts';
import { area as auth } from '../features/auth/area.ts';
import { area as banners } from '../features/banners/area.ts';
import { area as brands } from '../features/brands/area.ts';
import { area as categories } from '../features/categories/area.ts';
import { area as checklist } from '../features/checklist/area.ts';
import { area as comments } from '../features/comments/area.ts';
import { area as customers } from '../features/customers/area.ts';
import { area as data } from '../features/data/area.ts';
import { area as events } from '../features/events/area.ts';
import { area as faqCategories } from '../features/faq-categories/area.ts';
import { area as faqs } from '../features/faqs/area.ts';
import { area as home } from '../features/home/area.ts';
import { area as leads } from '../features/leads/area.ts';
import { area as managers } from '../features/managers/area.ts';
import { area as news } from '../features/news/area.ts';
import { area as notifications } from '../features/notifications/area.ts';
import { area as pages } from '../features/pages/area.ts';
import { area as partners } from '../features/partners/area.ts';
import { area as popups } from '../features/popups/area.ts';
import { area as products } from '../features/products/area.ts';
import { area as qrScanners } from '../features/qr-scanners/area.ts';
import { area as responsive } from '../features/responsive/area.ts';
import { area as reviews } from '../features/reviews/area.ts';
import { area as roles } from '../features/roles/area.ts';
import { area as stations } from '../features/stations/area.ts';
import { area as stores } from '../features/stores/area.ts';
import { area as transactions } from '../features/transactions/area.ts';
import { area as users } from '../features/users/area.ts';
import { area as vehicles } from '../features/vehicles/area.ts';

/** Every `features/<area>/area.ts` (`app/areas.test.ts` fails when one is missing). */
const declared = [
  ads,
  auth,
  banners,
  brands,
  categories,
  checklist,
  comments,
  customers,
  data,
  events,
  faqCategories,
  faqs,
  home,
  leads,
  managers,
  news,
  notifications,
  pages,
  partners,
  popups,
  products,
  qrScanners,
  responsive,
  reviews,
  roles,
  stations,
  stores,
  transactions,
  users,
  vehicles,
] as const satisfies readonly Area[];

/** What the router, the sidebar and the command palette read. */
export const AREAS: readonly Area[] = declared;

/** The declared areas by key: `href('partners.edit', { id })` is typed from them. */
type DeclaredAreas = { [A in (typeof declared)[number] as A['key']]: A };

declare module '../lib/areas.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the areas' types, merged into the registry's
  interface Areas extends DeclaredAreas {}
}
