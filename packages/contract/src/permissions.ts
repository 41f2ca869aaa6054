/**
 * Every permission name, and the sidebar menu that needs them (spec sections 2 and 6).
 * The 23 names of spec section 6 are read/menu permissions; `<area>-create|update|delete|status`
 * are action permissions added where staff roles need to be split (design.md section 3).
 */

/** The menu permissions of news (articles, categories, comments) and promotions (banners, events, pop-ups, pages). */
export const NEWS_PROMOTION_MENU_PERMISSIONS = [
  'news-list',
  'category-index',
  'comment-index',
  'banners-index',
  'events-index',
  'popups-view',
  'pages-view',
] as const;

/** The 23 read/menu permissions of spec section 6. */
export const MENU_PERMISSIONS = [
  'users-index',
  'stores-index',
  'transaction-index',
  'cash-loans-index',
  'products-list',
  'products-store',
  'model-details-index',
  ...NEWS_PROMOTION_MENU_PERMISSIONS,
  'statistics-index',
  'wallets-index',
  'cash-orders-list',
  'advertises-index',
  'ads_settings-index',
  'leads-view',
  'partners-view',
  'faqs-index',
  'category-faqs-index',
] as const;

/**
 * Actions of the content and marketing area: news, categories, comments, banners, events, pop-ups,
 * pages, FAQs, partners, leads, reviews, notifications (docs/domain.md, "Content and marketing").
 * `reviews-index` and `notifications-index` read areas the spec gives no permission.
 */
export const CONTENT_ACTION_PERMISSIONS = [
  'news-create',
  'news-update',
  'news-delete',
  'news-status',
  'category-create',
  'category-update',
  'category-delete',
  'comment-create',
  'comment-update',
  'comment-delete',
  'comment-status',
  'banners-create',
  'banners-update',
  'banners-delete',
  'banners-status',
  'events-create',
  'events-update',
  'events-delete',
  'events-status',
  'popups-create',
  'popups-update',
  'popups-delete',
  'popups-status',
  'pages-create',
  'pages-update',
  'pages-delete',
  'pages-status',
  'faqs-create',
  'faqs-update',
  'faqs-delete',
  'faqs-status',
  'category-faqs-create',
  'category-faqs-update',
  'category-faqs-delete',
  'partners-create',
  'partners-update',
  'partners-status',
  'leads-status',
  'leads-create',
  'reviews-index',
  'reviews-status',
  'notifications-index',
  'notifications-create',
] as const;

/**
 * Actions of transactions, loans and cash loans (docs/domain.md, "Transactions and loans"). The
 * disbursement's confirmation (`disbursements-status`) is held apart so a second person confirms.
 */
export const MONEY_ACTION_PERMISSIONS = [
  'transaction-status',
  'transaction-update',
  'e-contracts-create',
  'e-contracts-status',
  'paperworks-status',
  'loans-update',
  'loans-status',
  'disbursements-create',
  'disbursements-status',
  'cash-loans-status',
  'cash-loans-update',
] as const;

/**
 * Actions of Ads Management (docs/domain.md, "Ads and promotions"): wallet transfer notes, cash
 * orders (create; decide, which needs a second person), campaign status, ads settings.
 */
export const ADS_ACTION_PERMISSIONS = [
  'wallets-update',
  'cash-orders-create',
  'cash-orders-status',
  'advertises-status',
  'ads_settings-update',
] as const;

export const ACTION_PERMISSIONS = [
  'users-create',
  'users-update',
  'users-status',
  // Catalogue: products, stores and stations, brands and models, vehicle services.
  'products-update',
  'products-delete',
  'products-status',
  'stores-create',
  'stores-update',
  'stores-delete',
  'stores-status',
  'model-details-create',
  'model-details-update',
  'model-details-delete',
  'vehicles-create',
  'vehicles-update',
  'station-orders-create',
  'station-orders-status',
  'checklist-update',
  ...CONTENT_ACTION_PERMISSIONS,
  ...MONEY_ACTION_PERMISSIONS,
  ...ADS_ACTION_PERMISSIONS,
] as const;

/**
 * What a person needs to import each kind of file (imports.ts): the kind's create permission. Here,
 * with the names, so that a list's import button does not load the import's schemas.
 */
export const IMPORT_PERMISSIONS = {
  products: 'products-store',
  leads: 'leads-create',
} as const satisfies Record<
  'products' | 'leads',
  (typeof ACTION_PERMISSIONS)[number] | (typeof MENU_PERMISSIONS)[number]
>;

export type MenuPermission = (typeof MENU_PERMISSIONS)[number];
export type ActionPermission = (typeof ACTION_PERMISSIONS)[number];
export type PermissionName = MenuPermission | ActionPermission;

export const ALL_PERMISSIONS: readonly PermissionName[] = [...MENU_PERMISSIONS, ...ACTION_PERMISSIONS];

/** The marketplace preview (`/responsive`, GET /responsive-preview) opens with any of these. */
export const RESPONSIVE_PREVIEW_PERMISSIONS = [
  'banners-index',
  'popups-view',
  'pages-view',
] as const satisfies readonly PermissionName[];

/** Sidebar groups, in the order of spec section 2. `key` is also the i18n key under `menu.`. */
export type MenuGroupKey =
  | 'dashboard'
  | 'admin-users'
  | 'stores'
  | 'transactions'
  | 'loans'
  | 'products'
  | 'stations'
  | 'brands'
  | 'news'
  | 'promotions'
  | 'ads'
  | 'leads'
  | 'partners'
  | 'faqs';

export interface MenuEntry {
  key: string;
  path: string;
  /** null: shown to every signed-in user (Dashboard, Role & Permission). */
  permission: PermissionName | null;
}

export interface MenuGroup {
  key: MenuGroupKey;
  /** A group with one entry and no children is a single link. */
  entries: MenuEntry[];
}

/** A menu entry; its path is `/<key>` unless given. */
function entry(key: string, permission: PermissionName | null, path = `/${key}`): MenuEntry {
  return { key, path, permission };
}

export const MENU: readonly MenuGroup[] = [
  { key: 'dashboard', entries: [entry('dashboard', null, '/')] },
  {
    key: 'admin-users',
    entries: [
      entry('users', 'users-index', '/user-managers'),
      entry('managers', 'users-index'),
      entry('role-permission', null),
    ],
  },
  { key: 'stores', entries: [entry('stores', 'stores-index'), entry('reviews', 'reviews-index')] },
  { key: 'transactions', entries: [entry('transactions', 'transaction-index')] },
  { key: 'loans', entries: [entry('loans', 'cash-loans-index'), entry('finance-loans', 'cash-loans-index')] },
  {
    key: 'products',
    entries: [entry('products-register', 'products-store', '/products/register'), entry('products', 'products-list')],
  },
  {
    key: 'stations',
    entries: [
      entry('stations-register', 'products-store', '/stations/register'),
      entry('stations', 'products-list'),
      entry('stations-vehicles', 'stores-index', '/stations/vehicles'),
      entry('stations-orders', 'stores-index', '/stations/orders'),
    ],
  },
  { key: 'brands', entries: [entry('brands', 'model-details-index')] },
  {
    key: 'news',
    entries: [entry('news', 'news-list'), entry('category', 'category-index'), entry('comments', 'comment-index')],
  },
  {
    key: 'promotions',
    entries: [
      entry('banners', 'banners-index'),
      entry('events', 'events-index'),
      entry('popups', 'popups-view'),
      entry('pages', 'pages-view'),
      entry('notifications', 'notifications-index', '/notifications/create'),
    ],
  },
  {
    key: 'ads',
    entries: [
      entry('promo-overview', 'statistics-index'),
      entry('promo-accounts', 'wallets-index'),
      entry('promo-cashes', 'cash-orders-list'),
      entry('promo-alepay', 'cash-orders-list'),
      entry('promo-products', 'advertises-index'),
      entry('promo-settings', 'ads_settings-index'),
    ],
  },
  { key: 'leads', entries: [entry('leads', 'leads-view')] },
  { key: 'partners', entries: [entry('partners', 'partners-view')] },
  {
    key: 'faqs',
    entries: [entry('faqs', 'faqs-index'), entry('faqs-category', 'category-faqs-index', '/faqs/category')],
  },
];

/** Areas whose action permissions have no menu permission of the same stem, and the group they show under. */
const ACTION_AREA_GROUPS: Readonly<Record<string, MenuGroupKey>> = {
  vehicles: 'stations',
  'station-orders': 'stations',
  checklist: 'stations',
  reviews: 'stores',
  notifications: 'promotions',
  'e-contracts': 'transactions',
  paperworks: 'transactions',
  loans: 'loans',
  disbursements: 'loans',
};

/**
 * The sidebar group a permission is shown under in the role editor: its own menu entry, else the
 * group of its area's `-index` permission, else of a menu permission with the same stem
 * (`products-update` goes with `products-list`).
 */
export function permissionGroup(name: string): MenuGroupKey | 'other' {
  const stem = name.replace(/-(index|create|update|delete|status)$/, '');
  const explicit = ACTION_AREA_GROUPS[stem];
  if (explicit && stem !== name) return explicit;
  const index = `${stem}-index`;
  for (const group of MENU) {
    if (group.entries.some((e) => e.permission === name || e.permission === index)) return group.key;
  }
  if (stem === name) return 'other';
  for (const group of MENU) {
    if (group.entries.some((e) => e.permission?.startsWith(`${stem}-`))) return group.key;
  }
  return 'other';
}

/** What the server answers as `role_has_permission`: 1 for full access, else the names held. */
export type Grants = 1 | readonly { name: string }[];

/**
 * The one permission test of spec section 6: full access, or an entry whose name equals the
 * required permission (or one of a required list).
 */
export function hasPermission(grants: Grants | null | undefined, required: string | readonly string[] | null): boolean {
  if (required === null) return true;
  if (grants === 1) return true;
  if (!grants) return false;
  const wanted = typeof required === 'string' ? [required] : required;
  return grants.some((g) => wanted.includes(g.name));
}

/** Menu groups and entries the grants allow; a group shows if any of its entries does. */
export function visibleMenu(grants: Grants | null | undefined): MenuGroup[] {
  return MENU.map((g) => ({ ...g, entries: g.entries.filter((e) => hasPermission(grants, e.permission)) })).filter(
    (g) => g.entries.length > 0,
  );
}
