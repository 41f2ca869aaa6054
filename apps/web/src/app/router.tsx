import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { ROUTE_AREAS } from '../i18n/route-areas.ts';
import { currentLanguage, loadAllTranslations, loadAreaTexts } from '../i18n/setup.ts';
import { cancelPendingRequests } from '../lib/api-client.ts';
import { followShownPath, setNavigate, setPreload } from '../lib/navigation.ts';
import { registerAreas, type Access, type Screen } from '../lib/areas.ts';
import { requirePermission } from '../lib/permissions.ts';
import { preloadRouteFiles, screenPatternOf } from '../lib/route-files.ts';
import { AREAS } from './areas.ts';
import { RootRoute } from './root.tsx';
import { layoutSteps, checkAuth, legacyRedirect, log } from './route-guards.ts';

/**
 * Every route of the app, made from the areas' declarations (`features/<area>/area.ts`). Pages and
 * layouts are lazily loaded; the layout routes run the log → checkAuth → isAuth → checkPassword
 * middleware on each navigation, then a screen's route checks its permission.
 * Paths match case-insensitively, so 'login' also serves /Login.
 */
/** The signed-in screens need every area's texts; the sign-in screens only the first ones. */
async function withAllTranslations<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadAllTranslations()]);
  return loaded;
}

registerAreas(AREAS);

type ScreenModule = Awaited<ReturnType<NonNullable<Screen['lazy']>>>;

/**
 * The screen's loader checks its permission first: the 403 page then shows inside the app shell,
 * where the route's error boundary is (an error thrown by route middleware would replace the shell).
 */
function guarded(module: ScreenModule, permission: Access): ScreenModule {
  const { loader } = module;
  return {
    ...module,
    loader: (args: LoaderFunctionArgs) => {
      requirePermission(permission);
      return typeof loader === 'function' ? loader(args) : null;
    },
  };
}

/** The routes of every declared screen of one layout: its permission checked before it loads. */
function screenRoutes(layout: Screen['layout']): RouteObject[] {
  return AREAS.flatMap((area) =>
    Object.values(area.screens).flatMap((screen): RouteObject[] => {
      if (screen.layout !== layout) return [];
      const at = screen.path === '/' ? { index: true as const } : { path: screen.path.slice(1) };
      if (screen.redirectTo) {
        const target = area.screens[screen.redirectTo].path;
        return [{ ...at, loader: () => redirect(target), Component: Outlet }];
      }
      const { permission } = screen;
      if (!screen.lazy) return [];
      // a route area's texts come with its screens (i18n/route-areas.ts)
      const lazy = ROUTE_AREAS.includes(area.key)
        ? () => Promise.all([screen.lazy!(), loadAreaTexts(area.key)]).then(([m]) => m)
        : screen.lazy;
      const { loader } = screen;
      if (loader)
        return [
          {
            ...at,
            // the loader's module starts loading with the screen's, before the layout's steps have passed
            // (a failure shows when the loader awaits it)
            lazy: () => {
              loader().catch(() => undefined);
              return lazy();
            },
            // run by the router beside the lazy module, not after it
            loader: async (args: LoaderFunctionArgs) => {
              if (permission !== null) requirePermission(permission);
              return (await loader())(args);
            },
          },
        ];
      return [{ ...at, lazy: permission === null ? lazy : () => lazy().then((m) => guarded(m, permission)) }];
    }),
  );
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
        children: screenRoutes('blank'),
      },
      {
        id: 'default-layout',
        middleware: layoutSteps,
        lazy: () => withAllTranslations(import('../layouts/default-layout.tsx')),
        children: [{ ErrorBoundary: RouteErrorBoundary, children: screenRoutes(undefined) }],
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
  // a list's loader opens the person's default view on arriving, not on a change of its address
  followShownPath(router);
  // a page's code asked for ahead of a move (the menu's links): its route's lazy module, the texts
  // and the loader's module it brings; the router's own call on the move then finds them loaded
  const preloaded = new Set<string>();
  setPreload((path) => {
    // every file of the page at once, once the build's list is read (lib/route-files.ts)
    preloadRouteFiles(screenPatternOf(routes, path), currentLanguage());
    if (preloaded.has(path)) return;
    preloaded.add(path);
    for (const { route } of matchRoutes(routes, path) ?? [])
      if (typeof route.lazy === 'function') void (route.lazy as () => Promise<unknown>)().catch(() => undefined);
  });

  // every pending request is cancelled when the route (not just its query string) changes
  let currentPath = router.state.location.pathname;
  let cancelledFor: string | null = null;
  router.subscribe((state) => {
    const target = state.navigation.location;
    if (target && target.pathname !== currentPath && cancelledFor !== target.key) {
      cancelledFor = target.key;
      cancelPendingRequests();
      // a move not announced by a pointer or a focus (a link in a page, the palette, a key)
      preloadRouteFiles(screenPatternOf(routes, target.pathname), currentLanguage());
    }
    if (state.navigation.state === 'idle') currentPath = state.location.pathname;
  });
  return router;
}
