/**
 * What a shopper is told about a product its vendor or the admin has hidden (`products.listed` false,
 * decision 0017): it cannot be added to a cart, and a cart line of it cannot be ordered.
 */
export const UNAVAILABLE_PRODUCT = (name: string) => `${name} is no longer available.`;

/** Placing an order whose cart holds unlisted products: names each, says what to do. */
export function unavailableInCart(names: readonly string[]): string {
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const verb = names.length === 1 ? 'is' : 'are';
  return `${list} ${verb} no longer available. Remove ${names.length === 1 ? 'it' : 'them'} from your cart to place your order.`;
}
