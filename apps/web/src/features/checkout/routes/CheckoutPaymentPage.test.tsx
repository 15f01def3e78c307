import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount } from '../../../lib/cart-count.ts';
import { type FakeReply, type FakeRequest, fakeApi, invalid, ok } from '../../auth/testing/fake-api.ts';
import { authUser } from '../../auth/testing/users.ts';
import { cartOf } from '../../cart/testing/cart-fixtures.ts';
import { writeCheckoutState } from '../api/checkout-session.ts';
import { checkoutCart, checkoutProfile, placedOrder, SHIP_TO } from '../testing/checkout-fixtures.ts';
import { renderCheckout, sentOrderKeys } from '../testing/render-checkout.tsx';

beforeEach(() => sessionStorage.clear());

/** The server's side: once an order is placed, the cart is empty. */
function checkoutApi(placeOrder: (request: FakeRequest) => FakeReply) {
  let ordered = false;
  return fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/projectCart': () => ok(ordered ? cartOf([]) : checkoutCart()),
    'GET /api/profile': ok(checkoutProfile()),
    'POST /api/orders': (request) => {
      const reply = placeOrder(request);
      ordered ||= reply.status === 201;
      return reply;
    },
    'GET /api/orders/3': ok(placedOrder()),
  });
}
const placed = (): FakeReply => ({ status: 201, body: { success: true, data: placedOrder() } });
const placeButton = () => screen.getByRole('button', { name: 'Place Order' });

describe('/checkout-payment', () => {
  it('pays with the saved card, resends the same Idempotency-Key on a retry, and sends no prices', async () => {
    writeCheckoutState({ coupon: 'SPRING10', ship_to: SHIP_TO });
    let attempts = 0;
    const api = checkoutApi(() => {
      attempts += 1;
      return attempts === 1 ? { status: 503, body: { message: 'Service unavailable.' } } : placed();
    });
    const ui = renderCheckout('/checkout-payment');
    const saved = await screen.findByRole('radio', { name: /Saved card: Visa •••• 4242, expires 04\/30/ });
    expect((saved as HTMLInputElement).checked).toBe(true);

    await ui.user.click(placeButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    await ui.user.click(placeButton());
    expect((await screen.findByTestId('order-number')).textContent).toBe('100003');

    const keys = sentOrderKeys();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(api.calls('POST /api/orders').map((c) => c.body)).toEqual([
      { coupon: 'SPRING10', ship_to: SHIP_TO, payment: { saved_card: true } },
      { coupon: 'SPRING10', ship_to: SHIP_TO, payment: { saved_card: true } },
    ]);
  });

  it('shows a declined card under the card number, and a changed card gets a new key', async () => {
    const api = checkoutApi(({ body }) =>
      (body as { payment: { card_number: string } }).payment.card_number === '4000000000000002'
        ? invalid({ card_number: ['Your card was declined.'] })
        : placed(),
    );
    const ui = renderCheckout('/checkout-payment');
    await ui.user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await ui.user.type(screen.getByLabelText('Card number'), '4000000000000002');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    await ui.user.type(screen.getByLabelText('Name on card'), 'Ann Lee');
    await ui.user.type(screen.getByLabelText('Expiration (MM/YY)'), '1234');
    await ui.user.type(screen.getByLabelText('CVV'), '123');
    await ui.user.click(placeButton());

    const number = screen.getByLabelText('Card number');
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /api/orders')[0].body).toEqual({
      ship_to: undefined,
      payment: { card_number: '4000000000000002', name_on_Card: 'Ann Lee', exp_date: '12/34', cvv: '123' },
    });

    await ui.user.clear(number);
    await ui.user.type(number, '4242424242424242');
    await ui.user.click(placeButton());
    expect((await screen.findByTestId('order-number')).textContent).toBe('100003');
    const [declined, paid] = sentOrderKeys();
    expect(paid).not.toBe(declined);
  });

  it('checks a new card before sending it (spec point 5 messages)', async () => {
    const api = checkoutApi(placed);
    const ui = renderCheckout('/checkout-payment');
    await ui.user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await ui.user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await ui.user.type(screen.getByLabelText('Expiration (MM/YY)'), '1320');
    await ui.user.type(screen.getByLabelText('CVV'), '1');
    await ui.user.click(placeButton());
    expect(await screen.findByText('Invalid Card Number.')).toBeTruthy();
    expect(screen.getByText('Invalid Expiration Date.')).toBeTruthy();
    expect(screen.getByText('Invalid CVC.')).toBeTruthy();
    expect(api.calls('POST /api/orders')).toHaveLength(0);
  });

  it('on success empties the cart count and shows the thank-you page with the number and total', async () => {
    cartCount.set(2);
    const api = checkoutApi(placed);
    const ui = renderCheckout('/checkout-payment');
    await screen.findByRole('radio', { name: /Saved card/ });
    await ui.user.click(placeButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(ui.router.state.location.search).toBe('?order=3');
    expect(screen.getByTestId('order-number').textContent).toBe('100003');
    expect(screen.getByTestId('order-total').textContent).toBe('$338.59');
    expect(
      within(screen.getByRole('region', { name: 'From Bruce' })).getByText(/Pending Approval/),
    ).toBeTruthy();
    // The cart reloads empty, and the checkout's empty-cart redirect does not take the visitor away.
    await waitFor(() => expect(api.calls('GET /api/projectCart').length).toBeGreaterThan(1));
    expect(cartCount.get()).toBe(0);
    expect(ui.router.state.location.pathname).toBe('/thankyou');
    expect(sessionStorage.getItem('checkout_attempt')).toBeNull();
  });
});
