import { MESSAGES } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken, readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import RegisterPage from './RegisterPage.tsx';

type Ui = ReturnType<typeof open>;
const open = () => renderPage(RegisterPage, { route: '/register' });
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const next = (ui: Ui) => ui.user.click(screen.getByRole('button', { name: 'Next' }));

async function fillAccount(ui: Ui, email = 'ann@example.test') {
  await ui.user.type(input(/^Full name/), 'Ann Marie Lee');
  await ui.user.type(input(/^Email/), email);
  await ui.user.type(input(/^Password/), 'long-enough-1');
  await ui.user.type(input(/^Phone number/), '4155552671');
  await ui.user.type(input(/^Zip code/), '94110');
  await ui.user.click(screen.getByRole('checkbox', { name: /^I agree to the/ }) as HTMLInputElement);
}

async function fillShipping(ui: Ui) {
  await ui.user.type(input(/^Street/), '1 Market St');
  await ui.user.type(input(/^City/), 'San Francisco');
  await ui.user.selectOptions(screen.getByLabelText(/^State/), 'CA');
  await ui.user.type(input(/^Zip code/), '94105');
  await ui.user.click(screen.getByRole('checkbox', { name: /^I accept the terms and procedures/ }));
}

async function toPayment(ui: Ui) {
  await fillAccount(ui);
  await next(ui);
  await fillShipping(ui);
  await next(ui);
  await waitFor(() => expect(stepTitle()).toBe('Payment Information'));
}

async function fillBilling(ui: Ui) {
  await ui.user.type(input(/^Name on card/), 'Ann Lee');
  await ui.user.type(input(/^Billing street/), '1 Market St');
  await ui.user.type(input(/^Billing city/), 'San Francisco');
  await ui.user.selectOptions(screen.getByLabelText(/^Billing state/), 'CA');
  await ui.user.type(input(/^Billing zip code/), '94105');
}

const registered = (user = authUser({ email_verified_at: null, full_name: 'Ann Marie Lee' })) =>
  ok({ user, token: user.type === 'User' ? TOKEN : null });

// jsdom has no layout: scrolling is recorded, not performed.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('register: step by step (spec points 2, 4 and 5)', () => {
  it('Next validates step 1 first: its errors show, focus goes to the first, and step 2 stays closed', async () => {
    const api = fakeApi({});
    const ui = open();
    await next(ui);

    expect(await screen.findByText('The full name field is required.')).toBeTruthy();
    expect(screen.getByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(screen.getByText('You must agree to the Terms of Service.')).toBeTruthy();
    expect(stepTitle()).toBe('Account');
    expect(document.activeElement).toBe(input(/^Full name/));
    // The error is tied to its field for screen readers.
    const error = screen.getByText('The full name field is required.');
    expect(input(/^Full name/).getAttribute('aria-describedby')).toContain(error.id);

    // A one-word name and a short password fail with the schema's own messages.
    await ui.user.type(input(/^Full name/), 'Ann');
    await ui.user.type(input(/^Password/), 'short');
    await next(ui);
    expect(await screen.findByText('Please enter your full name (first and last name).')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(stepTitle()).toBe('Account');
    expect(api.calls('POST /api/register')).toHaveLength(0);
  });

  it('goes to step 2 when step 1 is valid, validates step 2, and Back returns with the values kept', async () => {
    fakeApi({});
    const ui = open();
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
    await fillAccount(ui);
    // The US phone is shown as (xxx) xxx-xxxx while typing with +1.
    expect(input(/^Phone number/).value).toBe('(415) 555-2671');
    await next(ui);

    await waitFor(() => expect(stepTitle()).toBe('Shipping Address'));
    const steps = screen.getByRole('list', { name: 'Registration steps' });
    expect(within(steps).getByText('Shipping Address').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );

    await next(ui);
    expect(await screen.findByText('The shipping street field is required.')).toBeTruthy();
    expect(screen.getByText('You must accept the terms and procedures.')).toBeTruthy();
    expect(stepTitle()).toBe('Shipping Address');
    // The first invalid field on screen takes the focus, not the checkbox at the bottom.
    expect(document.activeElement).toBe(input(/^Street/));

    await ui.user.click(screen.getByRole('button', { name: /Back/ }));
    expect(stepTitle()).toBe('Account');
    expect(input(/^Full name/).value).toBe('Ann Marie Lee');
    expect(input(/^Email/).value).toBe('ann@example.test');
  });

  it('opens the terms modals with real copy, and I Accept ticks the checkbox', async () => {
    fakeApi({});
    const ui = open();
    await ui.user.click(screen.getByRole('button', { name: 'Terms of Use' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(terms.textContent).toContain('at least 13 years old');
    expect(terms.textContent).toContain('within 12 days of delivery');
    await ui.user.click(within(terms).getByRole('button', { name: 'I Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('checkbox', { name: /^I agree to the/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    await ui.user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(privacy.textContent).toContain('Last updated May 3, 2021');
    await ui.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('register: payment step', () => {
  it('formats the card number and expiry as typed and moves the focus when each is valid', async () => {
    fakeApi({});
    const ui = open();
    await toPayment(ui);

    await ui.user.click(input(/^Card number/));
    await ui.user.keyboard('4242424242424242');
    expect(input(/^Card number/).value).toBe('4242 4242 4242 4242');
    expect(document.activeElement).toBe(input(/^Name on card/));

    await ui.user.click(input(/^Expiration/));
    await ui.user.keyboard('1');
    expect(document.activeElement).toBe(input(/^Expiration/));
    await ui.user.keyboard('230');
    expect(input(/^Expiration/).value).toBe('12/30');
    expect(document.activeElement).toBe(input(/^CVV/));

    // The CVV explains itself: 3 digits on the back (4 on the front for American Express).
    expect(screen.getByRole('tooltip').textContent).toBe('The 3-digit number on the back of your card');
    expect(input(/^CVV/).getAttribute('aria-describedby')).toContain(screen.getByRole('tooltip').id);
    await ui.user.clear(input(/^Card number/));
    await ui.user.type(input(/^Card number/), '378282246310005');
    expect(input(/^Card number/).value).toBe('3782 822463 10005');
    expect(screen.getByRole('tooltip').textContent).toBe('The 4-digit number on the front of your card');
  });

  it("blocks registration with 'Invalid Card Number.' for a number that fails the check", async () => {
    const api = fakeApi({ 'POST /api/register': registered() });
    const ui = open();
    await toPayment(ui);
    await ui.user.type(input(/^Card number/), '4242424242424241');
    expect(document.activeElement).toBe(input(/^Card number/));
    await ui.user.type(input(/^Expiration/), '1230');
    await ui.user.type(input(/^CVV/), '123');
    await fillBilling(ui);
    await ui.user.click(screen.getByRole('button', { name: 'Done' }));

    expect(await screen.findByText(MESSAGES.invalidCardNumber)).toBeTruthy();
    expect(stepTitle()).toBe('Payment Information');
    expect(document.activeElement).toBe(input(/^Card number/));
    expect(api.calls('POST /api/register')).toHaveLength(0);
  });

  it('Skip payment clears the card and billing fields and registers', async () => {
    const api = fakeApi({ 'POST /api/register': registered() });
    const ui = open();
    await toPayment(ui);
    await ui.user.type(input(/^Card number/), '4242424242424241');
    await ui.user.type(input(/^Billing street/), '1 Market St');
    await ui.user.click(screen.getByRole('button', { name: 'Skip payment' }));

    await waitFor(() => expect(api.calls('POST /api/register')).toHaveLength(1));
    const body = api.calls('POST /api/register')[0].body as Record<string, unknown>;
    for (const field of [
      'card_number',
      'name_on_Card',
      'exp_date',
      'cvv',
      'pay_street',
      'pay_state',
      'pay_city',
      'pay_zip_code',
    ]) {
      expect(body[field]).toBe('');
    }
    expect(await screen.findByRole('dialog', { name: 'Thank you for signing up' })).toBeTruthy();
  });
});

describe('register: submitting', () => {
  it('sends every field with the split name, type User and the stored showroom, signs the User in and thanks them', async () => {
    writeStored(STORAGE_KEYS.my_item, { showroom: 7, shop_id: 3, vsd_id: 'DEMO2026' });
    writeStored(STORAGE_KEYS.redirect_to, '/visualize/contractor/all');
    const api = fakeApi({ 'POST /api/register': registered() });
    const ui = open();
    await toPayment(ui);
    await ui.user.type(input(/^Card number/), '4242424242424242');
    await ui.user.type(input(/^Expiration/), '1230');
    await ui.user.type(input(/^CVV/), '123');
    await fillBilling(ui);
    await ui.user.click(screen.getByRole('button', { name: 'Done' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thank you for signing up' });
    expect(api.calls('POST /api/register')[0].body).toEqual({
      full_name: 'Ann Marie Lee',
      first_name: 'Ann',
      last_name: 'Marie Lee',
      email: 'ann@example.test',
      password: 'long-enough-1',
      country_code: '+1',
      phone_number: '4155552671',
      zip_code: '94110',
      agree: true,
      shipping_street: '1 Market St',
      shipping_city: 'San Francisco',
      shipping_state: 'CA',
      shipping_zip_code: '94105',
      shipping_apartment: '',
      i_accept: true,
      card_number: '4242424242424242',
      name_on_Card: 'Ann Lee',
      exp_date: '12/30',
      cvv: '123',
      pay_street: '1 Market St',
      pay_state: 'CA',
      pay_city: 'San Francisco',
      pay_zip_code: '94105',
      type: 'User',
      shop_id: 3,
    });
    expect(getAuthToken()).toBe(TOKEN);

    await ui.user.click(within(dialog).getByRole('button', { name: 'Return Home' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/visualize/contractor/all');
  });

  it('a pro’s invitation link opens its showroom and registers into it (over a stored one) with its token', async () => {
    writeStored(STORAGE_KEYS.my_item, { showroom: 7, shop_id: 3, vsd_id: 'DEMO2026' });
    const profile = {
      id: 12,
      user_id: 40,
      vsd_id: 'BAYPRO01',
      company_name: 'Bay Pro',
      basic_addon: { subscription_status: null },
      custom_addon: { subscription_status: null },
      theme_color: null,
      business_logo: null,
      showroom_subscription: null,
    };
    const api = fakeApi({
      'POST /api/register': registered(),
      'GET /api/visualization/shop_profile': (request) =>
        ok(request.query.get('vsd_id') === 'BAYPRO01' ? { profile, category: [] } : {}),
    });
    const token = 'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWo';
    const ui = renderPage(RegisterPage, {
      route: '/register',
      url: `/register?shop_id=12&vsd_id=BAYPRO01&invite=${token}`,
    });
    await waitFor(() =>
      expect(readStored(STORAGE_KEYS.my_item)).toMatchObject({
        showroom: 40,
        shop_id: 12,
        vsd_id: 'BAYPRO01',
      }),
    );
    await toPayment(ui);
    await ui.user.click(screen.getByRole('button', { name: 'Skip payment' }));
    await screen.findByRole('dialog', { name: 'Thank you for signing up' });
    expect(api.calls('POST /api/register')[0].body).toMatchObject({ shop_id: 12, invite: token });
  });

  it('a selection stored before showrooms kept their id sends no shop_id (the pro’s user id names no showroom)', async () => {
    writeStored(STORAGE_KEYS.my_item, { showroom: 7, vsd_id: 'DEMO2026' });
    const api = fakeApi({ 'POST /api/register': registered() });
    const ui = open();
    await toPayment(ui);
    await ui.user.click(screen.getByRole('button', { name: 'Skip payment' }));
    await screen.findByRole('dialog', { name: 'Thank you for signing up' });
    const body = api.calls('POST /api/register')[0].body as Record<string, unknown>;
    expect(body.shop_id).toBeNull();
    expect(body).not.toHaveProperty('invite');
  });

  it('a server error on the email jumps back to step 1, shows the message and scrolls to the top', async () => {
    fakeApi({ 'POST /api/register': invalid({ email: ['The email has already been taken.'] }) });
    const ui = open();
    await toPayment(ui);
    await ui.user.click(screen.getByRole('button', { name: 'Skip payment' }));

    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.invalidGivenReplacement)).toBeNull(); // shown by its field: no toast
    expect(stepTitle()).toBe('Account');
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await waitFor(() => expect(document.activeElement).toBe(input(/^Email/)));
    expect(getAuthToken()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('several server errors on one field are joined by a comma; shipping errors open step 2', async () => {
    fakeApi({
      'POST /api/register': invalid({
        shipping_zip_code: ['The shipping zip code is not served.', 'Try another zip.'],
      }),
    });
    const ui = open();
    await toPayment(ui);
    await ui.user.click(screen.getByRole('button', { name: 'Skip payment' }));
    expect(await screen.findByText('The shipping zip code is not served., Try another zip.')).toBeTruthy();
    expect(stepTitle()).toBe('Shipping Address');
  });

  it('does not sign in an account that is not a User', async () => {
    fakeApi({ 'POST /api/register': registered(authUser({ type: 'Contractor', email_verified_at: null })) });
    const ui = open();
    await toPayment(ui);
    await ui.user.click(screen.getByRole('button', { name: 'Skip payment' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for signing up' })).toBeTruthy();
    expect(getAuthToken()).toBeNull();
  });
});
