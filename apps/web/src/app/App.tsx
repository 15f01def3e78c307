import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { routerFlushSync } from './flush-sync.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      {/* flushSync: navigate({ flushSync: true }) renders the new page before it resolves (logout relies on it). */}
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>
  );
}
