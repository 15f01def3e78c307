import { DEFAULT_SUBSCRIPTION_PLANS } from '@app/domain/subscriptions/plans';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import SubscriptionPage from './SubscriptionPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const offer = (subscription: unknown = null, saved_card: unknown = null) => ({
  plans: DEFAULT_SUBSCRIPTION_PLANS.plans,
  custom_addon: DEFAULT_SUBSCRIPTION_PLANS.custom_addon,
  subscription,
  saved_card,
});
const premium = {
  id: 7,
  plan: 'Premium',
  custom_addon: false,
  status: 'active',
  amount_cents: 19900,
  current_period_start: '2026-11-26T15:00:00.000Z',
  current_period_end: '2026-12-26T15:00:00.000Z',
  cancel_at_period_end: false,
  ended_at: null,
  branding: true,
  card: { brand: 'Visa', last4: '4242' },
};
const invoice = {
  number: 'INV-00007-001',
  period_start: '2026-11-26T15:00:00.000Z',
  period_end: '2026-12-26T15:00:00.000Z',
  amount_cents: 19900,
  status: 'paid',
  attempts: 1,
  next_attempt_at: null,
  paid_at: '2026-11-26T15:00:01.000Z',
};

function asPro(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({
    'GET /api/authuser': ok(
      authUser({
        type: 'Contractor',
        shop_profile: {
          theme_color: '#b45309',
          business_logo: null,
          vsd_id: 'PAINTED1',
          company_name: 'Painted Lady Homes',
        },
      }),
    ),
    'GET /api/pro/subscription/invoices': ok([]),
    ...routes,
  });
}

describe('/pro/subscription', () => {
  it('shows the plans with prices and what Premium unlocks, the total, and subscribes with a new card', async () => {
    let subscribed = false;
    const api = asPro({
      'GET /api/pro/subscription': () => ok(offer(subscribed ? premium : null)),
      'POST /api/pro/subscription': () => {
        subscribed = true;
        return {
          status: 201,
          body: { success: true, message: 'You are subscribed to Premium.', data: premium },
        };
      },
    });
    const { user } = renderPage(SubscriptionPage, { route: '/pro/subscription' });
    const premiumOption = await screen.findByRole('radio', { name: /Premium/ });
    expect((premiumOption as HTMLInputElement).checked).toBe(true);
    const premiumCard = premiumOption.closest('label') as HTMLElement;
    expect(within(premiumCard).getByText('$199.00')).toBeTruthy();
    expect(within(premiumCard).getByText('Your business logo on your showroom')).toBeTruthy();
    expect(await screen.findByText('No invoices yet.')).toBeTruthy();
    expect(screen.getByTestId('subscription-total').textContent).toBe('$199.00');
    await user.click(screen.getByRole('checkbox', { name: /custom theme add-on/i }));
    expect(screen.getByTestId('subscription-total').textContent).toBe('$248.00');
    await user.click(screen.getByRole('checkbox', { name: /custom theme add-on/i }));

    await user.type(screen.getByLabelText(/^Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/^Name on card/), 'Carla Pro');
    await user.type(screen.getByLabelText(/^Expiration/), '1234');
    await user.type(screen.getByLabelText(/^CVV/), '123');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are subscribed to Premium.')).toBeTruthy();
    expect(api.calls('POST /api/pro/subscription')[0].body).toEqual({
      plan: 'Premium',
      custom_addon: false,
      payment: { card_number: '4242424242424242', name_on_Card: 'Carla Pro', exp_date: '12/34', cvv: '123' },
    });
    expect(await screen.findByRole('heading', { name: 'Your plan: Premium' })).toBeTruthy();
  });

  it('checks the card in the browser, and shows the provider’s refusal under the card number', async () => {
    const api = asPro({
      'GET /api/pro/subscription': ok(offer()),
      'POST /api/pro/subscription': invalid({ card_number: ['Your card has insufficient funds.'] }),
    });
    const { user } = renderPage(SubscriptionPage, { route: '/pro/subscription' });
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid Card Number.')).toBeTruthy();
    expect(api.calls('POST /api/pro/subscription')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Card number/), '4000000000009995');
    await user.type(screen.getByLabelText(/^Name on card/), 'Carla Pro');
    await user.type(screen.getByLabelText(/^Expiration/), '1234');
    await user.type(screen.getByLabelText(/^CVV/), '123');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Your card has insufficient funds.')).toBeTruthy();
    expect(screen.getByLabelText(/^Card number/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the live plan with its renewal date, card and invoices; cancels at period end and resumes', async () => {
    let canceled = false;
    const api = asPro({
      'GET /api/pro/subscription': () => ok(offer({ ...premium, cancel_at_period_end: canceled })),
      'GET /api/pro/subscription/invoices': ok([invoice]),
      'POST /api/pro/subscription/cancel': () => {
        canceled = true;
        return ok({ ...premium, cancel_at_period_end: true }, 'Your plan will end at the end of its period.');
      },
      'POST /api/pro/subscription/resume': () => {
        canceled = false;
        return ok(premium, 'Your plan renews again.');
      },
    });
    const { user } = renderPage(SubscriptionPage, { route: '/pro/subscription' });
    expect(await screen.findByRole('heading', { name: 'Your plan: Premium' })).toBeTruthy();
    expect(screen.getByText('Renews on')).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByText('Your clients see your theme colour and logo.')).toBeTruthy();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('INV-00007-001').closest('tr') as HTMLElement;
    expect(within(row).getByText('$199.00')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(screen.getByText('Ends on')).toBeTruthy();
    expect(api.calls('POST /api/pro/subscription/cancel')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByRole('button', { name: 'Cancel at period end' })).toBeTruthy();
    expect(api.calls('POST /api/pro/subscription/resume')).toHaveLength(1);
  });

  it('a lapsed plan says so and offers the plans again', async () => {
    asPro({
      'GET /api/pro/subscription': ok(
        offer({ ...premium, status: 'canceled', branding: false, ended_at: '2026-12-26T15:00:00.000Z' }),
      ),
    });
    renderPage(SubscriptionPage, { route: '/pro/subscription' });
    expect(await screen.findByText(/Your Premium plan ended on 12\.26\.2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('a past_due plan says so and pays with another card', async () => {
    let replaced = false;
    const api = asPro({
      'GET /api/pro/subscription': () =>
        ok(
          offer(
            replaced ? premium : { ...premium, status: 'past_due', card: { brand: 'Visa', last4: '9995' } },
          ),
        ),
      'PUT /api/pro/subscription/card': () => {
        replaced = true;
        return ok(premium, 'Your card is saved: renewals are charged on it.');
      },
    });
    const { user } = renderPage(SubscriptionPage, { route: '/pro/subscription' });
    expect(await screen.findByText('Payment failed — retrying')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay with another card' }));
    await user.type(screen.getByLabelText(/^Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/^Name on card/), 'Carla Pro');
    await user.type(screen.getByLabelText(/^Expiration/), '1133');
    await user.type(screen.getByLabelText(/^CVV/), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card is saved: renewals are charged on it.')).toBeTruthy();
    expect(api.calls('PUT /api/pro/subscription/card')[0].body).toEqual({
      card_number: '4242424242424242',
      name_on_Card: 'Carla Pro',
      exp_date: '11/33',
      cvv: '123',
    });
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
  });
});
