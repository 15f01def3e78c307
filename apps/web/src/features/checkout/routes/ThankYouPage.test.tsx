import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { authUser } from '../../../testing/users.ts';
import { placedOrder } from '../testing/checkout-fixtures.ts';
import { renderCheckout } from '../testing/render-checkout.tsx';

describe('/thankyou', () => {
  it('after a reload fetches the order and shows it by vendor with the totals charged', async () => {
    const api = fakeApi({ 'GET /api/authuser': ok(authUser()), 'GET /api/orders/3': ok(placedOrder()) });
    renderCheckout('/thankyou?order=3');

    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect((await screen.findByTestId('order-number')).textContent).toBe('100003');
    expect(screen.getByText('11.23.2026')).toBeTruthy();
    const marazzi = screen.getByRole('region', { name: 'From Marazzi' });
    expect(within(marazzi).getByText('Calacatta Tile')).toBeTruthy();
    expect(within(marazzi).getByText('Size: 12 X 24 · Qty: 2 · Pending Approval')).toBeTruthy();
    expect(within(marazzi).getByText('$179.20')).toBeTruthy();
    expect(screen.getByText('$315.70')).toBeTruthy();
    expect(screen.getByText('$22.89')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('$338.59');
    expect(screen.getByText(/one to three weeks/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your orders' }).getAttribute('href')).toBe('/your_orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/visualize/contractor/all',
    );
    expect(api.calls('GET /api/orders/3')).toHaveLength(1);
  });
});
