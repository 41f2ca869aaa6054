/** The text files the sign-in screens need, loaded first (`validation`: the sign-in's messages). */
export const FIRST_AREAS: readonly string[] = ['common', 'auth', 'errors', 'layout', 'validation'];

/**
 * Areas whose texts only their own screens read: loaded with those screens (the router awaits
 * them), not with the layout, so every other page does not download them. An area listed here must
 * not have its keys used outside its feature (or by the areas that list it in SHARED_ROUTE_TEXTS);
 * its menu labels (`<area>.menu`) come with the layout, split out of its file at build time
 * (vite.config.ts), or live in `menu.json`. `palette`: the command palette's, loaded when it opens;
 * `imports`: the import dialog's and the data page's import history tab (each loads them when opened).
 * `bulk`: a list's bulk bar's, loaded with the bar on the first row chosen.
 * The texts that components and many areas share (kit, pickers, products) stay with the layout.
 */
export const ROUTE_AREAS: readonly string[] = [
  'transactions',
  'ads',
  'responsive',
  'data',
  'home',
  'roles',
  'palette',
  'imports',
  'shortcuts',
  'bulk',
  'banners',
  'brands',
  'categories',
  'checklist',
  'comments',
  'events',
  'faq-categories',
  'faqs',
  'leads',
  'managers',
  'news',
  'notifications',
  'pages',
  'partners',
  'popups',
  'qr-scanners',
  'reviews',
  'stores',
  'users',
  'stations',
  'vehicles',
  'customers',
];

/** Text files a few route areas share (the audit log's words: the dashboard and the data page). */
const SHARED_ROUTE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  home: ['audit'],
  data: ['audit'],
  faqs: ['faq-categories'],
  checklist: ['stations'],
  stations: ['vehicles'],
  vehicles: ['stations', 'customers'],
};

/** The text files a route area's screens load: its own, and those it shares. */
export const routeTextFiles = (area: string): readonly string[] => [area, ...(SHARED_ROUTE_TEXTS[area] ?? [])];

/** Every text file that comes with its screens only, never with the layout. */
export const ROUTE_TEXT_FILES: ReadonlySet<string> = new Set(ROUTE_AREAS.flatMap(routeTextFiles));
