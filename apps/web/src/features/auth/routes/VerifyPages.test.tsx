import { VERIFICATION_MESSAGES } from '@app/domain/accounts/account-messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, setAuthToken, writeStored } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import VerifyEmailPage from './VerifyEmailPage.tsx';
import VerifyNoticePage from './VerifyNoticePage.tsx';

const HASH = 'signed.hash-value';

describe('/verifiction', () => {
  it('names the address, resends the mail with the server message and rests the button', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser({ email: 'new@example.test', email_verified_at: null })),
      'GET /api/email/resend': ok(null, VERIFICATION_MESSAGES.sent),
    });
    const ui = renderPage(VerifyNoticePage, { route: '/verifiction' });
    expect(await screen.findByText('new@example.test')).toBeTruthy();

    const resend = screen.getByRole('button', { name: /Resend verification email/ }) as HTMLButtonElement;
    await ui.user.click(resend);
    expect(await screen.findByText(VERIFICATION_MESSAGES.sent)).toBeTruthy();
    expect(api.calls('GET /api/email/resend')).toHaveLength(1);
    await waitFor(() => expect(resend.disabled).toBe(true));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });
});

describe('/verify/{hash}', () => {
  it('verifies the link, refreshes the signed-in user and continues to the stored redirect', async () => {
    setAuthToken(TOKEN);
    writeStored(STORAGE_KEYS.redirect_to, '/checkout');
    let verified = false;
    const api = fakeApi({
      'GET /api/authuser': () =>
        ok(authUser({ email_verified_at: verified ? '2026-11-22T09:00:00.000Z' : null })),
      [`GET /api/email/verify/${HASH}`]: () => {
        verified = true;
        return ok({ email_verified_at: '2026-11-22T09:00:00.000Z' }, VERIFICATION_MESSAGES.verified);
      },
    });
    const ui = renderPage(VerifyEmailPage, {
      route: '/verify/:hash',
      url: `/verify/${HASH}?expires=99&signature=abc`,
    });
    expect(await screen.findByText(VERIFICATION_MESSAGES.verified)).toBeTruthy();
    // The signed link's query goes to the server unchanged.
    const call = api.calls(`GET /api/email/verify/${HASH}`)[0];
    expect(call.query.get('signature')).toBe('abc');
    await waitFor(() => expect(api.calls('GET /api/authuser').length).toBeGreaterThanOrEqual(2));

    await ui.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/checkout');
  });

  it("shows the server's error, with a resend for a signed-in user", async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser({ email_verified_at: null })),
      [`GET /api/email/verify/${HASH}`]: {
        status: 403,
        body: { message: VERIFICATION_MESSAGES.invalidLink },
      },
    });
    renderPage(VerifyEmailPage, { route: '/verify/:hash', url: `/verify/${HASH}` });
    expect(await screen.findByText(VERIFICATION_MESSAGES.invalidLink)).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Resend verification email/ })).toBeTruthy();
  });
});
