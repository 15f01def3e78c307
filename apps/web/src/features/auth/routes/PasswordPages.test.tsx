import { MESSAGES } from '@app/domain';
import { PASSWORD_MESSAGES } from '@app/domain/accounts/account-messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import ChangePasswordPage from './ChangePasswordPage.tsx';
import NewPasswordPage from './NewPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

const RESET_TOKEN = 'a'.repeat(64);

describe('reset password: asking for the link', () => {
  it("sends the email and shows the server's message", async () => {
    const api = fakeApi({ 'POST /api/password/email': ok(null, PASSWORD_MESSAGES.resetLinkSent) });
    const ui = renderPage(ResetPasswordPage, { route: '/reset_password' });
    await ui.user.type(screen.getByLabelText(/^Email/), 'ann@example.test');
    await ui.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // The button's own status says "Please wait" while the request is out; then the server's message.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        PASSWORD_MESSAGES.resetLinkSent,
      ),
    );
    expect(api.calls('POST /api/password/email')[0].body).toEqual({ email: 'ann@example.test' });
  });

  it('checks the email before calling', async () => {
    const api = fakeApi({});
    const ui = renderPage(ResetPasswordPage, { route: '/reset_password' });
    await ui.user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await ui.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    expect(api.calls('POST /api/password/email')).toHaveLength(0);
  });
});

describe('new password from the mailed link', () => {
  const url = `/password_reset?token=${RESET_TOKEN}&email=ann%40example.test`;

  it('sets the password with the token and email of the link, then goes to Sign In with a success toast', async () => {
    const api = fakeApi({ 'POST /api/password/reset': ok(null, PASSWORD_MESSAGES.reset) });
    const ui = renderPage(NewPasswordPage, { route: '/password_reset', url });
    await ui.user.type(screen.getByLabelText(/^New password/), 'brand-new-pass');
    await ui.user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-pass');
    await ui.user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
    expect(await screen.findByText(PASSWORD_MESSAGES.reset)).toBeTruthy();
    expect(api.calls('POST /api/password/reset')[0].body).toEqual({
      token: RESET_TOKEN,
      email: 'ann@example.test',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
  });

  it('refuses a confirmation that does not match, and shows an expired link', async () => {
    const api = fakeApi({
      'POST /api/password/reset': invalid({ email: [PASSWORD_MESSAGES.resetLinkInvalid] }),
    });
    const ui = renderPage(NewPasswordPage, { route: '/password_reset', url });
    await ui.user.type(screen.getByLabelText(/^New password/), 'brand-new-pass');
    await ui.user.type(screen.getByLabelText(/^Confirm new password/), 'other-pass-123');
    await ui.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The password confirmation does not match.')).toBeTruthy();
    expect(api.calls('POST /api/password/reset')).toHaveLength(0);

    await ui.user.clear(screen.getByLabelText(/^Confirm new password/));
    await ui.user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-pass');
    await ui.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.resetLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new reset link' })).toBeTruthy();
    // Shown in the page, so the generic 422 toast stays away (decisions/0010).
    expect(screen.queryByText(MESSAGES.invalidGivenReplacement)).toBeNull();
  });

  it('explains an incomplete link', () => {
    fakeApi({});
    renderPage(NewPasswordPage, {
      route: '/password_reset',
      url: '/password_reset?email=ann%40example.test',
    });
    expect(screen.getByRole('alert').textContent).toMatch(/incomplete/);
  });
});

describe('change password (signed in)', () => {
  it("shows the server's error on the current password, then saves and returns to My Account", async () => {
    setAuthToken(TOKEN);
    let attempt = 0;
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'POST /api/change_password': () =>
        ++attempt === 1
          ? invalid({ current_password: [PASSWORD_MESSAGES.currentIncorrect] })
          : ok(null, PASSWORD_MESSAGES.changed),
    });
    const ui = renderPage(ChangePasswordPage, { route: '/change_password' });
    await ui.user.type(screen.getByLabelText(/^Current password/), 'wrong-pass-1');
    await ui.user.type(screen.getByLabelText(/^New password/), 'brand-new-pass');
    await ui.user.type(screen.getByLabelText(/^Confirm new password/), 'brand-new-pass');
    await ui.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.currentIncorrect)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.invalidGivenReplacement)).toBeNull();

    await ui.user.clear(screen.getByLabelText(/^Current password/));
    await ui.user.type(screen.getByLabelText(/^Current password/), 'demo-pass-2026');
    await ui.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/account');
    expect(await screen.findByText(PASSWORD_MESSAGES.changed)).toBeTruthy();
    await waitFor(() => expect(api.calls('POST /api/change_password')).toHaveLength(2));
    expect(api.calls('POST /api/change_password')[1].authorization).toBe(`Bearer ${TOKEN}`);
  });
});
