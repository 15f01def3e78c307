import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { AI_TOKEN, aiCreditsOf, aiUserOf } from '../../testing/ai-fixtures.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../testing/fake-api.ts';
import { renderPage } from '../../testing/render-page.tsx';
import { BuyCoinsButton } from './BuyCoinsButton.tsx';
import { CoinBalance } from './CoinBalance.tsx';

const bought = (): FakeReply => ({
  status: 201,
  body: {
    success: true,
    message: '300 coins were added to your balance.',
    data: { credits: aiCreditsOf({ balance: 340 }) },
  },
});

/** An AI session of 40 coins with the buy button and the header's balance; `purchase` answers each try. */
function open(replies: FakeReply[] = [bought()]) {
  writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
  const api = fakeApi({
    'GET /api/AI/get_user': ok({ user: aiUserOf() }),
    'POST /api/AI/get_credits': ok(aiCreditsOf()),
    'POST /api/AI/coin_packs/medium/purchase': () => replies.shift() ?? bought(),
    'POST /api/AI/coin_packs/small/purchase': () => replies.shift() ?? bought(),
  });
  const ui = renderPage(
    () => (
      <>
        <CoinBalance />
        <BuyCoinsButton />
      </>
    ),
    { route: '/' },
  );
  const calls = () => api.requests.filter((r) => r.path.endsWith('/purchase'));
  return { api, ui, calls, keys: () => calls().map((c) => c.headers.get('Idempotency-Key')) };
}

async function openDialog(ui: ReturnType<typeof open>['ui']) {
  await ui.user.click(await screen.findByRole('button', { name: 'Buy coins' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy coins' });
  await within(dialog).findByRole('form', { name: 'Buy coins' });
  return dialog;
}

const row = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByLabelText('Purchase total')).getByText(label).parentElement!.querySelector('dd')!
    .textContent;

async function fillCard(ui: ReturnType<typeof open>['ui'], dialog: HTMLElement, number = '4242424242424242') {
  await ui.user.type(within(dialog).getByLabelText(/^Card number/), number);
  await ui.user.type(within(dialog).getByLabelText(/^Name on card/), 'Ann Lee');
  await ui.user.type(within(dialog).getByLabelText(/^Expiration/), '1133');
  await ui.user.type(within(dialog).getByLabelText(/^CVV/), '123');
}

describe('Buy coins (issue 26 point 2)', () => {
  it('lists the packs with their prices and shows the coins, the balance after and the total before paying', async () => {
    const { ui } = open();
    const dialog = await openDialog(ui);
    expect(within(dialog).getByText('Bought coins never expire.')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /100 coins/ })).toHaveProperty('checked', false);
    expect(within(dialog).getByRole('radio', { name: /300 coins/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByText('$69.99')).toBeTruthy();
    expect(row(dialog, 'Coins')).toBe('+300');
    expect(row(dialog, 'Your balance after')).toBe('340 coins');
    expect(row(dialog, 'Total')).toBe('$24.99');
    expect(within(dialog).getByRole('button', { name: 'Pay $24.99' })).toBeTruthy();

    await ui.user.click(within(dialog).getByRole('radio', { name: /100 coins/ }));
    expect(row(dialog, 'Coins')).toBe('+100');
    expect(row(dialog, 'Your balance after')).toBe('140 coins');
    expect(row(dialog, 'Total')).toBe('$9.99');
    expect(within(dialog).getByRole('button', { name: 'Pay $9.99' })).toBeTruthy();
  });

  it('checks the card before sending, with the spec’s messages', async () => {
    const { ui, calls } = open();
    const dialog = await openDialog(ui);
    await ui.user.type(within(dialog).getByLabelText(/^Card number/), '4242424242424241');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Pay $24.99' }));
    expect(await within(dialog).findByText('Invalid Card Number.')).toBeTruthy();
    expect(within(dialog).getByText('Invalid Expiration Date.')).toBeTruthy();
    expect(within(dialog).getByText('Invalid CVC.')).toBeTruthy();
    expect(calls()).toHaveLength(0);
  });

  it('a card the provider refused is said under the card number; the next try is a new purchase', async () => {
    const { ui, calls, keys } = open([invalid({ card_number: ['Your card was declined.'] })]);
    const dialog = await openDialog(ui);
    await fillCard(ui, dialog, '4000000000000002');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Pay $24.99' }));
    const refused = await within(dialog).findByText('Your card was declined.');
    expect(refused.id).toBe(
      within(dialog)
        .getByLabelText(/^Card number/)
        .getAttribute('aria-describedby'),
    );
    expect(calls()[0]!.body).toEqual({
      payment: { card_number: '4000000000000002', name_on_Card: 'Ann Lee', exp_date: '11/33', cvv: '123' },
    });
    // Shown where it belongs, with no warning toast on top (decisions/0010).
    expect(screen.queryByText('Invalid input OR some mandatory fields are blank.')).toBeNull();

    await ui.user.click(within(dialog).getByRole('button', { name: 'Pay $24.99' }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('keeps one Idempotency-Key across a retry after no answer; the bought coins show and the toast says so', async () => {
    const { ui, calls, keys } = open([
      { status: 503, body: { message: 'The payment provider is unavailable.' } },
    ]);
    expect(await screen.findByRole('link', { name: '40 AI design coins' })).toBeTruthy();
    const dialog = await openDialog(ui);
    await fillCard(ui, dialog);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Pay $24.99' }));
    expect(await within(dialog).findByText(/Press Pay again to finish/)).toBeTruthy();

    await ui.user.click(within(dialog).getByRole('button', { name: 'Pay $24.99' }));
    expect(await screen.findByText('300 coins were added to your balance.')).toBeTruthy();
    expect(calls()).toHaveLength(2);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys()[1]).toBe(keys()[0]);
    expect(calls()[1]!.body).toEqual(calls()[0]!.body);
    expect(calls()[0]!.headers.get('AIauthToken')).toBe(AI_TOKEN);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buy coins' })).toBeNull());
    expect(screen.getByRole('link', { name: '340 AI design coins' })).toBeTruthy();
  });
});
