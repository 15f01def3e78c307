import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { CartCountSync } from '../features/cart/components/CartCountSync.tsx';
import { queryClient } from '../lib/query-client.ts';
import { type RenderedPage, RenderedPageContext } from '../lib/rendered-page.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { toastContainerProps } from '../lib/toast.ts';

const NOT_RENDERED: RenderedPage = { showroom: null };

/**
 * Everything the screens share: queries, the session and the one toast container. A server render
 * (src/ssr) passes its own query client and what it drew the page with; the browser hydrating it passes the same.
 */
export function AppProviders({
  children,
  client = queryClient,
  rendered = NOT_RENDERED,
}: {
  children: ReactNode;
  client?: QueryClient;
  rendered?: RenderedPage;
}) {
  return (
    <QueryClientProvider client={client}>
      <RenderedPageContext.Provider value={rendered}>
        <SessionProvider>
          {children}
          <CartCountSync />
          <ToastContainer {...toastContainerProps} />
        </SessionProvider>
      </RenderedPageContext.Provider>
    </QueryClientProvider>
  );
}
