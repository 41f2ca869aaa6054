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
