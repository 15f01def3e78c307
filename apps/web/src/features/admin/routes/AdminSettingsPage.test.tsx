import { DEFAULT_AI_COIN_SETTINGS } from '@app/domain/ai-design/coins';
import { fullTaxTable, type PlatformSettings } from '@app/domain/settings/platform-settings';
import { DEFAULT_SUBSCRIPTION_PLANS } from '@app/domain/subscriptions/plans';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import AdminSettingsPage from './AdminSettingsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The PUT body as the tests read it. */
type PutBody = { sales_tax_bps_by_state?: unknown; subscription_plans: { plans: unknown[] } };

const SAVED: PlatformSettings = {
  platform_fee_bps: 500,
  sales_tax_bps_by_state: fullTaxTable({ CA: 725, NV: 685 }),
  shipping_charge_cents: 0,
  return_shipping_cents: 1500,
  subscription_plans: DEFAULT_SUBSCRIPTION_PLANS,
  labour_taxable_states: ['HI', 'NM', 'SD', 'WA'],
  ai_coins: DEFAULT_AI_COIN_SETTINGS,
};

function open(put?: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /api/admin/settings': ok(SAVED),
    ...(put ? { 'PUT /api/admin/settings': put } : {}),
  });
  return { api, ...renderPage(AdminSettingsPage, { route: '/admin/settings' }) };
}

describe('/admin/settings', () => {
  it('loads, then shows each setting with what it means in plain words', async () => {
    open();
    expect(screen.getByText('Loading the settings')).toBeTruthy();
    const fee = (await screen.findByLabelText(/^Platform fee \(%\)/)) as HTMLInputElement;
    expect(fee.value).toBe('5');
    expect(screen.getByText(/^A \$100\.00 item costs the homeowner \$105\.00 with a 5% fee/)).toBeTruthy();
    expect((screen.getByLabelText(/^Shipping charge per order/) as HTMLInputElement).value).toBe('0.00');
    expect(screen.getByText('Every order ships free nationwide.')).toBeTruthy();
    expect(screen.getByText(/restocking fee of at most \$15\.00/)).toBeTruthy();
    expect((screen.getByLabelText('California (%)') as HTMLInputElement).value).toBe('7.25');
    expect((screen.getByLabelText('Oregon (%)') as HTMLInputElement).value).toBe('');
    expect(
      screen.getByText('Shipped to California (7.25%), a $100.00 line pays $7.25 sales tax.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Plan \d/ })).toHaveLength(2);
    for (const name of [
      'Platform fee',
      'Shipping and returns',
      'Sales tax by state',
      'Subscription plans',
      'AI design coins',
    ])
      expect(screen.getByRole('region', { name })).toBeTruthy();
  });

  it('saves only what changed and toasts; the explanation follows what is typed', async () => {
    const { api, user } = open(() => ok({ ...SAVED, platform_fee_bps: 650 }, 'The settings are saved.'));
    const fee = await screen.findByLabelText(/^Platform fee \(%\)/);
    await user.clear(fee);
    await user.type(fee, '6.5x');
    expect(screen.getByText(/costs the homeowner \$106\.50 with a 6\.5% fee/)).toBeTruthy();
    const nevada = screen.getByLabelText('Nevada (%)');
    await user.clear(nevada);
    expect(screen.getByText('Orders shipped to Nevada pay no sales tax.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings are saved.')).toBeTruthy();
    expect(api.calls('PUT /api/admin/settings')[0].body).toEqual({
      platform_fee_bps: 650,
      sales_tax_bps_by_state: { NV: 0 },
    });
  });

  it('marks where installation labour is taxed, state by state, and saves the new list alone', async () => {
    const { api, user } = open(() =>
      ok({ ...SAVED, labour_taxable_states: ['HI', 'NM', 'SD', 'TX'] }, 'The settings are saved.'),
    );
    const washington = await screen.findByRole('checkbox', { name: 'Labour taxed in Washington' });
    expect((washington as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'Labour taxed in California' }) as HTMLInputElement).checked,
    ).toBe(false);
    await user.click(washington);
    await user.click(screen.getByRole('checkbox', { name: 'Labour taxed in Texas' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings are saved.')).toBeTruthy();
    expect(api.calls('PUT /api/admin/settings')[0].body).toEqual({
      labour_taxable_states: ['HI', 'NM', 'SD', 'TX'],
    });
  });

  it('shows the schema’s errors next to their fields before sending, and focuses the first', async () => {
    const { api, user } = open(() => ok(SAVED));
    const fee = await screen.findByLabelText(/^Platform fee \(%\)/);
    await user.clear(fee);
    await user.type(fee, '150');
    const premium = screen.getByRole('group', { name: /^Plan 2/ });
    const code = within(premium).getByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'basic');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The platform fee may not be more than 100%.')).toBeTruthy();
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(within(premium).getByText('Each plan needs its own code.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fee));
    await user.clear(fee);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The platform fee field is required.')).toBeTruthy();
    expect(api.calls('PUT /api/admin/settings')).toHaveLength(0);
  });

  it('puts the server’s errors next to their fields: a state’s rate, a plan’s price', async () => {
    const { api, user } = open(
      invalid({
        'sales_tax_bps_by_state.CA': ['The sales tax rate may not be more than 100%.'],
        'subscription_plans.plans.1.price_cents': ['The plan price must be at least $0.50.'],
      }),
    );
    await user.type(await screen.findByLabelText('Find a state'), 'calif');
    expect(screen.queryByLabelText('Nevada (%)')).toBeNull();
    const california = screen.getByLabelText('California (%)');
    await user.clear(california);
    await user.type(california, '8');
    const premium = screen.getByRole('group', { name: /^Plan 2/ });
    const price = within(premium).getByLabelText('Price per month ($)');
    await user.clear(price);
    await user.type(price, '249');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The sales tax rate may not be more than 100%.')).toBeTruthy();
    expect(california.getAttribute('aria-invalid')).toBe('true');
    expect(within(premium).getByText('The plan price must be at least $0.50.')).toBeTruthy();
    const body = api.calls('PUT /api/admin/settings')[0].body as PutBody;
    expect(body.sales_tax_bps_by_state).toEqual({ CA: 800 });
    expect(body.subscription_plans.plans[1]).toMatchObject({ code: 'Premium', price_cents: 24_900 });
  });

  it('adds a plan, and says when nothing changed', async () => {
    const { api, user } = open(() => ok(SAVED, 'The settings are saved.'));
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing to save.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a plan' }));
    const studio = screen.getByRole('group', { name: /^Plan 3/ });
    await user.type(within(studio).getByLabelText('Code'), 'Studio');
    await user.type(within(studio).getByLabelText('Name'), 'Studio');
    await user.type(within(studio).getByLabelText('Price per month ($)'), '99');
    await user.type(
      within(studio).getByLabelText('Features (one per line)'),
      'Three showrooms{enter}{enter}Priority help',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/settings')).toHaveLength(1));
    const body = api.calls('PUT /api/admin/settings')[0].body as PutBody;
    expect(body.subscription_plans.plans[2]).toEqual({
      code: 'Studio',
      name: 'Studio',
      price_cents: 9_900,
      features: ['Three showrooms', 'Priority help'],
    });
    expect(Object.keys(body)).toEqual(['subscription_plans']);
  });

  it('sets the AI coins: starter coins, a cost and a pack, saved alone; an empty cost or a pack under $0.50 is shown on its field', async () => {
    const { api, user } = open(() => ok(SAVED, 'The settings are saved.'));
    const coins = await screen.findByRole('region', { name: 'AI design coins' });
    expect((within(coins).getByLabelText('Starter coins') as HTMLInputElement).value).toBe('10');
    expect((within(coins).getByLabelText(/^Starter coins last \(days\)/) as HTMLInputElement).value).toBe(
      '90',
    );
    const generation = within(coins).getByLabelText('Coins per generation');
    await user.clear(generation);
    const second = within(coins).getByRole('group', { name: 'Coin pack 2' });
    const price = within(second).getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '0.25');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(coins).findByText('The generation cost field is required.')).toBeTruthy();
    expect(within(second).getByText('The pack price must be at least $0.50.')).toBeTruthy();
    expect(api.calls('PUT /api/admin/settings')).toHaveLength(0);

    await user.type(generation, '3');
    await user.clear(price);
    await user.type(price, '8.99');
    const starter = within(coins).getByLabelText('Starter coins');
    await user.clear(starter);
    await user.type(starter, '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/settings')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/settings')[0].body).toEqual({
      ai_coins: {
        ...DEFAULT_AI_COIN_SETTINGS,
        starter_coins: 5,
        costs: { ...DEFAULT_AI_COIN_SETTINGS.costs, generation: 3 },
        packs: [
          DEFAULT_AI_COIN_SETTINGS.packs[0],
          { id: 'pack-120', coins: 120, price_cents: 899 },
          DEFAULT_AI_COIN_SETTINGS.packs[2],
        ],
      },
    });
  });

  it('says so when the settings cannot be loaded', async () => {
    fakeApi({ 'GET /api/admin/settings': { status: 500, body: { message: 'Server Error' } } });
    renderPage(AdminSettingsPage, { route: '/admin/settings' });
    expect(await screen.findByText('The settings could not be loaded.')).toBeTruthy();
  });
});
