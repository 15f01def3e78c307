import type { OrderPreview } from '@app/domain/orders/order-preview';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import type { Address } from '../../../lib/api/get-profile.ts';
import { api } from '../../../lib/api-client.ts';
import type { Cart } from '../../../lib/cart/cart.ts';

export type { OrderPreview };

/**
 * POST /api/orders/preview: what POST /api/orders would charge for this ship-to address, priced by the
 * server's own order pricing with the cart's coupon. Silent: the summary shows a refusal where it belongs.
 */
export const fetchOrderPreview = async (shipTo: Address | null, signal?: AbortSignal) =>
  (
    await api.post<OrderPreview>(apiPaths.orderPreview, shipTo ? { ship_to: shipTo } : {}, {
      signal,
      silent: true,
    })
  ).data;

/** The preview of this cart (its lines, quantities and coupon) shipped to `shipTo`; asked again when any changes. */
export function useOrderPreview(cart: Cart | undefined, shipTo: Address | null, enabled = true) {
  const lines = cart?.Project_tans.map((l) => [l.id, l.qty]) ?? [];
  return useQuery({
    queryKey: ['order-preview', cart?.id ?? null, lines, cart?.coupon_code ?? null, shipTo],
    queryFn: ({ signal }) => fetchOrderPreview(shipTo, signal),
    enabled: enabled && !!cart?.Project_tans.length,
    retry: false,
  });
}
