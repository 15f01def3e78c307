import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { routerFlushSync } from '../app/flush-sync.ts';
import { RouteGuard } from '../app/RouteGuard.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { SessionProvider } from '../lib/session.tsx';

/** Shows where the router is, so tests can assert the URL a visitor ends up on. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** Renders screens under the real guard and session, in a memory router, like the app's home layout. */
export function renderGuarded(children: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Where />
            <RouteGuard>
              <Outlet />
            </RouteGuard>
          </>
        ),
        children,
      },
    ],
    { initialEntries: [initialPath] },
  );
  setNavigator((to, opts) => router.navigate(to, { replace: opts?.replace, flushSync: true }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} flushSync={routerFlushSync} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
