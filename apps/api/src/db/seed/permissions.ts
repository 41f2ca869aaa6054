import type { PermissionName } from '@admin/contract';

/** English display names; the record's type makes a new contract permission fail to compile here. */
export const PERMISSION_DISPLAY_NAMES: Record<PermissionName, string> = {
  'users-index': 'View admin users',
  'stores-index': 'View stores',
  'transaction-index': 'View transactions',
  'cash-loans-index': 'View loans',
  'products-list': 'View products',
  'products-store': 'Register products',
  'model-details-index': 'Manage brands and models',
  'news-list': 'Manage news articles',
  'category-index': 'Manage news categories',
  'comment-index': 'Manage comments',
  'banners-index': 'Manage banners',
  'events-index': 'Manage events',
  'popups-view': 'Manage pop-ups',
  'pages-view': 'Manage pages',
  'statistics-index': 'View ads overview',
  'wallets-index': 'View ads accounts',
  'cash-orders-list': 'Manage ads cash orders',
  'advertises-index': 'Manage product ads',
  'ads_settings-index': 'Manage ads settings',
  'leads-view': 'View leads',
  'partners-view': 'Manage partners',
  'faqs-index': 'Manage FAQs',
  'category-faqs-index': 'Manage FAQ categories',
  'users-create': 'Create admin users and invitations',
  'users-update': 'Edit admin users and reset passwords',
  'users-status': 'Activate and deactivate admin users',
};

export const FULL_ACCESS_ROLE = { name: 'super-admin', display_name: 'Super Admin' } as const;

/** Partial staff roles of the demo data. */
export const DEMO_ROLES: readonly { name: string; display_name: string; permissions: PermissionName[] }[] = [
  {
    name: 'content-editor',
    display_name: 'Content Editor',
    permissions: [
      'news-list',
      'category-index',
      'comment-index',
      'banners-index',
      'events-index',
      'popups-view',
      'pages-view',
      'faqs-index',
      'category-faqs-index',
    ],
  },
  {
    name: 'loan-officer',
    display_name: 'Loan Officer',
    permissions: ['transaction-index', 'cash-loans-index', 'stores-index'],
  },
  {
    name: 'station-manager',
    display_name: 'Station Manager',
    permissions: ['stores-index', 'products-list', 'products-store', 'model-details-index'],
  },
  {
    name: 'ads-manager',
    display_name: 'Ads Manager',
    permissions: ['statistics-index', 'wallets-index', 'cash-orders-list', 'advertises-index', 'ads_settings-index'],
  },
  { name: 'news-writer', display_name: 'News Writer', permissions: ['news-list'] },
  {
    name: 'user-admin',
    display_name: 'User Admin',
    permissions: ['users-index', 'users-create', 'users-update', 'users-status'],
  },
];
