import { useState } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import type { RenderedPage } from '../lib/rendered-page.tsx';
import { routerFlushSync } from './flush-sync.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/**
 * The app; main.tsx passes the router when it waits for it before hydrating a page the server drew, and what
 * the server drew it with.
 */
export function App({ router: given, rendered }: { router?: DataRouter; rendered?: RenderedPage }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders rendered={rendered}>
      {/* flushSync: navigate({ flushSync: true }) renders the new page before it resolves (logout relies on it). */}
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>
  );
}
