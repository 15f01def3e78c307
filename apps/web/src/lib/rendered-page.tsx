import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { MyItem } from './my-item.ts';

/**
 * What the server drew a page with (src/ssr), so the browser's first render — hydration — draws the same page:
 * the showroom the prices and header were for. Parts that depend on this browser's storage (the session, a
 * different stored showroom) switch to it right after hydration.
 */
export type RenderedPage = {
  showroom: MyItem | null;
  /**
   * Set for a page the server drew, in the server's render and in the browser's: `hydrated` turns true once
   * the browser has hydrated it (hydrate-page.tsx). Null when the browser draws the page itself.
   */
  drawn: { hydrated: boolean } | null;
};

export const RenderedPageContext = createContext<RenderedPage>({ showroom: null, drawn: null });

export const useRenderedPage = () => useContext(RenderedPageContext);

/**
 * False in the server's render of a page and while the browser hydrates it, true after and in a page the
 * browser draws itself: state read from this browser's storage waits for it. The switch is a transition, so
 * the parts it draws again are drawn a slice at a time, not in one task that holds the page (issue 23's
 * blocking time; an external store's change would be drawn synchronously).
 */
export function useHydrated(): boolean {
  const { drawn } = useRenderedPage();
  const [hydrated, setHydrated] = useState(() => !drawn || drawn.hydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
