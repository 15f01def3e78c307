import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { queryClient } from '../lib/query-client.ts';
import { toastContainerProps } from '../lib/toast.ts';
import { SessionProvider } from './session.tsx';

/** Everything the screens share: queries, the session and the one toast container. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <ToastContainer {...toastContainerProps} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
