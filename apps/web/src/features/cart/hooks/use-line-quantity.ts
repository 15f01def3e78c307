import { useEffect, useRef, useState } from 'react';
import type { CartLine } from '../../../lib/cart/cart.ts';
import { useUpdateCartLine } from '../../../lib/cart/use-cart.ts';

/** Time a quantity must stay unchanged before it is sent (one update_cart per pause, not per click). */
export const QTY_DEBOUNCE_MS = 400;

/**
 * A cart line's quantity as the visitor changes it: shown at once, never below the line's minimum, and
 * sent to update_cart once the changes pause. A new quantity from the server replaces the local one.
 */
export function useLineQuantity(line: CartLine) {
  const update = useUpdateCartLine();
  const [qty, setQty] = useState(line.qty);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The change waiting for the pause; sent at once if the page is left first (e.g. to checkout). */
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => setQty(line.qty), [line.qty]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );

  const change = (n: number) => {
    const next = Math.max(n, line.min_qty);
    setQty(next);
    clearTimeout(timer.current);
    pending.current = () => {
      pending.current = null;
      if (next !== line.qty) update.mutate({ id: line.id, qty: next });
    };
    timer.current = setTimeout(() => pending.current?.(), QTY_DEBOUNCE_MS);
  };

  return { qty, change, saving: update.isPending };
}
