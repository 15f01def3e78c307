import { MESSAGES } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../lib/api/get-profile.ts';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import AccountPage from './AccountPage.tsx';

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  user: authUser(),
  shipping_address: {
    street: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip_code: '94105',
    apartment: 'Apt 4',
  },
  billing_address: null,
  payment_details: { brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2030, name_on_card: 'Ann Lee' },
  shipping_charge: 0,
  ...overrides,
});

const open = () => {
  setAuthToken(TOKEN);
  return renderPage(AccountPage, { route: '/account' });
};

describe('/account', () => {
  it('shows the name, US-formatted phone, addresses and the saved card brand, last 4 and expiry only', async () => {
    fakeApi({ 'GET /api/authuser': ok(authUser()), 'GET /api/profile': ok(profile()) });
    open();
    expect(await screen.findByText('Ann Lee')).toBeTruthy();
    expect(screen.getByText('+1 (415) 555-2671')).toBeTruthy();
    expect(screen.getByText(/1 Market St, Apt 4/)).toBeTruthy();
    expect(screen.getByText('No billing address yet.')).toBeTruthy();
    const card = screen.getByText(/Visa ending in 4242/);
    expect(card.textContent).toContain('expires 04/30');
    expect(card.textContent).not.toContain('Ann Lee');
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/change_password',
    );
  });

  it('shows the empty states', async () => {
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/profile': ok(profile({ shipping_address: null, payment_details: null })),
    });
    open();
    expect(await screen.findByText('No shipping address yet.')).toBeTruthy();
    expect(screen.getByText(/No card saved/)).toBeTruthy();
  });

  it('edits the profile with PUT /api/profile and shows server errors under the fields', async () => {
    let puts = 0;
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/profile': ok(profile()),
      'PUT /api/profile': () =>
        ++puts === 1
          ? invalid({ shipping_zip_code: ['We do not deliver to this ZIP code yet.'] })
          : ok(profile({ user: authUser({ full_name: 'Ann Marie Lee' }) }), 'Profile updated.'),
    });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const name = within(form).getByLabelText(/^Full name/);
    await ui.user.clear(name);
    await ui.user.type(name, 'Ann Marie Lee');
    await ui.user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('We do not deliver to this ZIP code yet.')).toBeTruthy();
    // Shown under its field, so the generic 422 toast stays away (decisions/0010).
    expect(screen.queryByText(MESSAGES.invalidGivenReplacement)).toBeNull();
    expect(api.calls('PUT /api/profile')[0].body).toEqual({
      full_name: 'Ann Marie Lee',
      country_code: '+1',
      phone_number: '4155552671',
      zip_code: '94110',
      shipping_street: '1 Market St',
      shipping_apartment: 'Apt 4',
      shipping_city: 'San Francisco',
      shipping_state: 'CA',
      shipping_zip_code: '94105',
    });

    await ui.user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull());
    expect(screen.getByText('Ann Marie Lee')).toBeTruthy();
  });

  it('asks for the whole billing address before sending a part of it (the server rule, shared)', async () => {
    const api = fakeApi({ 'GET /api/authuser': ok(authUser()), 'GET /api/profile': ok(profile()) });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await ui.user.type(within(form).getByLabelText(/^Billing street/), '2 Mission St');
    await ui.user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The billing city field is required.')).toBeTruthy();
    expect(api.calls('PUT /api/profile')).toHaveLength(0);
  });

  it('checks the fields with the registration rules before saving', async () => {
    const api = fakeApi({ 'GET /api/authuser': ok(authUser()), 'GET /api/profile': ok(profile()) });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const name = screen.getByLabelText(/^Full name/);
    await ui.user.clear(name);
    await ui.user.type(name, 'Ann');
    await ui.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your full name (first and last name).')).toBeTruthy();
    expect(api.calls('PUT /api/profile')).toHaveLength(0);
  });
});
