import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { CartCountSync } from '../features/cart/components/CartCountSync.tsx';
import { queryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import { toastContainerProps } from '../lib/toast.ts';

/** Everything the screens share: queries, the session and the one toast container. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <CartCountSync />
        <ToastContainer {...toastContainerProps} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
