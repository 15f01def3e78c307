import { MESSAGES } from '@app/domain';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES, getAuthToken, isOtpVerified } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import SignInPage from './SignInPage.tsx';

const open = (url = '/login') => renderPage(SignInPage, { route: '/login', url });

async function signIn(ui: ReturnType<typeof open>, email = 'ann@example.test', password = 'demo-pass-2026') {
  await ui.user.type(screen.getByLabelText(/^Email/), email);
  await ui.user.type(screen.getByLabelText(/^Password/), password);
  await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page: who may sign in (spec points 4 and 8)', () => {
  it.each([
    ['a Contractor', { type: 'Contractor' as const }, MESSAGES.notAuthorized],
    ['a Vendor', { type: 'Vendor' as const }, MESSAGES.notAuthorized],
    ['a deactivated User', { status: 'Deactive' }, MESSAGES.deactivated],
    ['a pending User', { status: 'Pending' }, MESSAGES.pendingApproval],
  ])('refuses %s with the spec message and signs the token out', async (_who, overrides, message) => {
    const api = fakeApi({
      'POST /api/login': ok({ user: authUser(overrides), token: TOKEN }),
      'POST /api/logout': ok(null, MESSAGES.loggedOut),
    });
    const ui = open();
    await signIn(ui);

    expect(await screen.findByText(message)).toBeTruthy();
    // The issued token is revoked on the server and not kept, with no 'Logged Out' toast.
    await waitFor(() => expect(api.calls('POST /api/logout')).toHaveLength(1));
    expect(api.calls('POST /api/logout')[0].authorization).toBe(`Bearer ${TOKEN}`);
    expect(getAuthToken()).toBeNull();
    expect(Cookies.get(COOKIE_NAMES.userType)).toBeUndefined();
    expect(screen.queryByText(MESSAGES.loggedOut)).toBeNull();
    expect(ui.router.state.location.pathname).toBe('/login');
  });

  it('shows wrong credentials under the password field, with no generic toast on top', async () => {
    fakeApi({ 'POST /api/login': invalid({ password: [MESSAGES.wrongCredentials, 'second message'] }) });
    const ui = open();
    await signIn(ui, 'ann@example.test', 'wrong-password');

    const message = await screen.findByText(MESSAGES.wrongCredentials);
    expect(screen.queryByText(/second message/)).toBeNull();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(password);
    // Every error is shown by its field, so the catalogue's 422 toast stays away (decisions/0010).
    expect(screen.queryByText(MESSAGES.invalidGivenReplacement)).toBeNull();
    expect(getAuthToken()).toBeNull();
  });

  it('a 422 on a field the form does not show still raises the warning toast (spec point 8)', async () => {
    fakeApi({ 'POST /api/login': invalid({ remember: ['The remember field must be true or false.'] }) });
    const ui = open();
    await signIn(ui, 'ann@example.test', 'any-password');
    expect(await screen.findByText(MESSAGES.invalidGivenReplacement)).toBeTruthy();
  });

  it('checks the form before calling the server', async () => {
    const api = fakeApi({});
    const ui = open();
    await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(api.calls('POST /api/login')).toHaveLength(0);
  });

  it('shows the throttling message on 429', async () => {
    fakeApi({ 'POST /api/login': { status: 429, body: { message: MESSAGES.tooManyAttempts } } });
    const ui = open();
    await signIn(ui);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.tooManyAttempts);
  });
});

describe('sign-in page: where a signed-in User goes', () => {
  it('lands a verified User on the ?redirect= page and sets the user-type cookie', async () => {
    fakeApi({ 'POST /api/login': ok({ user: authUser(), token: TOKEN }) });
    const ui = open('/login?redirect=%2Fcheckout');
    await signIn(ui);
    expect((await screen.findByTestId('landed')).textContent).toBe('/checkout');
    expect(getAuthToken()).toBe(TOKEN);
    expect(Cookies.get(COOKIE_NAMES.userType)).toBe('user');
  });

  it('sends a User whose email is not verified to /verifiction', async () => {
    fakeApi({ 'POST /api/login': ok({ user: authUser({ email_verified_at: null }), token: TOKEN }) });
    const ui = open();
    await signIn(ui);
    expect((await screen.findByTestId('landed')).textContent).toBe('/verifiction');
  });

  it('Remember me asks for the long session and keeps the email only, never the password', async () => {
    const api = fakeApi({ 'POST /api/login': ok({ user: authUser(), token: TOKEN }) });
    const ui = open();
    await ui.user.click(screen.getByLabelText('Remember me'));
    await signIn(ui, 'ann@example.test', 'demo-pass-2026');
    await screen.findByTestId('landed');

    expect(api.calls('POST /api/login')[0].body).toEqual({
      email: 'ann@example.test',
      password: 'demo-pass-2026',
      remember: true,
    });
    expect(Cookies.get(COOKIE_NAMES.rememberedEmail)).toBe('ann@example.test');
    expect(document.cookie).not.toContain('demo-pass-2026');
  });

  it('fills in a remembered email and ticks Remember me', () => {
    Cookies.set(COOKIE_NAMES.rememberedEmail, 'ann@example.test');
    fakeApi({});
    open();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ann@example.test');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
  });
});

describe('sign-in page: the admin OTP step', () => {
  it('mails the code, checks it is 6 digits, refuses a wrong one and opens /account on the right one', async () => {
    const api = fakeApi({
      'POST /api/login': ok({ user: authUser({ type: 'Admin', email: 'admin@demo.test' }), token: TOKEN }),
      'GET /api/login/verify_otp': ({ query }) => {
        const otp = query.get('otp');
        if (otp === null) return ok(null, 'A verification code has been sent to your email.');
        return otp === '123456'
          ? ok({ valid_otp: true }, 'OTP verified successfully.')
          : ok({ valid_otp: false }, 'Invalid or expired OTP.');
      },
    });
    const ui = open();
    await signIn(ui, 'admin@demo.test');

    // The step opens on the same page and the code is mailed once, with the server's message as a toast.
    const code = await screen.findByLabelText(/^Verification code/);
    expect(await screen.findByText('A verification code has been sent to your email.')).toBeTruthy();
    expect(api.calls('GET /api/login/verify_otp')).toHaveLength(1);
    expect(screen.getByText('admin@demo.test')).toBeTruthy();

    // Too short: refused before any call.
    await ui.user.type(code, '12');
    await ui.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP must be 6 digits.')).toBeTruthy();
    expect(api.calls('GET /api/login/verify_otp')).toHaveLength(1);

    // Wrong code: the server's message under the field, no cookie.
    await ui.user.clear(code);
    await ui.user.type(code, '654321');
    await ui.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid or expired OTP.')).toBeTruthy();
    expect(isOtpVerified()).toBe(false);

    // Resend asks again without a code.
    await ui.user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(api.calls('GET /api/login/verify_otp').filter((r) => !r.query.has('otp'))).toHaveLength(2),
    );

    await ui.user.clear(code);
    await ui.user.type(code, '123456');
    await ui.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/account');
    expect(isOtpVerified()).toBe(true);
    expect(getAuthToken()).toBe(TOKEN);
  });

  it('sends an admin who already has the OTP cookie straight to /account', async () => {
    Cookies.set(COOKIE_NAMES.otpVerified, '1');
    const api = fakeApi({ 'POST /api/login': ok({ user: authUser({ type: 'Admin' }), token: TOKEN }) });
    const ui = open();
    await signIn(ui);
    expect((await screen.findByTestId('landed')).textContent).toBe('/account');
    expect(api.calls('GET /api/login/verify_otp')).toHaveLength(0);
  });
});

describe('sign-in page: links and social buttons', () => {
  it('offers the spec links and shows unconfigured social providers disabled, with why', async () => {
    fakeApi({});
    open();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/reset_password',
    );
    expect(screen.getByRole('link', { name: 'Sign up for free as a homeowner' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    const google = screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement;
    await waitFor(() => expect(google.disabled).toBe(true));
    expect(google.title).toMatch(/not configured/);
    expect((screen.getByRole('button', { name: 'Continue with Apple' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
