import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import type { Mock } from 'vitest';
import { SessionProvider } from '../../../lib/session.tsx';
import { setAuthToken } from '../../../lib/storage.ts';
import { followPages } from '../../../lib/toast.ts';
import { TOKEN } from '../../../testing/users.ts';
import CheckoutPage from '../routes/CheckoutPage.tsx';
import CheckoutPaymentPage from '../routes/CheckoutPaymentPage.tsx';
import ThankYouPage from '../routes/ThankYouPage.tsx';

function Landed() {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}
      {location.search}
    </p>
  );
}

/** The three checkout screens in one router, signed in, with the app's session and page-bound toasts. */
export function renderCheckout(url: string) {
  setAuthToken(TOKEN);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/checkout', Component: CheckoutPage },
      { path: '/checkout-payment', Component: CheckoutPaymentPage },
      { path: '/thankyou', Component: ThankYouPage },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [url] },
  );
  followPages(router); // as the app's router does: a toast goes with its page
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

/** The Idempotency-Key header of every POST /api/orders sent through the stubbed fetch, in order. */
export function sentOrderKeys(): Array<string | null> {
  return (fetch as unknown as Mock).mock.calls
    .filter(([url, init]) => String(url).split('?')[0].endsWith('/api/orders') && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}
