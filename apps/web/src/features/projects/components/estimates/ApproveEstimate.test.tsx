import { APPROVAL_MESSAGES } from '@app/domain/estimates/approval';
import type { ClientEstimateView } from '@app/domain/estimates/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { type FakeReply, fakeApi, invalid, ok } from '../../../../testing/fake-api.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import ProjectPage from '../../routes/ProjectPage.tsx';
import {
  approvalOf,
  approvalQuoteOf,
  cardOf,
  clientEstimateOf,
  proEstimateOf,
  proVersionOf,
} from '../../testing/estimate-fixtures.ts';
import { overviewOf } from '../../testing/fixtures.ts';

const APPROVE = 'POST /api/project/5/estimates/77/approve';
const UNCONFIRMED = 'We could not confirm your payment. Please try again: you will not be charged twice.';

const ORDER = { id: 900, number: '100123' };
const approved = (): ClientEstimateView =>
  clientEstimateOf('fixed_price', { approval: approvalOf() }, 'approved');
const created = (
  estimate: ClientEstimateView,
  order: { id: number; number: string } | null = ORDER,
): FakeReply => ({
  status: 201,
  body: {
    success: true,
    message: APPROVAL_MESSAGES.approved,
    data: { estimate, order, charge_cents: order ? 72_163 : 0, deposit_cents: order ? 16_287 : 0 },
  },
});

/** The homeowner's tab with version 2 waiting for an answer; `approve` answers POST …/approve. */
function homeowner(approve: (body: unknown, key: string | null) => FakeReply, quote = approvalQuoteOf()) {
  setAuthToken(TOKEN);
  let copy = clientEstimateOf('fixed_price');
  const api = fakeApi({
    'GET /api/authuser': ok(authUser()),
    'GET /api/project/5': ok(overviewOf({})),
    'GET /api/project/5/estimates': () => ok([cardOf({ status: copy.status, version: 2 })]),
    'GET /api/project/5/estimates/77': () => ok(copy),
    'GET /api/project/5/estimates/77/approval': ok(quote),
    [APPROVE]: (request) => {
      const reply = approve(request.body, request.headers.get('Idempotency-Key'));
      if (reply.status === 201) copy = approved();
      return reply;
    },
  });
  const ui = renderPage(ProjectPage, { route: '/projects/:id', url: '/projects/5?tab=estimates' });
  return { api, ui, keys: () => api.calls(APPROVE).map((c) => c.headers.get('Idempotency-Key')) };
}

async function openApproval(ui: ReturnType<typeof homeowner>['ui']) {
  await ui.user.click(await screen.findByRole('button', { name: /Estimate 77, version 2/ }));
  const view = await screen.findByRole('article', { name: /Estimate #77/ });
  await ui.user.click(within(view).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve version 2' });
  await within(dialog).findByRole('form', { name: 'Approve the estimate' });
  return { view, dialog };
}

const approveButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /Approve and pay/ });
const signature = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Type your full name to sign/ });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('The homeowner approves and pays for an estimate (issue 25 point 4)', () => {
  it('shows the quote before paying: the order, the deposit, the one charge, and what signing means', async () => {
    const { ui, api } = homeowner(() => created(approved()));
    const { view, dialog } = await openApproval(ui);
    // The deposit on the tab is of the pro's work; the materials are paid at approval.
    expect(
      within(view).getByText(/A deposit of \$162\.87 on your contractor’s work \(labour and fees\)/),
    ).toBeTruthy();
    expect(within(view).getByText(/The materials are ordered and paid for when you approve/)).toBeTruthy();
    expect(api.calls('GET /api/project/5/estimates/77/approval')[0]?.query.get('version')).toBe('2');

    const due = within(dialog).getByLabelText('Amount due today');
    const row = (label: string) =>
      within(due).getByText(label).parentElement!.querySelector('dd')!.textContent;
    expect(row('Materials')).toBe('$507.00');
    expect(row('Tax on materials')).toBe('$36.76');
    expect(row('Shipping')).toBe('$15.00');
    expect(row('Order total')).toBe('$558.76');
    expect(row('Deposit on your contractor’s work')).toBe('$162.87');
    expect(row('Due today')).toBe('$721.63');
    expect(within(dialog).getByText(/The 1 material line of this version become/)).toBeTruthy();
    // The saved address and card are chosen; the name signs, and the sentence under it says what it means.
    expect(within(dialog).getByRole('radio', { name: /My shipping address.*12 Pine St/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('radio', { name: 'Saved card: Visa ending 4242' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('group', { name: 'Pay with' })).toBeTruthy();
    expect(signature(dialog).getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'By signing you approve version 2 of this estimate and its total of $2,216.11, and you authorise a charge of $721.63 to your card today: the materials order and the deposit.',
      ),
    ).toBeTruthy();
    expect((approveButton(dialog) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a blocker is said as an alert and Approve stays disabled', async () => {
    const blocker = APPROVAL_MESSAGES.priceChanged('Carrara hex floor tile');
    const { ui, api } = homeowner(() => created(approved()), approvalQuoteOf({ blockers: [blocker] }));
    const { dialog } = await openApproval(ui);
    const alert = within(dialog).getByRole('alert');
    expect(within(alert).getByText(blocker)).toBeTruthy();
    await ui.user.type(signature(dialog), 'Ann Lee');
    expect((approveButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    await ui.user.type(signature(dialog), '{Enter}');
    expect(api.calls(APPROVE)).toHaveLength(0);
  });

  it('sends the signature, the saved card and an Idempotency-Key; the approval and its order replace the buttons', async () => {
    const { ui, api, keys } = homeowner(() => created(approved()));
    const { view, dialog } = await openApproval(ui);
    // Nothing is sent without a name.
    await ui.user.click(approveButton(dialog));
    expect(await within(dialog).findByText(APPROVAL_MESSAGES.signatureRequired)).toBeTruthy();
    expect(signature(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(APPROVE)).toHaveLength(0);

    await ui.user.type(signature(dialog), '  Ann Lee ');
    await ui.user.click(approveButton(dialog));
    expect(await screen.findByText(APPROVAL_MESSAGES.approved)).toBeTruthy();
    expect(api.calls(APPROVE).map((c) => c.body)).toEqual([
      { version: 2, signature: 'Ann Lee', payment: { saved_card: true } },
    ]);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).toBeNull();

    const note = within(view).getByText(/You approved v2 on 11\.30\.2026 as “Ann Lee”\./);
    expect(within(note).getByRole('link', { name: 'Order #100123' }).getAttribute('href')).toBe(
      '/your_orders?order=100123',
    );
    expect(within(view).getByText('Approved')).toBeTruthy();
    expect(within(view).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(view).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(
      within(view).getByText(/Your deposit of \$162\.87 on your contractor’s work was paid/),
    ).toBeTruthy();
  });

  it('a refusal shows next to what it is about, and the next attempt takes a new key', async () => {
    const replies: FakeReply[] = [
      invalid({ card_number: ['Your card was declined.'] }),
      invalid({
        signature: [APPROVAL_MESSAGES.signatureRequired],
        'ship_to.state': [APPROVAL_MESSAGES.shipToState('CA')],
      }),
      invalid({ card_number: ['Your card number is incorrect.'] }),
    ];
    const { ui, api, keys } = homeowner(() => replies.shift()!);
    const { dialog } = await openApproval(ui);
    await ui.user.type(signature(dialog), 'Ann Lee');
    await ui.user.click(approveButton(dialog));
    // The saved card was declined: said under it.
    const declined = await within(dialog).findByText('Your card was declined.');
    const saved = within(dialog).getByRole('radio', { name: 'Saved card: Visa ending 4242' });
    expect(saved.getAttribute('aria-describedby')).toBe(declined.id);
    expect(saved.getAttribute('aria-invalid')).toBe('true');

    // Another address and a new card.
    await ui.user.click(within(dialog).getByRole('radio', { name: 'Another address' }));
    await ui.user.type(within(dialog).getByRole('textbox', { name: /^Street/ }), '9 Elm St');
    await ui.user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Seattle');
    await ui.user.selectOptions(within(dialog).getByRole('combobox', { name: /^State/ }), 'WA');
    await ui.user.type(within(dialog).getByRole('textbox', { name: /^Zip code/ }), '98101');
    await ui.user.click(within(dialog).getByRole('radio', { name: 'Use a new card' }));
    await ui.user.type(within(dialog).getByLabelText(/^Card number/), '4000000000000002');
    await ui.user.type(within(dialog).getByLabelText(/^Name on card/), 'Ann Lee');
    await ui.user.type(within(dialog).getByLabelText(/^Expiration/), '1133');
    await ui.user.type(within(dialog).getByLabelText(/^CVV/), '123');
    await ui.user.click(approveButton(dialog));
    const state = within(dialog).getByRole('combobox', { name: /^State/ });
    expect(await within(dialog).findByText(APPROVAL_MESSAGES.shipToState('CA'))).toBeTruthy();
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(signature(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(APPROVAL_MESSAGES.signatureRequired)).toBeTruthy();
    expect(api.calls(APPROVE)[1]?.body).toEqual({
      version: 2,
      signature: 'Ann Lee',
      ship_to: { street: '9 Elm St', apartment: '', city: 'Seattle', state: 'WA', zip_code: '98101' },
      payment: { card_number: '4000000000000002', name_on_Card: 'Ann Lee', exp_date: '11/33', cvv: '123' },
    });

    await ui.user.click(approveButton(dialog));
    const number = within(dialog).getByLabelText(/^Card number/);
    expect(await within(dialog).findByText('Your card number is incorrect.')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    // Each refusal freed its key: three attempts, three keys.
    expect(new Set(keys()).size).toBe(3);
  });

  it('a 503 says the payment was not confirmed, and Approve again retries the same request under the same key', async () => {
    const replies: FakeReply[] = [{ status: 503, body: { message: UNCONFIRMED } }];
    const { ui, api, keys } = homeowner(() => replies.shift() ?? created(approved()));
    const { view, dialog } = await openApproval(ui);
    await ui.user.type(signature(dialog), 'Ann Lee');
    await ui.user.click(approveButton(dialog));
    expect(await within(dialog).findByText(new RegExp(`^${UNCONFIRMED}`))).toBeTruthy();
    // What was sent is what is retried: the fields wait.
    expect(signature(dialog).matches(':disabled')).toBe(true);

    await ui.user.click(approveButton(dialog));
    expect(await screen.findByText(APPROVAL_MESSAGES.approved)).toBeTruthy();
    const [first, second] = api.calls(APPROVE);
    expect(second?.body).toEqual(first?.body);
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
    expect(within(view).getByRole('link', { name: 'Order #100123' })).toBeTruthy();
  });

  it('a 409 (a price changed since the version): the server’s words, and the copy it answered', async () => {
    const message = APPROVAL_MESSAGES.priceChanged('Carrara hex floor tile');
    const current = clientEstimateOf('fixed_price', { message: 'Prices as of today.' });
    const { ui, api } = homeowner(() => ({ status: 409, body: { message, current } }));
    const { view, dialog } = await openApproval(ui);
    await ui.user.type(signature(dialog), 'Ann Lee');
    await ui.user.click(approveButton(dialog));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(view).getByText('Prices as of today.')).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(api.calls(APPROVE)).toHaveLength(1);
  });

  it('nothing to pay (no material, no deposit): no card is asked, and the signature approves it', async () => {
    const free = approvalQuoteOf({
      materials_cents: 0,
      tax_cents: 0,
      shipping_cents: 0,
      order_cents: 0,
      deposit_cents: 0,
      due_cents: 0,
      material_lines: 0,
      card: null,
    });
    const signed = clientEstimateOf(
      'fixed_price',
      { approval: approvalOf({ order: null, payment: 'none', deposit_cents: 0 }) },
      'approved',
    );
    const { ui, api } = homeowner(() => created(signed, null), free);
    const { view, dialog } = await openApproval(ui);
    expect(within(dialog).getByText('This version has no materials to order.')).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: 'Pay with' })).toBeNull();
    expect(within(dialog).getByText(/and nothing is charged today\.$/)).toBeTruthy();
    await ui.user.type(signature(dialog), 'Ann Lee');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(APPROVAL_MESSAGES.approved)).toBeTruthy();
    expect(api.calls(APPROVE)[0]?.body).toEqual({
      version: 2,
      signature: 'Ann Lee',
      payment: { saved_card: true },
    });
    // No order and no deposit: nothing is said of a payment.
    const note = within(view).getByText(/You approved v2 on 11\.30\.2026 as “Ann Lee”\./);
    expect(note.textContent?.trim()).toBe('You approved v2 on 11.30.2026 as “Ann Lee”.');
    expect(within(view).queryByRole('link', { name: /Order #/ })).toBeNull();
  });

  it('the pro reads who approved the version and the order it placed', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser({ id: 30, user_id: 30, type: 'Contractor' })),
      'GET /api/project/5': ok(overviewOf({ role: 'pro' })),
      'GET /api/project/5/estimates': ok([cardOf({ status: 'approved', version: 1 })]),
      'GET /api/project/5/estimates/77': ok(
        proEstimateOf([proVersionOf(1, { sent_at: '2026-11-29T10:00:00Z', approval: approvalOf() })], {
          status: 'approved',
          sent_version: 1,
        }),
      ),
    });
    const ui = renderPage(ProjectPage, { route: '/pro/projects/:id', url: '/pro/projects/5?tab=estimates' });
    await ui.user.click(await screen.findByRole('button', { name: /Estimate 77, version 1/ }));
    const view = await screen.findByRole('article', { name: /Estimate #77/ });
    expect(
      within(view).getByText(
        'Approved by Ann Lee on 11.30.2026, signed “Ann Lee” — Order #100123, with a deposit of $162.87.',
      ),
    ).toBeTruthy();
    expect(within(view).getByText('Approved')).toBeTruthy();
    expect(within(view).queryByRole('button', { name: /Send v1/ })).toBeNull();
  });
});
