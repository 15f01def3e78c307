import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartCount } from '../../../lib/cart-count.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { cartLine, cartOf } from '../../../testing/cart-fixtures.ts';
import { type FakeRequest, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import CartPage from './CartPage.tsx';

const GUEST_CART = 'G'.repeat(43);
const open = () => renderPage(CartPage, { route: '/cart' });
const twoVendors = () =>
  cartOf([
    cartLine(1, { name: 'Calacatta Tile', brand: 'Marazzi', qty: 2, unit_price_cents: 8960 }),
    cartLine(2, { name: 'Oak Plank', brand: 'Bruce', qty: 3, min_qty: 3, unit_price_cents: 4550 }),
  ]);

describe('/cart (docs/api-cart.md)', () => {
  it('lists a guest cart by vendor with unit prices, line totals and the subtotal', async () => {
    writeStored(STORAGE_KEYS.cart_id, GUEST_CART);
    const api = fakeApi({ 'GET /api/projectCart': ok(twoVendors()) });
    open();
    expect(screen.getByText('Loading your cart')).toBeTruthy();

    const marazzi = await screen.findByRole('region', { name: 'From Marazzi' });
    expect(within(marazzi).getByRole('link', { name: 'Calacatta Tile' }).getAttribute('href')).toBe(
      '/product/hash1/DEMO2026',
    );
    expect(within(marazzi).getByText(/Size: 24 X 48/).textContent).toContain('Colour: White');
    expect(within(marazzi).getByText('$89.60')).toBeTruthy();
    expect(within(marazzi).getByTestId('cart-line-total').textContent).toBe('$179.20');
    const bruce = screen.getByRole('region', { name: 'From Bruce' });
    expect(within(bruce).getByTestId('cart-line-total').textContent).toBe('$136.50');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$315.70');
    expect(screen.getByText('Tax and shipping are computed at checkout.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/visualize/contractor/all',
    );
    expect(api.calls('GET /api/projectCart')[0].query.get('temp_project_id')).toBe(GUEST_CART);
    expect(cartCount.get()).toBe(2);
  });

  it('sends one update_cart with the new quantity after the clicks pause, never below the minimum', async () => {
    writeStored(STORAGE_KEYS.cart_id, GUEST_CART);
    const api = fakeApi({
      'GET /api/projectCart': ok(twoVendors()),
      'POST /api/projectCart/update_cart': ({ body }: FakeRequest) => {
        const { id, qty } = body as { id: number; qty: number };
        const lines = twoVendors().Project_tans.map((l) =>
          l.id === id ? { ...l, qty, line_total_cents: l.unit_price_cents * qty } : l,
        );
        return ok(cartOf(lines), 'Cart updated successfully.');
      },
    });
    const ui = open();
    const bruce = await screen.findByRole('region', { name: 'From Bruce' });
    // Oak Plank is at its minimum of 3: it cannot go lower.
    expect(
      (within(bruce).getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const marazzi = screen.getByRole('region', { name: 'From Marazzi' });
    await ui.user.click(within(marazzi).getByRole('button', { name: 'Increase quantity' }));
    await ui.user.click(within(marazzi).getByRole('button', { name: 'Increase quantity' }));
    expect((within(marazzi).getByLabelText('Quantity of Calacatta Tile') as HTMLInputElement).value).toBe(
      '4',
    );
    expect(within(marazzi).getByTestId('cart-line-total').textContent).toBe('$358.40');

    expect(await screen.findByText('Cart updated successfully.')).toBeTruthy();
    expect(api.calls('POST /api/projectCart/update_cart').map((c) => c.body)).toEqual([
      { id: 1, qty: 4, temp_project_id: GUEST_CART },
    ]);
    await waitFor(() => expect(screen.getByTestId('cart-subtotal').textContent).toBe('$494.90'));
  });

  it('sends a waiting quantity change at once when the page is left', async () => {
    writeStored(STORAGE_KEYS.cart_id, GUEST_CART);
    const api = fakeApi({
      'GET /api/projectCart': ok(twoVendors()),
      'POST /api/projectCart/update_cart': ok(twoVendors(), 'Cart updated successfully.'),
    });
    const ui = open();
    const marazzi = await screen.findByRole('region', { name: 'From Marazzi' });
    await ui.user.click(within(marazzi).getByRole('button', { name: 'Increase quantity' }));
    ui.unmount();
    await waitFor(() => expect(api.calls('POST /api/projectCart/update_cart')).toHaveLength(1));
    expect(api.calls('POST /api/projectCart/update_cart')[0].body).toMatchObject({ id: 1, qty: 3 });
  });

  it('removes a line and shows the empty cart when the last one goes', async () => {
    writeStored(STORAGE_KEYS.cart_id, GUEST_CART);
    const one = cartOf([cartLine(5, { name: 'Brass Faucet', brand: 'Kohler' })]);
    const api = fakeApi({
      'GET /api/projectCart': ok(one),
      'DELETE /api/cart/destroy/5': ok(cartOf([]), 'Product removed from cart successfully.'),
    });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Remove Brass Faucet' }));

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByText('Product removed from cart successfully.')).toBeTruthy();
    expect(api.calls('DELETE /api/cart/destroy/5')[0].query.get('temp_project_id')).toBe(GUEST_CART);
    expect(cartCount.get()).toBe(0);
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe(
      '/visualize/contractor/all',
    );
  });

  it('shows the empty cart to a guest without a cart, without asking the server', async () => {
    const api = fakeApi({});
    open();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(api.calls('GET /api/projectCart')).toHaveLength(0);
  });

  it('forgets a guest cart the server no longer has', async () => {
    writeStored(STORAGE_KEYS.cart_id, GUEST_CART);
    fakeApi({
      'GET /api/projectCart': { status: 404, body: { message: 'Record not found for processing.' } },
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.cart_id)).toBeNull();
    expect(screen.queryByText('Record not found for processing.')).toBeNull();
  });

  it('says when the cart cannot be loaded, and tries again', async () => {
    writeStored(STORAGE_KEYS.cart_id, GUEST_CART);
    let fail = true;
    fakeApi({
      'GET /api/projectCart': () =>
        fail
          ? { status: 500, body: { message: 'Internal Server error please try again.' } }
          : ok(twoVendors()),
    });
    const ui = open();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your cart');
    fail = false;
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'From Marazzi' })).toBeTruthy();
  });

  it("shows the kept coupon's discount line, and removes the coupon", async () => {
    writeStored(STORAGE_KEYS.cart_id, GUEST_CART);
    const withCoupon = cartOf(twoVendors().Project_tans, {
      coupon_code: 'SAVE5',
      discount_cents: 1_200,
      discount: 12,
    });
    const api = fakeApi({
      'GET /api/projectCart': ok(withCoupon),
      'DELETE /api/projectCart/coupon': ok(twoVendors(), 'Coupon removed.'),
    });
    const ui = open();
    expect((await screen.findByTestId('cart-discount')).textContent).toBe('−$12.00');
    expect(screen.getByText('Coupon SAVE5')).toBeTruthy();
    expect(screen.getByText('Total before tax').nextSibling?.textContent).toBe('$303.70');
    await ui.user.click(screen.getByRole('button', { name: 'Remove coupon SAVE5' }));
    await waitFor(() => expect(screen.queryByTestId('cart-discount')).toBeNull());
    expect(screen.getByLabelText('Coupon code')).toBeTruthy();
    expect(api.calls('DELETE /api/projectCart/coupon')[0].query.get('temp_project_id')).toBe(GUEST_CART);
  });

  it('says when a kept coupon no longer applies, with no discount', async () => {
    const lapsed = cartOf(twoVendors().Project_tans, {
      coupon_code: 'SAVE5',
      coupon_error: 'The coupon code is invalid or has expired.',
    });
    writeStored(STORAGE_KEYS.cart_id, GUEST_CART);
    fakeApi({ 'GET /api/projectCart': ok(lapsed) });
    open();
    expect(await screen.findByText('The coupon code is invalid or has expired.')).toBeTruthy();
    expect(screen.queryByTestId('cart-discount')).toBeNull();
  });
});
