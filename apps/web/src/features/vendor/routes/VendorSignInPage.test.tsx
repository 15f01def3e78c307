import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken, setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import VendorSignInPage from './VendorSignInPage.tsx';

afterEach(() => vi.unstubAllGlobals());

async function signIn(user: ReturnType<typeof renderPage>['user'], password = 'demo-pass-2026') {
  await user.type(screen.getByLabelText(/^Email/), 'vendor@demo.test');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/vendor/login (decisions/0011)', () => {
  it('lets a vendor into the portal, or the page asked for', async () => {
    const vendor = authUser({ type: 'Vendor' });
    const api = fakeApi({
      'POST /api/login': ok({ user: vendor, token: TOKEN }),
      'GET /api/authuser': ok(vendor),
    });
    const { user } = renderPage(VendorSignInPage, {
      route: '/vendor/login',
      url: '/vendor/login?redirect=/vendor/orders',
    });
    await signIn(user);
    expect((await screen.findByTestId('landed')).textContent).toBe('/vendor/orders');
    expect(getAuthToken()).toBe(TOKEN);
    expect(api.calls('POST /api/login')[0].body).toMatchObject({ email: 'vendor@demo.test' });
  });

  it('sends a vendor whose email is not confirmed to /verifiction first', async () => {
    const unverified = authUser({ type: 'Vendor', email_verified_at: null });
    fakeApi({
      'POST /api/login': ok({ user: unverified, token: TOKEN }),
      'GET /api/authuser': ok(unverified),
    });
    const { user } = renderPage(VendorSignInPage, { route: '/vendor/login' });
    await signIn(user);
    expect((await screen.findByTestId('landed')).textContent).toBe('/verifiction');
  });

  it('refuses a pro with the portal’s message and revokes the token it was given', async () => {
    const api = fakeApi({
      'POST /api/login': ok({ user: authUser({ type: 'Contractor' }), token: TOKEN }),
      'POST /api/logout': ok(null),
    });
    const { user } = renderPage(VendorSignInPage, { route: '/vendor/login' });
    await signIn(user);
    expect(
      await screen.findByText('This sign-in is for vendors. Homeowners sign in on the main sign-in page.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/logout')).toHaveLength(1);
    expect(getAuthToken()).toBeNull();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('a vendor waiting for approval reads the spec’s pending-approval message', async () => {
    fakeApi({
      'POST /api/login': {
        status: 403,
        body: { message: 'Your account is currently pending approval by the provider.' },
      },
    });
    const { user } = renderPage(VendorSignInPage, { route: '/vendor/login' });
    await signIn(user);
    const help = await screen.findByText(/We review every vendor/);
    expect(help.closest('[role="alert"]')?.textContent).toContain(
      'Your account is currently pending approval by the provider.',
    );
    expect(getAuthToken()).toBeNull();
  });

  it('shows wrong credentials under the password, and links newcomers to the registration', async () => {
    fakeApi({ 'POST /api/login': invalid({ password: ['These credentials do not match our records.'] }) });
    const { user } = renderPage(VendorSignInPage, { route: '/vendor/login' });
    expect(screen.getByRole('link', { name: 'Sell with us' }).getAttribute('href')).toBe('/register/vendor');
    await signIn(user, 'wrong-password');
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
  });

  it('a vendor already signed in goes straight to the portal', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser({ type: 'Vendor' })) });
    renderPage(VendorSignInPage, { route: '/vendor/login' });
    expect((await screen.findByTestId('landed')).textContent).toBe('/vendor');
  });
});
