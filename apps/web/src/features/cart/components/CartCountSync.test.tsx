import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireCartUpdated } from '../../../lib/cart/cart-events.ts';
import { cartCount } from '../../../lib/cart-count.ts';
import { SessionProvider } from '../../../lib/session.tsx';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { cartLine, cartOf } from '../../../testing/cart-fixtures.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { CartCountSync } from './CartCountSync.tsx';

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <CartCountSync />
      </SessionProvider>
    </QueryClientProvider>,
  );

afterEach(() => cartCount.set(0));

describe('header cart count', () => {
  it('loads a stored guest cart on start, and again on cart-updated', async () => {
    writeStored(STORAGE_KEYS.cart_id, 'G'.repeat(43));
    let lines = [cartLine(1), cartLine(2)];
    const api = fakeApi({ 'GET /api/projectCart': () => ok(cartOf(lines)) });
    mount();
    await waitFor(() => expect(cartCount.get()).toBe(2));
    expect(api.calls('GET /api/projectCart')[0].query.get('temp_project_id')).toBe('G'.repeat(43));

    lines = [cartLine(1), cartLine(2), cartLine(3)];
    act(() => fireCartUpdated());
    await waitFor(() => expect(cartCount.get()).toBe(3));
  });

  it("loads a signed-in user's cart once the session is known", async () => {
    writeStored(STORAGE_KEYS.authToken, TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/projectCart': ok(cartOf([cartLine(4)])),
    });
    mount();
    await waitFor(() => expect(cartCount.get()).toBe(1));
    expect(api.calls('GET /api/projectCart')[0].authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('asks nothing for a guest without a stored cart id', async () => {
    cartCount.set(5);
    const api = fakeApi({});
    mount();
    await waitFor(() => expect(cartCount.get()).toBe(0));
    expect(api.calls('GET /api/projectCart')).toHaveLength(0);
  });
});
