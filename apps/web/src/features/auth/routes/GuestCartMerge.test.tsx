import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_UPDATED } from '../../../lib/cart/cart-events.ts';
import { cartCount } from '../../../lib/cart-count.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';
import { cartLine, cartOf } from '../../../testing/cart-fixtures.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import RegisterPage from './RegisterPage.tsx';
import SignInPage from './SignInPage.tsx';

const GUEST_CART = 'G'.repeat(43);
const merged = cartOf([cartLine(1), cartLine(2)]);
const mergeRoutes = {
  'POST /api/projectCart': ok({ project_id: 31, id: 31 }, 'Project created successfully.'),
  'POST /api/projectCart/add_guest_cart': ok(merged, 'Cart added to your project successfully.'),
};
const serverError = { status: 500, body: { message: 'Internal Server error please try again.' } };

beforeEach(() => {
  writeStored(STORAGE_KEYS.cart_id, GUEST_CART);
  writeStored(STORAGE_KEYS.my_item, { showroom: 2, vsd_id: 'DEMO2026', company_name: 'Golden State' });
});
afterEach(() => cartCount.set(0));

async function signIn(url = '/login') {
  const ui = renderPage(SignInPage, { route: '/login', url });
  await ui.user.type(screen.getByLabelText(/^Email/), 'ann@example.test');
  await ui.user.type(screen.getByLabelText(/^Password/), 'demo-pass-2026');
  await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return ui;
}

describe('sign-in with a guest cart (spec point 4 "Post-login for a User")', () => {
  it('creates a project from the stored selection, adds the guest cart, forgets cart_id and goes to /checkout', async () => {
    writeStored(STORAGE_KEYS.redirect_to, '/checkout');
    const api = fakeApi({
      'POST /api/login': ok({ user: authUser({ total_projects: 3 }), token: TOKEN }),
      ...mergeRoutes,
    });
    await signIn();

    expect((await screen.findByTestId('landed')).textContent).toBe('/checkout');
    const writes = api.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(writes).toEqual(['/api/login', '/api/projectCart', '/api/projectCart/add_guest_cart']);
    expect(api.calls('POST /api/projectCart')[0]).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      body: { showroom: 2, vsd_id: 'DEMO2026' },
    });
    expect(api.calls('POST /api/projectCart/add_guest_cart')[0].body).toEqual({
      re_temp_project_id: GUEST_CART,
      project_id: 31,
    });
    expect(readStored(STORAGE_KEYS.cart_id)).toBeNull();
    expect(cartCount.get()).toBe(2);
  });

  it('goes to the ?redirect= page when no redirect is stored, else home', async () => {
    fakeApi({ 'POST /api/login': ok({ user: authUser(), token: TOKEN }), ...mergeRoutes });
    await signIn('/login?redirect=%2Fcart');
    expect((await screen.findByTestId('landed')).textContent).toBe('/cart');
  });

  it("toasts 'Please login to proceed.' when the project cannot be created, and keeps the guest cart", async () => {
    writeStored(STORAGE_KEYS.redirect_to, '/checkout');
    const api = fakeApi({
      'POST /api/login': ok({ user: authUser(), token: TOKEN }),
      'POST /api/projectCart': serverError,
    });
    await signIn();

    expect(await screen.findByText('Please login to proceed.')).toBeTruthy();
    expect(screen.queryByText('Internal Server error please try again.')).toBeNull();
    expect(api.calls('POST /api/projectCart/add_guest_cart')).toHaveLength(0);
    expect(readStored(STORAGE_KEYS.cart_id)).toBe(GUEST_CART);
    expect((await screen.findByTestId('landed')).textContent).toBe('/checkout');
  });

  it('makes no project when no guest cart is stored', async () => {
    localStorage.removeItem(STORAGE_KEYS.cart_id);
    const api = fakeApi({ 'POST /api/login': ok({ user: authUser(), token: TOKEN }), ...mergeRoutes });
    await signIn('/login?redirect=%2Fcheckout');
    expect((await screen.findByTestId('landed')).textContent).toBe('/checkout');
    expect(api.calls('POST /api/projectCart')).toHaveLength(0);
  });
});

describe('registration with a guest cart (spec point 4 "Registration")', () => {
  async function register() {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const ui = renderPage(RegisterPage, { route: '/register' });
    const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
    await ui.user.type(input(/^Full name/), 'Ann Marie Lee');
    await ui.user.type(input(/^Email/), 'ann@example.test');
    await ui.user.type(input(/^Password/), 'long-enough-1');
    await ui.user.type(input(/^Phone number/), '4155552671');
    await ui.user.type(input(/^Zip code/), '94110');
    await ui.user.click(screen.getByRole('checkbox', { name: /^I agree to the/ }));
    await ui.user.click(screen.getByRole('button', { name: 'Next' }));
    await ui.user.type(input(/^Street/), '1 Market St');
    await ui.user.type(input(/^City/), 'San Francisco');
    await ui.user.selectOptions(screen.getByLabelText(/^State/), 'CA');
    await ui.user.type(input(/^Zip code/), '94105');
    await ui.user.click(screen.getByRole('checkbox', { name: /^I accept the terms and procedures/ }));
    await ui.user.click(screen.getByRole('button', { name: 'Next' }));
    await ui.user.click(await screen.findByRole('button', { name: 'Skip payment' }));
    return ui;
  }

  it('adds the guest cart to a new project, fires cart-updated, then thanks the user', async () => {
    const updated = vi.fn();
    window.addEventListener(CART_UPDATED, updated);
    const api = fakeApi({ 'POST /api/register': ok({ user: authUser(), token: TOKEN }), ...mergeRoutes });
    await register();

    expect(await screen.findByRole('dialog', { name: 'Thank you for signing up' })).toBeTruthy();
    const writes = api.requests.filter((r) => r.method === 'POST').map((r) => r.path);
    expect(writes).toEqual(['/api/register', '/api/projectCart', '/api/projectCart/add_guest_cart']);
    expect(readStored(STORAGE_KEYS.cart_id)).toBeNull();
    expect(updated).toHaveBeenCalledTimes(1);
    window.removeEventListener(CART_UPDATED, updated);
  });

  it("toasts 'Internal server error.' when the project cannot be created, and still thanks the user", async () => {
    fakeApi({
      'POST /api/register': ok({ user: authUser(), token: TOKEN }),
      'POST /api/projectCart': serverError,
    });
    await register();
    expect(await screen.findByText('Internal server error.')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Thank you for signing up' })).toBeTruthy();
    await waitFor(() => expect(readStored(STORAGE_KEYS.cart_id)).toBe(GUEST_CART));
  });
});
