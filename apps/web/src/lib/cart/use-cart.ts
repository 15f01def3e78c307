import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../toast.ts';
import {
  type AddToCart,
  addToCart,
  applyCoupon,
  type CartAnswer,
  cartKey,
  cartQuery,
  removeCartLine,
  removeCoupon,
  updateCartLine,
} from './cart.ts';

export const useCart = () => useQuery(cartQuery());

/** A cart write: the answer replaces the cached cart and its server message shows (spec point 8). */
function useCartWrite<V>(write: (vars: V) => Promise<CartAnswer>, { toast = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ cart, message }) => {
      queryClient.setQueryData(cartKey, cart);
      if (toast && message) notify.success(message);
    },
    // A failed write (already toasted by the api client) may have left the cached cart behind.
    onError: () => void queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}

export const useAddToCart = () => useCartWrite((line: AddToCart) => addToCart(line));
export const useUpdateCartLine = () =>
  useCartWrite(({ id, qty }: { id: number; qty: number }) => updateCartLine(id, qty));
export const useRemoveCartLine = () => useCartWrite((id: number) => removeCartLine(id));
export const useApplyCoupon = () => useCartWrite((code: string) => applyCoupon(code), { toast: false });
export const useRemoveCoupon = () => useCartWrite(() => removeCoupon(), { toast: false });
