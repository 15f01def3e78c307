import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOf } from '../../../testing/cart-fixtures.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { authUser } from '../../../testing/users.ts';
import { readCheckoutState } from '../api/checkout-session.ts';
import {
  checkoutCart,
  checkoutPreview,
  checkoutProfile,
  couponPreview,
  SHIP_TO,
} from '../testing/checkout-fixtures.ts';
import { renderCheckout } from '../testing/render-checkout.tsx';

beforeEach(() => sessionStorage.clear());

describe('/checkout', () => {
  it('shows the cart lines and the totals with tax of the address state, then goes to payment', async () => {
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/projectCart': ok(checkoutCart()),
      'GET /api/profile': ok(checkoutProfile()),
      'POST /api/orders/preview': ok(checkoutPreview()),
    });
    const ui = renderCheckout('/checkout');

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Calacatta Tile')).toBeTruthy();
    expect(within(summary).getByText('Size: 7 X 48 · Qty: 3')).toBeTruthy();
    expect(within(summary).getByText('$179.20')).toBeTruthy();
    expect(within(summary).getByText('$136.50')).toBeTruthy();
    expect(screen.getByTestId('checkout-subtotal').textContent).toBe('$315.70');
    expect((await screen.findByTestId('checkout-tax')).textContent).toBe('$22.89');
    expect(within(summary).getByText('Tax (CA 7.25%)')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$338.59');
    expect(within(summary).getByText('Free nationwide delivery')).toBeTruthy();
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(shipping).getByText(/1 Market St, Apt 4/)).toBeTruthy();
    expect(within(shipping).getByText(/San Francisco, CA 94105/)).toBeTruthy();
    expect(api.calls('GET /api/profile')[0].query.get('checkout')).toBe('1');
    expect(api.calls('POST /api/orders/preview')[0].body).toEqual({ ship_to: SHIP_TO });

    await ui.user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Payment' })).textContent).toBe('Payment');
    expect(readCheckoutState()).toEqual({ ship_to: checkoutProfile().shipping_address });
  });

  it('checks a coupon when it is applied: a refusal under the field, an accepted one as a discount line', async () => {
    let cart = checkoutCart();
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/projectCart': () => ok(cart),
      'GET /api/profile': ok(checkoutProfile()),
      'POST /api/orders/preview': () => ok(cart.coupon_code ? couponPreview() : checkoutPreview()),
      'POST /api/projectCart/coupon': ({ body }) => {
        if ((body as { coupon: string }).coupon !== 'save5')
          return invalid({ coupon: ['This coupon is not valid for this showroom.'] });
        cart = { ...cart, coupon_code: 'SAVE5', discount_cents: 1_200, discount: 12 };
        return ok(cart, 'Coupon applied.');
      },
    });
    const ui = renderCheckout('/checkout');
    const field = await screen.findByLabelText('Coupon code');
    await ui.user.type(field, 'BAY10');
    await ui.user.click(screen.getByRole('button', { name: 'Apply' }));
    const refusal = await screen.findByText('This coupon is not valid for this showroom.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(refusal.id);
    expect(toast.isActive('warning:Invalid input OR some mandatory fields are blank.')).toBe(false);

    await ui.user.clear(field);
    await ui.user.type(field, 'save5');
    await ui.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied: \$12\.00 off/)).toBeTruthy();
    expect((await screen.findByTestId('checkout-discount')).textContent).toBe('−$12.00');
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$325.72'));
    expect(api.calls('POST /api/projectCart/coupon').map((c) => c.body)).toEqual([
      { coupon: 'BAY10' },
      { coupon: 'save5' },
    ]);
  });

  it('saves a changed shipping address to the profile with PUT /api/profile', async () => {
    const moved = { street: '9 Pine St', city: 'Austin', state: 'TX', zip_code: '73301', apartment: '' };
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/projectCart': ok(checkoutCart()),
      'GET /api/profile': ok(checkoutProfile()),
      'PUT /api/profile': ok(checkoutProfile({ shipping_address: moved }), 'Profile updated successfully.'),
      'POST /api/orders/preview': ok(checkoutPreview()),
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
