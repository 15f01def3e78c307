import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount } from '../../../lib/cart-count.ts';
import { cartOf } from '../../../testing/cart-fixtures.ts';
import { type FakeReply, type FakeRequest, fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { authUser } from '../../../testing/users.ts';
import { writeCheckoutState } from '../api/checkout-session.ts';
import {
  checkoutCart,
  checkoutPreview,
  checkoutProfile,
  couponPreview,
  placedOrder,
  SHIP_TO,
} from '../testing/checkout-fixtures.ts';
import { renderCheckout, sentOrderKeys } from '../testing/render-checkout.tsx';

beforeEach(() => sessionStorage.clear());

/** The server's side: once an order is placed, the cart is empty. */
function checkoutApi(
  placeOrder: (request: FakeRequest) => FakeReply,
  { cart = checkoutCart(), preview = checkoutPreview(), profile = checkoutProfile() } = {},
) {
  let ordered = false;
  return fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/projectCart': () => ok(ordered ? cartOf([]) : cart),
    'GET /api/profile': ok(profile),
    'POST /api/orders/preview': ok(preview),
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
const GENERIC = 'Invalid input OR some mandatory fields are blank.';
const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('/checkout-payment', () => {
  it('pays with the saved card, resends the same Idempotency-Key on a retry, and sends no prices', async () => {
    writeCheckoutState({ ship_to: SHIP_TO });
    let attempts = 0;
    const api = checkoutApi(() => {
      attempts += 1;
      return attempts === 1 ? { status: 503, body: { message: 'Service unavailable.' } } : placed();
    });
    const ui = renderCheckout('/checkout-payment');
    const saved = await screen.findByRole('radio', { name: /Saved card: Visa ending 4242, expires 04\/30/ });
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
      { ship_to: SHIP_TO, payment: { saved_card: true } },
      { ship_to: SHIP_TO, payment: { saved_card: true } },
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
    const declinedText = await screen.findByText('Your card was declined.');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toContain(declinedText.id);
    // Shown under the card, so no generic 422 toast on top of it.
    expect(toast.isActive(`warning:${GENERIC}`)).toBe(false);
    expect(screen.queryByText(GENERIC)).toBeNull();
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

describe('/checkout-payment: the totals before Place Order, refusals where they belong', () => {
  it("shows subtotal, the coupon's discount, tax, shipping and total from the server's preview", async () => {
    writeCheckoutState({ ship_to: SHIP_TO });
    const cart = cartOf(checkoutCart().Project_tans, { coupon_code: 'SAVE5', discount_cents: 1_200 });
    const api = checkoutApi(placed, { cart, preview: couponPreview() });
    const ui = renderCheckout('/checkout-payment');
    await screen.findByRole('radio', { name: /Saved card/ });
    expect(await screen.findByTestId('checkout-total')).toBeTruthy();
    const totals = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(totals.getByText('Coupon SAVE5')).toBeTruthy();
    expect(totals.getByText('Tax (CA 7.25%)')).toBeTruthy();
    expect([
      text('checkout-subtotal'),
      text('checkout-discount'),
      text('checkout-tax'),
      text('checkout-shipping'),
      text('checkout-total'),
    ]).toEqual(['$315.70', '−$12.00', '$22.02', 'Free', '$325.72']);
    expect(screen.getByText(/Your card is charged/).textContent).toContain('$325.72');
    expect(screen.queryByText(/Calculated on the final step/)).toBeNull();
    // The preview asked for this address; the order sends no coupon (the cart keeps it) and no totals.
    expect(api.calls('POST /api/orders/preview')[0].body).toEqual({ ship_to: SHIP_TO });
    await ui.user.click(placeButton());
    await screen.findByTestId('order-number');
    expect(api.calls('POST /api/orders')[0].body).toEqual({
      ship_to: SHIP_TO,
      payment: { saved_card: true },
    });
  });

  it('keeps Place Order off while the totals are unknown, and says why the preview was refused', async () => {
    const api = checkoutApi(placed);
    api.mock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/orders/preview')
        return Response.json(
          {
            message: 'The given data was invalid.',
            errors: { coupon: ['The coupon code is invalid or has expired.'] },
          },
          { status: 422 },
        );
      if (path === '/api/projectCart') return Response.json({ success: true, data: checkoutCart() });
      if (path === '/api/profile') return Response.json({ success: true, data: checkoutProfile() });
      if (path === '/api/authuser') return Response.json({ success: true, data: authUser() });
      return Response.json({ message: `unexpected ${init.method} ${path}` }, { status: 404 });
    });
    renderCheckout('/checkout-payment');
    expect(await screen.findByText('The coupon code is invalid or has expired.')).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('checkout-total')).toBeNull();
    expect(screen.getByRole('button', { name: 'Calculate again' })).toBeTruthy();
  });

  it('shows a declined saved card under the saved card, with no generic toast', async () => {
    checkoutApi(() => invalid({ card_number: ['Your card was declined.'] }));
    const ui = renderCheckout('/checkout-payment');
    const saved = await screen.findByRole('radio', { name: /Saved card/ });
    await screen.findByTestId('checkout-total');
    await ui.user.click(placeButton());
    const message = await screen.findByText('Your card was declined.');
    expect(saved.getAttribute('aria-describedby')).toBe(message.id);
    expect(saved.getAttribute('aria-invalid')).toBe('true');
    expect(toast.isActive(`warning:${GENERIC}`)).toBe(false);
  });

  it('a toast raised on the payment page does not follow the visitor to /thankyou', async () => {
    let attempts = 0;
    checkoutApi(() => {
      attempts += 1;
      return attempts === 1 ? { status: 500, body: { message: '' } } : placed();
    });
    const ui = renderCheckout('/checkout-payment');
    await screen.findByTestId('checkout-total');
    await ui.user.click(placeButton());
    const failed = 'error:Internal Server error please try again.';
    await waitFor(() => expect(toast.isActive(failed)).toBe(true));
    await ui.user.click(placeButton());
    await screen.findByTestId('order-number');
    expect(toast.isActive(failed)).toBe(false);
  });
});
