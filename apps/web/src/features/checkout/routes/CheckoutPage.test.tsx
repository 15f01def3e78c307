import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../auth/testing/fake-api.ts';
import { authUser } from '../../auth/testing/users.ts';
import { cartOf } from '../../cart/testing/cart-fixtures.ts';
import { readCheckoutState } from '../api/checkout-session.ts';
import { checkoutCart, checkoutProfile } from '../testing/checkout-fixtures.ts';
import { renderCheckout } from '../testing/render-checkout.tsx';

beforeEach(() => sessionStorage.clear());

describe('/checkout', () => {
  it('shows the cart lines, the subtotal, free shipping and the shipping address, then goes to payment', async () => {
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/projectCart': ok(checkoutCart()),
      'GET /api/profile': ok(checkoutProfile()),
    });
    const ui = renderCheckout('/checkout');

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Calacatta Tile')).toBeTruthy();
    expect(within(summary).getByText('Size: 7 X 48 · Qty: 3')).toBeTruthy();
    expect(within(summary).getByText('$179.20')).toBeTruthy();
    expect(within(summary).getByText('$136.50')).toBeTruthy();
    expect(screen.getByTestId('checkout-subtotal').textContent).toBe('$315.70');
    expect(within(summary).getByText('Calculated on the final step by the ship-to state')).toBeTruthy();
    expect(within(summary).getByText('Free nationwide delivery')).toBeTruthy();
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(shipping).getByText(/1 Market St, Apt 4/)).toBeTruthy();
    expect(within(shipping).getByText(/San Francisco, CA 94105/)).toBeTruthy();
    expect(api.calls('GET /api/profile')[0].query.get('checkout')).toBe('1');

    await ui.user.type(screen.getByLabelText('Coupon code (optional)'), 'spring10');
    await ui.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Payment' })).textContent).toBe('Payment');
    expect(readCheckoutState()).toEqual({ coupon: 'spring10', ship_to: checkoutProfile().shipping_address });
  });

  it('saves a changed shipping address to the profile with PUT /api/profile', async () => {
    const moved = { street: '9 Pine St', city: 'Austin', state: 'TX', zip_code: '73301', apartment: '' };
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/projectCart': ok(checkoutCart()),
      'GET /api/profile': ok(checkoutProfile()),
      'PUT /api/profile': ok(checkoutProfile({ shipping_address: moved }), 'Profile updated successfully.'),
    });
    const ui = renderCheckout('/checkout');
    await ui.user.click(await screen.findByRole('button', { name: 'Change address' }));
    const street = screen.getByLabelText(/^Street/);
    await ui.user.clear(street);
    await ui.user.type(street, '9 Pine St');
    await ui.user.clear(screen.getByLabelText(/^City/));
    await ui.user.type(screen.getByLabelText(/^City/), 'Austin');
    await ui.user.selectOptions(screen.getByLabelText(/^State/), 'TX');
    await ui.user.clear(screen.getByLabelText(/^Zip code/));
    await ui.user.type(screen.getByLabelText(/^Zip code/), '73301');
    await ui.user.clear(screen.getByLabelText(/^Apartment/));
    await ui.user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText(/9 Pine St/)).toBeTruthy();
    expect(screen.getByText(/Austin, TX 73301/)).toBeTruthy();
    expect(api.calls('PUT /api/profile')[0].body).toEqual({
      shipping_street: '9 Pine St',
      shipping_apartment: '',
      shipping_city: 'Austin',
      shipping_state: 'TX',
      shipping_zip_code: '73301',
    });
  });

  it('sends an empty cart back to /cart with a message', async () => {
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/projectCart': ok(cartOf([])),
      'GET /api/profile': ok(checkoutProfile()),
    });
    renderCheckout('/checkout');
    expect((await screen.findByTestId('landed')).textContent).toBe('/cart');
    expect(await screen.findByText('Your cart is empty. Add products before checking out.')).toBeTruthy();
  });
});
