import { PAGE_HYDRATED_EVENT } from '@app/domain/seo/page-frame';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { hydratePageState, type PageState } from '../lib/page-state.ts';
import { queryClient } from '../lib/query-client.ts';
import { showroomSelection } from '../lib/showroom-selection.ts';
import { App } from './App.tsx';
import { whenRouterReady } from './router.tsx';

/**
 * Marks the page as React's (`data-hydrated`: hydrated, or drawn by the browser itself) and tells a drawn
 * page's boot script, which then does again the click or submission it held meanwhile (build-plugins/page-boot.ts).
 */
export function Interactive({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.setAttribute('data-hydrated', '');
    window.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, [container]);
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
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <Interactive container={container}>
        <StrictMode>
          <App router={router} rendered={{ showroom: state?.showroom ?? null }} />
        </StrictMode>
      </Interactive>,
      { onRecoverableError: (error) => console.warn('The page was drawn again in the browser:', error) },
    );
  });
  return root as Root;
}
