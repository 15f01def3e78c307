import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { hydratePageState, type PageState } from '../lib/page-state.ts';
import { queryClient } from '../lib/query-client.ts';
import type { RenderedPage } from '../lib/rendered-page.tsx';
import { showroomSelection } from '../lib/showroom-selection.ts';
import { App } from './App.tsx';
import { whenRouterReady } from './router.tsx';

/**
 * Marks the page hydrated: `drawn.hydrated` for the components that mount after (useHydrated), and
 * `data-hydrated` on #root for whoever waits for the page to answer (the end-to-end tests). The page is not
 * `inert` before: its links work as plain links while the code loads, and clearing `inert` restyled the
 * whole page in one long task.
 */
function Interactive({
  container,
  drawn,
  children,
}: {
  container: HTMLElement;
  drawn: RenderedPage['drawn'];
  children: ReactNode;
}) {
  // The outermost component's effect runs after every other one of the hydration: the page is hydrated.
  useEffect(() => {
    if (drawn) drawn.hydrated = true;
    container.dataset.hydrated = '';
  }, [container, drawn]);
  return children;
}

/**
 * Hydrates a page the server sent drawn (page.html, src/ssr), once the route's code is loaded, so the first
 * render is the page itself and not the loading screen. It starts from what the server drew with: its answers
 * (no request is made again for them) and its showroom, which becomes the visitor's when none is stored (as a
 * product link's showroom does, LinkedShowroom). The session and a different stored showroom show right after
 * (useHydrated). A mismatch still recovers (React draws the page again) and is reported to the console.
 */
export async function hydratePage(container: HTMLElement, router: DataRouter, state: PageState | null) {
  if (state) {
    hydratePageState(queryClient, state);
    if (state.showroom && !showroomSelection.get()) showroomSelection.select(state.showroom);
  }
  await whenRouterReady(router);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page in one task (measured: one ~60 ms task on this machine, ~250 ms at 4× CPU).
  const rendered: RenderedPage = { showroom: state?.showroom ?? null, drawn: { hydrated: false } };
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <Interactive container={container} drawn={rendered.drawn}>
        <StrictMode>
          <App router={router} rendered={rendered} />
        </StrictMode>
      </Interactive>,
      { onRecoverableError: (error) => console.warn('The page was drawn again in the browser:', error) },
    );
  });
  return root as Root;
}
