import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCart } from '../../../lib/cart/use-cart.ts';
import { notify } from '../../../lib/toast.ts';

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add products before checking out.';

/**
 * The cart being checked out; an empty cart sends the visitor back to /cart with a message (not once the
 * order is placed: `redirectWhenEmpty` false, the thank-you page is on its way).
 */
export function useCheckoutCart(redirectWhenEmpty = true) {
  const cart = useCart();
  const navigate = useNavigate();
  // Only a settled answer counts: right after sign-in the header may have cached the new account's cart
  // before the guest cart merged into it, and the refetch is still on its way.
  const empty =
    redirectWhenEmpty && cart.isSuccess && !cart.isFetching && cart.data.Project_tans.length === 0;
  useEffect(() => {
    if (!empty) return;
    notify.info(EMPTY_CART_MESSAGE, { nextPage: true });
    void navigate(paths.cart, { replace: true });
  }, [empty, navigate]);
  return cart;
}
