import { useSyncExternalStore } from 'react';

/** Items in the cart, shown on the header's cart icon. The cart issue sets it; 0 until then. */
let count = 0;
const listeners = new Set<() => void>();

export const cartCount = {
  get: () => count,
  set(next: number) {
    count = Math.max(0, Math.trunc(next) || 0);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useCartCount = () => useSyncExternalStore(cartCount.subscribe, cartCount.get, cartCount.get);
