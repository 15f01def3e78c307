import type { Payout, PayoutBalance, PayoutSetup } from '@app/domain/payouts/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import { onboarding } from '../onboarding.ts';
import PayoutSetupPage from './PayoutSetupPage.tsx';

const pro = authUser({ type: 'Contractor', full_name: 'Rosa Pro' });
const setup = (o: Partial<PayoutSetup> = {}): PayoutSetup => ({
  status: 'none',
  provider: 'sandbox',
  account: null,
  onboarding_url: null,
  ...o,
});
const payout = (o: Partial<Payout>): Payout => ({
  id: 1,
  user_id: 12,
  run_id: 'run-1',
  amount_cents: 123_456,
  status: 'paid',
  failure_message: null,
  created_at: '2026-11-20T18:00:00.000Z',
  completed_at: '2026-11-20T18:00:01.000Z',
  ...o,
});
const balance = (o: Partial<PayoutBalance> = {}): PayoutBalance => ({
  account_type: 'contractor',
  total_cents: 0,
  pending_cents: 0,
  available_cents: 0,
  negative_cents: 0,
  negative_since: null,
  negative_due_at: null,
  negative_overdue: false,
  recent_payouts: [],
  ...o,
});

const open = () => {
  setAuthToken(TOKEN);
  return renderPage(PayoutSetupPage, { route: '/payout_setup' });
};

afterEach(() => vi.restoreAllMocks());

describe('/payout_setup', () => {
  it('connects a sandbox payout account in one click and shows it masked', async () => {
    const api = fakeApi({
      'GET /api/authuser': ok(pro),
      'GET /api/payout_setup': ok(setup()),
      'POST /api/payout_setup': ok(
        setup({ status: 'active', account: 'acct_…9xQz' }),
        'Your payout account is connected.',
      ),
      'GET /api/payouts/balance': ok(balance()),
      'GET /api/payouts': ok([]),
    });
    const ui = open();
    expect(await screen.findByText('No payout account connected yet.')).toBeTruthy();
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Connect payout account' }));
    expect(await screen.findByText('acct_…9xQz')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect payout account' })).toBeNull();
    expect(await screen.findAllByText('Your payout account is connected.')).not.toHaveLength(0);
    expect(api.calls('POST /api/payout_setup')).toHaveLength(1);
  });

  it('sends the pro to Stripe onboarding when the provider answers a link', async () => {
    const go = vi.spyOn(onboarding, 'open').mockImplementation(() => {});
    fakeApi({
      'GET /api/authuser': ok(pro),
      'GET /api/payout_setup': ok(setup({ provider: 'stripe', status: 'pending', account: 'acct_…AbCd' })),
      'POST /api/payout_setup': ok(
        setup({
          provider: 'stripe',
          status: 'pending',
          account: 'acct_…AbCd',
          onboarding_url: 'https://connect.stripe.com/setup/e/x',
        }),
      ),
      'GET /api/payouts/balance': ok(balance()),
      'GET /api/payouts': ok([]),
    });
    const ui = open();
    expect(await screen.findByText('Onboarding')).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Continue onboarding' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/x'));
  });

  it('shows pending, available and a negative balance with its due date in dollars, and the history', async () => {
    fakeApi({
      'GET /api/authuser': ok(pro),
      'GET /api/payout_setup': ok(setup({ status: 'active', account: 'acct_…9xQz' })),
      'GET /api/payouts/balance': ok(
        balance({
          pending_cents: 250_075,
          available_cents: 0,
          negative_cents: 3_000,
          negative_since: '2026-11-20T18:00:00.000Z',
          negative_due_at: '2026-11-30T18:00:00.000Z',
        }),
      ),
      'GET /api/payouts': ok([
        payout({ id: 2, status: 'failed', failure_message: 'No such connected account.', amount_cents: 500 }),
        payout({ id: 1 }),
      ]),
    });
    open();
    const section = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(section).findByText('$2,500.75')).toBeTruthy();
    expect(within(section).getByText('$0.00')).toBeTruthy();
    const owed = within(section).getByRole('alert');
    expect(owed.textContent).toContain('Negative balance: -$30.00');
    expect(owed.textContent).toContain('Payable by 11.30.2026');
    const history = await screen.findByRole('list', { name: 'Payout history' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows[0].textContent).toContain('$5.00');
    expect(rows[0].textContent).toContain('Failed');
    expect(rows[0].textContent).toContain('No such connected account.');
    expect(rows[1].textContent).toMatch(/11\.20\.2026.*\$1,234\.56.*Paid/);
  });

  it('shows an error with a retry when the balance cannot load', async () => {
    let fail = true;
    fakeApi({
      'GET /api/authuser': ok(pro),
      'GET /api/payout_setup': ok(setup()),
      'GET /api/payouts/balance': () =>
        fail ? { status: 500, body: { message: 'Server Error' } } : ok(balance({ available_cents: 4_200 })),
      'GET /api/payouts': ok([]),
    });
    const ui = open();
    expect(await screen.findByText('We could not load your balance just now.')).toBeTruthy();
    fail = false;
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$42.00')).toBeTruthy();
  });

  it('tells a homeowner the page is for pros and vendors', async () => {
    fakeApi({ 'GET /api/authuser': ok(authUser()) });
    open();
    expect(await screen.findByText(/Payout setup is for the people we pay: pros/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect payout account' })).toBeNull();
  });

  it('gives a vendor the same page: connect, held money pending until delivery, available, history', async () => {
    const api = fakeApi({
      'GET /api/authuser': ok(authUser({ type: 'Vendor', full_name: 'Vera Vendor' })),
      'GET /api/payout_setup': ok(setup()),
      'POST /api/payout_setup': ok(
        setup({ status: 'active', account: 'acct_…7yVv' }),
        'Your payout account is connected.',
      ),
      'GET /api/payouts/balance': ok(
        balance({ account_type: 'vendor', pending_cents: 12_345, available_cents: 98_765 }),
      ),
      'GET /api/payouts': ok([payout({ id: 4, amount_cents: 5_000 })]),
    });
    const ui = open();
    expect(
      await screen.findByText(/paid to your connected payout account once each item is delivered/),
    ).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Balance' });
    expect(await within(section).findByText('$123.45')).toBeTruthy();
    expect(within(section).getByText('Paid when the item is delivered.')).toBeTruthy();
    expect(within(section).getByText('$987.65')).toBeTruthy();
    const history = await screen.findByRole('list', { name: 'Payout history' });
    expect(within(history).getByRole('listitem').textContent).toMatch(/\$50\.00.*Paid/);
    await ui.user.click(screen.getByRole('button', { name: 'Connect payout account' }));
    expect(await screen.findByText('acct_…7yVv')).toBeTruthy();
    expect(screen.getByText(/Available earnings are paid to it in each payout run/)).toBeTruthy();
    expect(api.calls('POST /api/payout_setup')).toHaveLength(1);
  });

  it('tells a vendor that returns took back earnings already paid out, with the due date', async () => {
    fakeApi({
      'GET /api/authuser': ok(authUser({ type: 'Vendor' })),
      'GET /api/payout_setup': ok(setup({ status: 'active', account: 'acct_…7yVv' })),
      'GET /api/payouts/balance': ok(
        balance({
          account_type: 'vendor',
          negative_cents: 4_000,
          negative_since: '2026-11-20T18:00:00.000Z',
          negative_due_at: '2026-11-30T18:00:00.000Z',
        }),
      ),
      'GET /api/payouts': ok([]),
    });
    open();
    const owed = await screen.findByRole('alert');
    expect(owed.textContent).toContain('Negative balance: -$40.00');
    expect(owed.textContent).toContain('Returns took back earnings already paid out. Payable by 11.30.2026');
  });
});
