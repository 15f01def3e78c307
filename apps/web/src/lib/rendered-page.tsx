import { createContext, useContext, useSyncExternalStore } from 'react';
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

/**
 * False while a page drawn by the server is being hydrated (and in the server's render), true after and in a
 * page the browser draws itself: state read from this browser's storage waits for it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
