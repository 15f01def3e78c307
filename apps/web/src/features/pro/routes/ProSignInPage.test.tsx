import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import ProSignInPage from './ProSignInPage.tsx';

afterEach(() => vi.unstubAllGlobals());

async function signIn(user: ReturnType<typeof renderPage>['user'], password = 'demo-pass-2026') {
  await user.type(screen.getByLabelText(/^Email/), 'contractor@demo.test');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/pro/login (decisions/0011)', () => {
  it('lets a pro into the portal, or the page asked for', async () => {
    const pro = authUser({ type: 'Contractor' });
    fakeApi({ 'POST /api/login': ok({ user: pro, token: TOKEN }), 'GET /api/authuser': ok(pro) });
    const { user } = renderPage(ProSignInPage, { route: '/pro/login', url: '/pro/login?redirect=/pro' });
    await signIn(user);
    expect((await screen.findByTestId('landed')).textContent).toBe('/pro');
    expect(getAuthToken()).toBe(TOKEN);
  });

  it('refuses a homeowner with the portal’s message and revokes the token it was given', async () => {
    const api = fakeApi({
      'POST /api/login': ok({ user: authUser({ type: 'User' }), token: TOKEN }),
      'POST /api/logout': ok(null),
    });
    const { user } = renderPage(ProSignInPage, { route: '/pro/login' });
    await signIn(user);
    expect(
      await screen.findByText('This sign-in is for pros. Homeowners sign in on the main sign-in page.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/logout')).toHaveLength(1);
    expect(getAuthToken()).toBeNull();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('a pro waiting for approval reads the spec’s message and is pointed to /account_verify', async () => {
    fakeApi({
      'POST /api/login': {
        status: 403,
        body: { message: 'Your account is currently pending approval by the provider.' },
      },
    });
    const { user } = renderPage(ProSignInPage, { route: '/pro/login' });
    await signIn(user);
    const link = await screen.findByRole('link', { name: 'See where your verification stands' });
    expect(link.getAttribute('href')).toBe('/account_verify');
    expect(link.closest('[role="alert"]')?.textContent).toContain('pending approval by the provider');
  });

  it('shows wrong credentials under the password', async () => {
    fakeApi({ 'POST /api/login': invalid({ password: ['These credentials do not match our records.'] }) });
    const { user } = renderPage(ProSignInPage, { route: '/pro/login' });
    await signIn(user, 'wrong-password');
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
  });
});
