import { VERIFICATION_MESSAGES } from '@app/domain/accounts/account-messages';
import { AI_ACCOUNT_MESSAGES } from '@app/domain/ai-design/ai-account';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, setAuthToken, writeStored } from '../../../lib/storage.ts';
import { AI_TOKEN, aiCreditsOf, aiUserOf } from '../../../testing/ai-fixtures.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import AiWelcomePage from './AiWelcomePage.tsx';

const GET_USER = 'GET /api/AI/get_user';
const CREDITS = 'POST /api/AI/get_credits';
const verifyOf = (hash: string) => `GET /api/AI/design/email/verify/${hash}`;
const RESEND = 'GET /api/AI/design/email/resend';

function open(url = '/design-ai/welcome', routes: Parameters<typeof fakeApi>[0] = {}, user = aiUserOf()) {
  writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
  const api = fakeApi({ [GET_USER]: ok({ user }), [CREDITS]: ok(aiCreditsOf()), ...routes });
  return { api, ui: renderPage(AiWelcomePage, { route: '/design-ai/welcome', url }) };
}

describe('/design-ai/welcome (issue 26 point 1)', () => {
  it('explains the coins: the balance, the starter coins until when, bought ones never expire; on to the designer', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to AI 3D Design' })).toBeTruthy();
    expect(await screen.findByText('40 coins')).toBeTruthy();
    expect(screen.getByTestId('starter-coins').textContent).toBe(
      'Free starter coins: 30, yours to use until 12.31.2026; after that they expire.',
    );
    expect(screen.getByText('Bought coins never expire.')).toBeTruthy();
    expect(
      screen.getByText(/Three designs of a room cost 10 coins; changing one of them costs 4 coins/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy coins' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Design your first room' }).getAttribute('href')).toBe(
      '/design-ai',
    );
    // Verified, and no shop session: nothing to resend, nothing to link.
    expect(screen.queryByRole('button', { name: /Resend verification email/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Link to my/ })).toBeNull();
  });

  it('verifies the email from the mail’s link and shows the account verified', async () => {
    const { api } = open(
      '/design-ai/welcome?verify=abc.def',
      {
        [verifyOf('abc.def')]: ok(
          { email_verified_at: '2026-11-22T08:00:00.000Z' },
          VERIFICATION_MESSAGES.verified,
        ),
      },
      aiUserOf({ email_verified: false }),
    );
    expect(await screen.findByText(VERIFICATION_MESSAGES.verified)).toBeTruthy();
    expect(api.requests.find((r) => r.path.startsWith('/api/AI/design/email/verify/'))?.path).toBe(
      '/api/AI/design/email/verify/abc.def',
    );
    await screen.findByText('40 coins');
    expect(screen.queryByRole('button', { name: /Resend verification email/ })).toBeNull();
  });

  it('a link refused says why, and an unverified account can ask for another', async () => {
    const { api, ui } = open(
      '/design-ai/welcome?verify=expired',
      {
        [verifyOf('expired')]: { status: 403, body: { message: VERIFICATION_MESSAGES.invalidLink } },
        [RESEND]: ok(null, VERIFICATION_MESSAGES.sent),
      },
      aiUserOf({ email_verified: false }),
    );
    expect(await screen.findByText(VERIFICATION_MESSAGES.invalidLink)).toBeTruthy();
    expect(screen.getByText(/we sent a link to/).textContent).toContain('ann@ai.example.test');
    await ui.user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.sent)).toBeTruthy();
    expect(api.calls(RESEND)[0]!.headers.get('AIauthToken')).toBe(AI_TOKEN);
    expect(screen.getByRole('button', { name: /Resend verification email \(\d+s\)/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers a visitor signed in to both accounts to link them (optional), sending both tokens', async () => {
    setAuthToken(TOKEN);
    const { api, ui } = open('/design-ai/welcome', {
      'GET /api/authuser': ok(authUser()),
      'POST /api/AI/link': ok({ user: aiUserOf({ linked: true }) }, AI_ACCOUNT_MESSAGES.linked),
    });
    const link = await screen.findByRole('button', { name: 'Link to my Remodel Marketplace account' });
    await ui.user.click(link);
    expect(
      await screen.findByText('Your AI design account is linked to your Remodel Marketplace account.'),
    ).toBeTruthy();
    const [call] = api.calls('POST /api/AI/link');
    expect(call!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call!.headers.get('AIauthToken')).toBe(AI_TOKEN);
    expect(screen.queryByRole('button', { name: /Link to my/ })).toBeNull();
  });

  it('a link refused (another account) is said beside the button', async () => {
    setAuthToken(TOKEN);
    const { ui } = open('/design-ai/welcome', {
      'GET /api/authuser': ok(authUser()),
      'POST /api/AI/link': { status: 409, body: { message: AI_ACCOUNT_MESSAGES.linkedElsewhere } },
    });
    await ui.user.click(
      await screen.findByRole('button', { name: 'Link to my Remodel Marketplace account' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(AI_ACCOUNT_MESSAGES.linkedElsewhere);
  });

  it('without an AI session: how coins work in general, sign in and sign up, nothing asked', async () => {
    const api = fakeApi({ [CREDITS]: ok(aiCreditsOf()) });
    renderPage(AiWelcomePage, { route: '/design-ai/welcome' });
    const main = await screen.findByText(/New accounts start with free starter coins/);
    expect(main.textContent).toContain('Bought coins never expire.');
    expect(screen.getByRole('link', { name: 'Sign in to design' }).getAttribute('href')).toBe(
      '/design-ai/login',
    );
    expect(screen.getByRole('link', { name: 'Sign up for AI 3D Design' }).getAttribute('href')).toBe(
      '/design-ai/singup',
    );
    expect(screen.queryByRole('link', { name: 'Design your first room' })).toBeNull();
    await waitFor(() => expect(api.calls(CREDITS)).toHaveLength(0));
    expect(within(document.body).queryByTestId('starter-coins')).toBeNull();
  });
});
