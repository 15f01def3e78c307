import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../lib/navigation.ts';
import { readStored, STORAGE_KEYS, setAuthToken, setOtpVerified } from '../lib/storage.ts';
import { notify } from '../lib/toast.ts';
import { jsonResponse, renderGuarded } from '../testing/test-helpers.tsx';

const fetchMock = vi.fn<typeof fetch>();
const TOKEN = 'token-0123456789abcdef';
const user = (over: Record<string, unknown> = {}) => ({
  id: 1,
  user_id: 1,
  type: 'User',
  status: 'Active',
  email: 'homeowner@demo.test',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  first_name: 'Ann',
  full_name: 'Ann Lee',
  total_projects: 0,
  ...over,
});

const page = (text: string) => () => <h1>{text}</h1>;
const children = [
  { index: true, Component: page('Home page') },
  { path: 'login', handle: { guest: true }, Component: page('Sign-in page') },
  { path: 'register', handle: { guest: true }, Component: page('Register page') },
  { path: 'account', handle: { auth: true }, Component: page('Account page') },
  { path: 'verifiction', handle: { auth: true }, Component: page('Verify notice page') },
  { path: 'admin-only', handle: { auth: true, roles: [1] }, Component: page('Admin page') },
  { path: 'cart', Component: page('Cart page') },
];

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(notify, 'success');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  setNavigator(null);
});

describe('RouteGuard in the router', () => {
  it('sends a visitor from a protected page to login with ?redirect, and stores it as redirect_to', async () => {
    renderGuarded(children, '/account');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(where()).toBe('/login?redirect=%2Faccount');
    await waitFor(() => expect(readStored(STORAGE_KEYS.redirect_to)).toBe('/account'));
    expect(screen.queryByText('Account page')).toBeNull();
  });

  it('shows a protected page to a signed-in, verified user after loading the user', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: user() }));
    renderGuarded(children, '/account');
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/authuser');
  });

  it('removes a token the server no longer accepts and treats the visitor as signed out', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthenticated.' }));
    renderGuarded(children, '/account');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('sends a user who is not in the role back to where they came from', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: user() }));
    const { router } = renderGuarded(children, '/cart');
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
    await router.navigate('/admin-only');
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
    expect(screen.queryByText('Admin page')).toBeNull();
  });

  it('logs out a signed-in Admin without the OTP cookie', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/authuser'
        ? jsonResponse(200, { success: true, data: user({ type: 'Admin' }) })
        : jsonResponse(200, { success: true, data: null, message: 'Logged Out Successfully' }),
    );
    renderGuarded(children, '/account');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toContain('POST /api/logout');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Logged Out Successfully');
  });

  it('lets an Admin with the OTP cookie reach /account', async () => {
    setAuthToken(TOKEN);
    setOtpVerified();
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: user({ type: 'Admin' }) }));
    renderGuarded(children, '/account');
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeTruthy();
  });

  it('sends an unverified user to /verifiction', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: user({ email_verified_at: null }) }),
    );
    renderGuarded(children, '/account');
    expect(await screen.findByRole('heading', { name: 'Verify notice page' })).toBeTruthy();
    expect(where()).toBe('/verifiction');
  });

  it('sends a signed-in user away from the sign-in page to /account and from register home', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: user() }));
    const { router } = renderGuarded(children, '/login');
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeTruthy();
    await router.navigate('/register');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('stores /checkout as redirect_to when going from the cart to sign in', async () => {
    const { router } = renderGuarded(children, '/cart');
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
    await router.navigate('/login');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    await waitFor(() => expect(readStored(STORAGE_KEYS.redirect_to)).toBe('/checkout'));
  });
});
