import { createBrowserRouter, type DataRouter, matchRoutes } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { followPages } from '../lib/toast.ts';
import { routes } from './routes.tsx';

/** The app's data router; code outside React (api-client, session) navigates through it; toasts follow its pages. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, opts) => router.navigate(to, { replace: opts?.replace, flushSync: true }));
  followPages(router);
  return router;
}

/**
 * Loads the code of the screens that draw `pathname` (their routes' `lazy`), before the router exists: a page
 * the server drew starts its router in a later task, which then finds the code loaded, so neither task holds
 * a phone's main thread for both (vite's loader adds a preload link per module of the screen).
 */
export async function loadRouteCode(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : null)));
}

/** Resolves once the first page's lazy code and loaders are in, i.e. when the router renders the page itself. */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
