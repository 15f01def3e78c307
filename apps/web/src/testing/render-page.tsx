import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { SessionProvider } from '../lib/session.tsx';

/** Any other page: says where the visitor landed, so a test can assert navigation. */
function Landed() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders one screen at `url` with the app's real session, router and toasts (no route guard: that is the
 * shell's, tested there). Other paths render <Landed />.
 */
export function renderPage(Screen: ComponentType, { route, url }: { route: string; url?: string }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: route, Component: Screen },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [url ?? route] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        <ToastContainer />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
