import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../lib/storage.ts';
import { fakeApi, ok } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../testing/users.ts';
import VendorEarningsScreen from './VendorEarningsScreen.tsx';

afterEach(() => vi.unstubAllGlobals());

const dashboard = {
  waiting_for_approval: 0,
  late: 0,
  late_items: [],
  earnings: { held_cents: 12_000, released_cents: 4_250, paid_cents: 39_792, negative_cents: 0 },
  products: 1,
  listed_products: 1,
  brands: [],
};
const payout = {
  id: 3,
  user_id: 12,
  run_id: 'daily-2026-11-23',
  amount_cents: 39_792,
  status: 'paid',
  failure_message: null,
  created_at: '2026-11-23T17:00:00.000Z',
  completed_at: '2026-11-23T17:00:02.000Z',
};

function asVendor(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Vendor' })), ...routes });
}

const section = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('/vendor/earnings', () => {
  it('shows held, released and paid, the payout account and the payouts', async () => {
    asVendor({
      'GET /api/vendor/dashboard': ok(dashboard),
      'GET /api/payout_setup': ok({
        status: 'active',
        provider: 'sandbox',
        account: 'acct_…9xQz',
        onboarding_url: null,
      }),
      'GET /api/payouts': ok([payout]),
    });
    renderPage(VendorEarningsScreen, { route: '/vendor/earnings' });
    const earnings = (await screen.findByText('Held until delivery')).closest('section') as HTMLElement;
    expect(within(earnings).getByText('$120.00')).toBeTruthy();
    expect(within(earnings).getByText('$42.50')).toBeTruthy();
    expect(within(earnings).getByText('$397.92')).toBeTruthy();
    expect(await within(section('Payout account')).findByText('acct_…9xQz')).toBeTruthy();
    const payouts = section('Payouts');
    expect(await within(payouts).findByText('Paid')).toBeTruthy();
    expect(within(payouts).getByText('$397.92')).toBeTruthy();
  });

  it('lets a vendor without a payout account connect one; says so when there are no payouts', async () => {
    const api = asVendor({
      'GET /api/vendor/dashboard': ok(dashboard),
      'GET /api/payout_setup': ok({
        status: 'none',
        provider: 'sandbox',
        account: null,
        onboarding_url: null,
      }),
      'POST /api/payout_setup': ok(
        { status: 'active', provider: 'sandbox', account: 'acct_sbx…1234', onboarding_url: null },
        'Your payout account is connected.',
      ),
      'GET /api/payouts': ok([]),
    });
    const { user } = renderPage(VendorEarningsScreen, { route: '/vendor/earnings' });
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Connect payout account' }));
    expect(await screen.findByText('Your payout account is connected.')).toBeTruthy();
    expect(api.calls('POST /api/payout_setup')).toHaveLength(1);
  });

  it('a section that cannot load offers a retry, the others still show', async () => {
    asVendor({
      'GET /api/vendor/dashboard': {
        status: 500,
        body: { message: 'Internal Server error please try again.' },
      },
      'GET /api/payout_setup': ok({
        status: 'none',
        provider: 'sandbox',
        account: null,
        onboarding_url: null,
      }),
      'GET /api/payouts': ok([]),
    });
    renderPage(VendorEarningsScreen, { route: '/vendor/earnings' });
    expect(await screen.findByText('We could not load your earnings just now.')).toBeTruthy();
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
  });
});
