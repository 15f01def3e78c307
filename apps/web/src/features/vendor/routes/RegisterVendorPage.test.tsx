import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, invalid } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser } from '../../../testing/users.ts';
import RegisterVendorPage from './RegisterVendorPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const registered = {
  status: 201,
  body: {
    success: true,
    message: 'Registration received. We review every vendor before its products go live.',
    data: {
      user: authUser({ type: 'Vendor', status: 'Pending', email: 'sam@example.test' }),
      token: null,
      application: {
        status: 'pending',
        company_name: 'Sierra Stoneworks',
        brand_names: ['Sierra Slate', 'Granite Peak'],
        website: null,
        submitted_at: '2026-11-26T18:00:00.000Z',
        decided_at: null,
        decline_reason: null,
      },
    },
  },
};

async function fillForm(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText(/^Company name/), 'Sierra Stoneworks');
  await user.type(screen.getByLabelText(/^Brand 1/), 'Sierra Slate');
  await user.click(screen.getByRole('button', { name: 'Add a brand' }));
  await user.type(screen.getByLabelText(/^Brand 2/), 'Granite Peak');
  await user.type(screen.getByLabelText(/^Full name/), 'Sam Stone');
  await user.type(screen.getByLabelText(/^Email/), 'sam@example.test');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass-1');
  await user.type(screen.getByLabelText(/^Phone number/), '9165550142');
  await user.click(screen.getByLabelText(/I agree to the/));
}

const submit = (user: ReturnType<typeof renderPage>['user']) =>
  user.click(screen.getByRole('button', { name: 'Register as a vendor' }));

describe('/register/vendor', () => {
  it('sends the company, the contact and the brands, then says the account waits for approval', async () => {
    const api = fakeApi({ 'POST /api/register/vendor': registered });
    const { user } = renderPage(RegisterVendorPage, { route: '/register/vendor' });
    await fillForm(user);
    await user.type(screen.getByLabelText(/^Website/), 'sierrastone.example.com');
    await submit(user);

    const heading = await screen.findByRole('heading', {
      name: 'Thank you: Sierra Stoneworks is registered',
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/email sam@example.test our decision/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vendor sign in' }).getAttribute('href')).toBe('/vendor/login');
    const [sent] = api.calls('POST /api/register/vendor');
    expect(sent.body).toEqual({
      company_name: 'Sierra Stoneworks',
      website: 'sierrastone.example.com',
      full_name: 'Sam Stone',
      email: 'sam@example.test',
      password: 'secret-pass-1',
      country_code: '+1',
      phone_number: '(916) 555-0142',
      brand_names: ['Sierra Slate', 'Granite Peak'],
      agree: true,
    });
  });

  it('checks the brands with the server’s rules before sending: a repeat on its row; Remove drops a row', async () => {
    const api = fakeApi({ 'POST /api/register/vendor': registered });
    const { user } = renderPage(RegisterVendorPage, { route: '/register/vendor' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add a brand' }));
    await user.type(screen.getByLabelText(/^Brand 3/), 'sierra slate');
    await submit(user);
    const third = screen.getByLabelText(/^Brand 3/);
    expect(await screen.findByText('This brand is already in your list.')).toBeTruthy();
    expect(third.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /api/register/vendor')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove brand 3' }));
    expect(screen.queryByLabelText(/^Brand 3/)).toBeNull();
    await submit(user);
    expect(await screen.findByRole('heading', { name: /is registered/ })).toBeTruthy();
    expect(api.calls('POST /api/register/vendor')[0].body).toMatchObject({
      brand_names: ['Sierra Slate', 'Granite Peak'],
    });
  });

  it('an invitation link says so and sends its token', async () => {
    const token = 'Zm9vYmFyYmF6cXV4MDEyMzQ1Njc4OWFiY2RlZmdoaWo';
    const api = fakeApi({ 'POST /api/register/vendor': registered });
    const { user } = renderPage(RegisterVendorPage, {
      route: '/register/vendor',
      url: `/register/vendor?invitation=${token}`,
    });
    expect(screen.getByRole('status').textContent).toContain('You were invited to sell with us');
    await fillForm(user);
    await submit(user);
    await screen.findByRole('heading', { name: /is registered/ });
    expect(api.calls('POST /api/register/vendor')[0].body).toMatchObject({ invitation: token });
  });

  it('shows the server’s refusals under their fields, a brand’s under its row, with no toast', async () => {
    fakeApi({
      'POST /api/register/vendor': invalid({
        email: ['The email has already been taken.'],
        'brand_names.1': ['The brand name may not be greater than 80 characters.'],
      }),
    });
    const { user } = renderPage(RegisterVendorPage, { route: '/register/vendor' });
    await fillForm(user);
    await submit(user);
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    const row = screen.getByLabelText(/^Brand 2/).closest('li') as HTMLElement;
    expect(within(row).getByText('The brand name may not be greater than 80 characters.')).toBeTruthy();
    expect(screen.queryByText('Invalid input OR some mandatory fields are blank.')).toBeNull();
  });

  it('asks for at least one brand', async () => {
    const api = fakeApi({});
    const { user } = renderPage(RegisterVendorPage, { route: '/register/vendor' });
    await submit(user);
    expect(await screen.findByText('The brand name field is required.')).toBeTruthy();
    expect(screen.getByText('The company name field is required.')).toBeTruthy();
    expect(api.calls('POST /api/register/vendor')).toHaveLength(0);
  });
});
