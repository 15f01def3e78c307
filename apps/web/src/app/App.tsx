import { useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { routerFlushSync } from './flush-sync.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/** The app; main.tsx passes the router when it waits for it before hydrating the prerendered home page. */
export function App({ router: given }: { router?: DataRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders>
      {/* flushSync: navigate({ flushSync: true }) renders the new page before it resolves (logout relies on it). */}
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>
  );
}
