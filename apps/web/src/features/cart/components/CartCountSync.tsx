import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartQuery } from '../../../lib/cart/cart.ts';
import { onCartUpdated } from '../../../lib/cart/cart-events.ts';
import { useSession } from '../../../lib/session.tsx';

/**
 * Keeps the header's cart count: loaded on start once the session is known, again after sign-in and
 * logout (a guest without a stored cart_id has no cart: 0, no request), and on every 'cart-updated' event.
 */
export function CartCountSync() {
  const { status } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status === 'loading') return;
    void queryClient.fetchQuery(cartQuery()).catch(() => undefined);
  }, [status, queryClient]);

  useEffect(
    () => onCartUpdated(() => void queryClient.fetchQuery(cartQuery()).catch(() => undefined)),
    [queryClient],
  );
  return null;
}
