import { emptyCart } from '@app/domain/cart/empty-cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCount } from '../cart-count.ts';
import { STORAGE_KEYS, writeStored } from '../storage.ts';
import { addToCart, getCart } from './cart.ts';

/** A fetch whose answers the test sends, in any order: each call waits for `answer(n, count)`. */
function heldFetch() {
  const waiting: ((count: number) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          waiting.push((count) =>
            resolve(
              new Response(
                JSON.stringify({
                  success: true,
                  data: { ...emptyCart(), temp_project_id: 'guest-cart', count },
                }),
                { status: 200, headers: { 'content-type': 'application/json' } },
              ),
            ),
          );
        }),
    ),
  );
  return { waiting };
}

describe('the header’s cart count', () => {
  afterEach(() => cartCount.set(0));

  it('follows the latest cart call: a read answering after a later add does not take the count back', async () => {
    writeStored(STORAGE_KEYS.cart_id, 'guest-cart');
    const { waiting } = heldFetch();
    const read = getCart(); // the page's cart, asked as it mounted
    const add = addToCart({ product: 'abc123', size_id: 1, qty: 1 }); // then the shopper adds
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1](3);
    await add;
    expect(cartCount.get()).toBe(3);
    waiting[0](2); // the read answers last, with the count from before the add
    await read;
    expect(cartCount.get()).toBe(3);
  });

  it('still takes a later read’s answer', async () => {
    writeStored(STORAGE_KEYS.cart_id, 'guest-cart');
    const { waiting } = heldFetch();
    const add = addToCart({ product: 'abc123', size_id: 1, qty: 1 });
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    waiting[0](1);
    await add;
    const read = getCart();
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    waiting[1](4);
    await read;
    expect(cartCount.get()).toBe(4);
  });
});
