import { createBrowserRouter } from 'react-router';
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
