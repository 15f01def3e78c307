import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { MyItem } from './my-item.ts';

/**
 * What the server drew a page with (src/ssr), so the browser's first render — hydration — draws the same page:
 * the showroom the prices and header were for. Parts that depend on this browser's storage (the session, a
 * different stored showroom) switch to it right after hydration.
 */
export type RenderedPage = { showroom: MyItem | null };

export const RenderedPageContext = createContext<RenderedPage>({ showroom: null });

export const useRenderedPage = () => useContext(RenderedPageContext);

const subscribeNever = () => () => {};
const nothing = () => 0;

/**
 * False in the server's render of a page and while the browser hydrates it, true after and in a page the
 * browser draws itself: state read from this browser's storage waits for it.
 * React asks an external store for its server snapshot exactly when it renders on the server or hydrates
 * this component, which is how this knows; both snapshots are the same, so hydration ends with nothing to
 * draw again synchronously (a store whose snapshots differ is redrawn in one long task, issue 23's blocking
 * time). The switch is a transition instead: what it changes is drawn a slice at a time.
 */
export function useHydrated(): boolean {
  let hydrating = false;
  useSyncExternalStore(subscribeNever, nothing, () => {
    hydrating = true;
    return 0;
  });
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
