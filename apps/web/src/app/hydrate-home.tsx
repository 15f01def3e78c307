import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './App.tsx';
import { whenRouterReady } from './router.tsx';

/** Lets the painted page answer once it is React's: it is `inert` until then (build-plugins/prerender-home.ts). */
function Interactive({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

/**
 * Hydrates the home page the server sent drawn (home.html), once the route's code is loaded, so the first render
 * is the page itself and not the loading screen. A visitor whose storage changes the page (signed in) gets it
 * drawn again in the browser, as React does on any mismatch; that is expected, so it is not reported as an error.
 * The tree is the prerender's (src/prerender/home.tsx) with one-child wrappers only, so useId's ids match.
 */
export async function hydrateHome(container: HTMLElement, router: DataRouter) {
  await whenRouterReady(router);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page in one task (measured: one ~60 ms task on this machine, ~250 ms at 4× CPU).
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <Interactive container={container}>
        <StrictMode>
          <App router={router} />
        </StrictMode>
      </Interactive>,
      { onRecoverableError: (error) => console.info('The home page was redrawn in the browser:', error) },
    );
  });
  return root as Root;
}
