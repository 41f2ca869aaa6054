import { createBrowserRouter, Outlet, redirect, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { loadAllTranslations } from '../i18n/setup.ts';
import { cancelPendingRequests } from '../lib/api-client.ts';
import { setNavigate } from '../lib/navigation.ts';
import { paths } from './paths.ts';
import { RootRoute } from './root.tsx';
import { layoutSteps, checkAuth, legacyRedirect, log } from './route-guards.ts';

/**
 * Every route of the app. Pages and layouts are lazily loaded; the layout routes run the
 * log → checkAuth → isAuth → checkPassword middleware on each navigation.
 * Paths match case-insensitively, so 'login' also serves /Login.
 */
/** The signed-in screens need every area's texts; the sign-in screens only the first ones. */
async function withAllTranslations<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadAllTranslations()]);
  return loaded;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => null,
    children: [
      {
        id: 'blank-layout',
        middleware: layoutSteps,
        lazy: () => import('../layouts/blank-layout.tsx'),
        children: [
          { path: 'login', lazy: () => import('../features/auth/routes/login.tsx') },
          { path: 'login/change-password', lazy: () => import('../features/auth/routes/change-password.tsx') },
        ],
      },
      {
        id: 'default-layout',
        middleware: layoutSteps,
        lazy: () => withAllTranslations(import('../layouts/default-layout.tsx')),
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { index: true, lazy: () => import('../features/home/routes/home.tsx') },
              {
                path: 'user-managers',
                children: [
                  { index: true, lazy: () => import('../features/users/routes/users-list.tsx') },
                  { path: 'create', lazy: () => import('../features/users/routes/user-create.tsx') },
                  { path: 'edit', loader: () => redirect(paths.users), Component: Outlet },
                  { path: ':id/edit', lazy: () => import('../features/users/routes/user-edit.tsx') },
                ],
              },
              { path: 'managers', lazy: () => import('../features/managers/routes/managers-list.tsx') },
              { path: 'role-permission', lazy: () => import('../features/roles/routes/role-permission.tsx') },
              // content and marketing
              {
                path: 'news',
                children: [
                  { index: true, lazy: () => import('../features/news/routes/news-list.tsx') },
                  { path: 'create', lazy: () => import('../features/news/routes/news-create.tsx') },
                  { path: ':id', lazy: () => import('../features/news/routes/news-view.tsx') },
                  { path: ':id/edit', lazy: () => import('../features/news/routes/news-edit.tsx') },
                ],
              },
              {
                path: 'category',
                children: [
                  { index: true, lazy: () => import('../features/categories/routes/categories-list.tsx') },
                  { path: 'create', lazy: () => import('../features/categories/routes/category-create.tsx') },
                  { path: ':id/edit', lazy: () => import('../features/categories/routes/category-edit.tsx') },
                ],
              },
              { path: 'comments', lazy: () => import('../features/comments/routes/comments-list.tsx') },
              {
                path: 'banners',
                children: [
                  { index: true, lazy: () => import('../features/banners/routes/banners-list.tsx') },
                  { path: 'create', lazy: () => import('../features/banners/routes/banner-create.tsx') },
                  { path: 'setting', lazy: () => import('../features/banners/routes/banner-setting.tsx') },
                  { path: ':id/edit', lazy: () => import('../features/banners/routes/banner-edit.tsx') },
                ],
              },
              {
                path: 'events',
                children: [
                  { index: true, lazy: () => import('../features/events/routes/events-list.tsx') },
                  { path: 'create', lazy: () => import('../features/events/routes/event-create.tsx') },
                  { path: ':id/edit', lazy: () => import('../features/events/routes/event-edit.tsx') },
                ],
              },
              {
                path: 'popups',
                children: [
                  { index: true, lazy: () => import('../features/popups/routes/popups-list.tsx') },
                  { path: 'create', lazy: () => import('../features/popups/routes/popup-create.tsx') },
                  { path: ':id/edit', lazy: () => import('../features/popups/routes/popup-edit.tsx') },
                ],
              },
              {
                path: 'pages',
                children: [
                  { index: true, lazy: () => import('../features/pages/routes/pages-list.tsx') },
                  { path: 'create', lazy: () => import('../features/pages/routes/page-create.tsx') },
                  { path: ':id/edit', lazy: () => import('../features/pages/routes/page-edit.tsx') },
                ],
              },
              {
                path: 'faqs',
                children: [
                  { index: true, lazy: () => import('../features/faqs/routes/faqs-list.tsx') },
                  { path: 'create', lazy: () => import('../features/faqs/routes/faq-create.tsx') },
                  { path: ':id/edit', lazy: () => import('../features/faqs/routes/faq-edit.tsx') },
                  { path: 'category', lazy: () => import('../features/faq-categories/routes/faq-categories-list.tsx') },
                  {
                    path: 'category/create',
                    lazy: () => import('../features/faq-categories/routes/faq-category-create.tsx'),
                  },
                  {
                    path: 'category/:id/edit',
                    lazy: () => import('../features/faq-categories/routes/faq-category-edit.tsx'),
                  },
                ],
              },
              {
                path: 'partners',
                children: [
                  { index: true, lazy: () => import('../features/partners/routes/partners-list.tsx') },
                  { path: 'create', lazy: () => import('../features/partners/routes/partner-create.tsx') },
                  { path: ':id/edit', lazy: () => import('../features/partners/routes/partner-edit.tsx') },
                ],
              },
              { path: 'leads', lazy: () => import('../features/leads/routes/leads-list.tsx') },
              { path: 'reviews', lazy: () => import('../features/reviews/routes/reviews-list.tsx') },
              {
                path: 'notifications/create',
                lazy: () => import('../features/notifications/routes/notification-create.tsx'),
              },
              // CONTENT-ROUTES
              // catalogue
              {
                path: 'products',
                children: [
                  { index: true, lazy: () => import('../features/products/routes/products-list.tsx') },
                  { path: 'register', lazy: () => import('../features/products/routes/product-register.tsx') },
                  { path: ':id/preview', lazy: () => import('../features/products/routes/product-preview.tsx') },
                ],
              },
              {
                path: 'brands',
                children: [
                  { index: true, lazy: () => import('../features/brands/routes/brands.tsx') },
                  {
                    path: 'models/model-details/create',
                    lazy: () => import('../features/brands/routes/model-detail-create.tsx'),
                  },
                  {
                    path: 'models/model-details/:id/edit',
                    lazy: () => import('../features/brands/routes/model-detail-edit.tsx'),
                  },
                ],
              },
              {
                path: 'stores',
                children: [
                  { index: true, lazy: () => import('../features/stores/routes/stores-list.tsx') },
                  { path: ':id', lazy: () => import('../features/stores/routes/store-detail.tsx') },
                ],
              },
              {
                path: 'stations',
                children: [
                  { index: true, lazy: () => import('../features/stations/routes/station-products.tsx') },
                  { path: 'register', lazy: () => import('../features/stations/routes/station-register.tsx') },
                  { path: 'orders', lazy: () => import('../features/stations/routes/station-orders.tsx') },
                  { path: ':id/edit', lazy: () => import('../features/stations/routes/station-edit.tsx') },
                  {
                    path: 'vehicles',
                    children: [
                      { index: true, lazy: () => import('../features/vehicles/routes/vehicles-list.tsx') },
                      { path: 'create', lazy: () => import('../features/vehicles/routes/vehicle-create.tsx') },
                      { path: 'customers', lazy: () => import('../features/customers/routes/customers-list.tsx') },
                      { path: ':id', lazy: () => import('../features/vehicles/routes/vehicle-detail.tsx') },
                      { path: ':id/create', lazy: () => import('../features/vehicles/routes/warranty.tsx') },
                      { path: ':id/edit', lazy: () => import('../features/vehicles/routes/warranty.tsx') },
                    ],
                  },
                ],
              },
              { path: 'qr-scanners', lazy: () => import('../features/qr-scanners/routes/qr-scanners.tsx') },
              { path: 'checklist', lazy: () => import('../features/checklist/routes/checklist.tsx') },
            ],
          },
        ],
      },
      {
        // unknown paths: the 404 page, inside the app shell when signed in
        path: '*',
        middleware: [log, legacyRedirect, checkAuth],
        lazy: () => withAllTranslations(import('../features/errors/routes/not-found.tsx')),
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigate((to, options) => void router.navigate(to, options));

  // every pending request is cancelled when the route (not just its query string) changes
  let currentPath = router.state.location.pathname;
  let cancelledFor: string | null = null;
  router.subscribe((state) => {
    const target = state.navigation.location;
    if (target && target.pathname !== currentPath && cancelledFor !== target.key) {
      cancelledFor = target.key;
      cancelPendingRequests();
    }
    if (state.navigation.state === 'idle') currentPath = state.location.pathname;
  });
  return router;
}
