import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

/** The app's data router; code outside React (api-client, session) navigates through it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, opts) => router.navigate(to, { replace: opts?.replace, flushSync: true }));
  return router;
}
