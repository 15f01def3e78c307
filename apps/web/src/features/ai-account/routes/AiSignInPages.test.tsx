import { FULL_NAME_MESSAGE } from '@app/domain/accounts/registration';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getAiAuthToken,
  getAuthToken,
  STORAGE_KEYS,
  setAuthToken,
  writeStored,
} from '../../../lib/storage.ts';
import { AI_TOKEN, aiUserOf } from '../../../testing/ai-fixtures.ts';
import { fakeApi, invalid, ok, SETTINGS } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { jsonResponse } from '../../../testing/test-helpers.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import AiLoginPage from './AiLoginPage.tsx';
import AiSignupPage from './AiSignupPage.tsx';

const DESIGN = 'POST /api/AI/design';
const session = (status = 200) => ({
  status,
  body: { success: true, data: { user: aiUserOf({ email_verified: status === 200 }), token: AI_TOKEN } },
});
const landed = () => screen.findByTestId('landed');

afterEach(() => vi.unstubAllGlobals());

describe('/design-ai/login (issue 26 point 1)', () => {
  const open = () => renderPage(AiLoginPage, { route: '/design-ai/login' });

  it('checks the fields with the domain’s messages before sending', async () => {
    const api = fakeApi({ [DESIGN]: session() });
    const ui = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to AI 3D Design' })).toBeTruthy();
    expect(screen.getByText(/its own account, separate from your Remodel Marketplace account/)).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    await ui.user.type(screen.getByLabelText(/^Email/), 'ann@');
    await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    expect(api.calls(DESIGN)).toHaveLength(0);
    expect(
      screen.getByRole('link', { name: 'New here? Sign up for AI 3D Design' }).getAttribute('href'),
    ).toBe('/design-ai/singup');
  });

  it('shows the server’s first message under its field, keeps no token and raises no toast', async () => {
    setAuthToken(TOKEN);
    fakeApi({
      'GET /api/authuser': ok(authUser()),
      [DESIGN]: invalid({ password: ['These credentials do not match our records.', 'Second.'] }),
    });
    const ui = open();
    await ui.user.type(await screen.findByLabelText(/^Email/), 'ann@ai.example.test');
    await ui.user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
    const message = await screen.findByText('These credentials do not match our records.');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByText('Second.')).toBeNull();
    expect(screen.queryByText('Invalid input OR some mandatory fields are blank.')).toBeNull();
    expect(getAiAuthToken()).toBeNull();
    expect(getAuthToken()).toBe(TOKEN);
  });

  it('signs in: the AI token kept apart from the marketplace’s, then the designer', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({ 'GET /api/authuser': ok(authUser()), [DESIGN]: session() });
    const ui = open();
    await ui.user.type(await screen.findByLabelText(/^Email/), ' ann@ai.example.test ');
    await ui.user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await ui.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await landed()).textContent).toBe('/design-ai');
    expect(api.calls(DESIGN)[0]!.body).toEqual({
      action: 'login',
      email: 'ann@ai.example.test',
      password: 'secret-password',
    });
    expect(getAiAuthToken()).toBe(AI_TOKEN);
    expect(getAuthToken()).toBe(TOKEN);
  });

  it('sends a visitor already signed in to AI 3D Design on to /design-ai', async () => {
    writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
    fakeApi({ 'GET /api/AI/get_user': ok({ user: aiUserOf() }) });
    open();
    expect((await landed()).textContent).toBe('/design-ai');
  });

  it('a marketplace session alone is no AI session: the form shows', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({ 'GET /api/authuser': ok(authUser()) });
    open();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(api.calls('GET /api/AI/get_user')).toHaveLength(0);
  });
});

describe('/design-ai/singup (issue 26 point 1)', () => {
  const open = () => renderPage(AiSignupPage, { route: '/design-ai/singup' });

  async function fill(ui: ReturnType<typeof open>, values: Partial<Record<string, string>> = {}) {
    const v = {
      name: 'Ann Lee',
      email: 'ann@ai.example.test',
      password: 'secret-password',
      confirm: 'secret-password',
      ...values,
    };
    if (v.name) await ui.user.type(await screen.findByLabelText(/^Full name/), v.name);
    if (v.email) await ui.user.type(screen.getByLabelText(/^Email/), v.email);
    if (v.password) await ui.user.type(screen.getByLabelText(/^Password/), v.password);
    if (v.confirm) await ui.user.type(screen.getByLabelText(/^Confirm password/), v.confirm);
    await ui.user.click(screen.getByRole('button', { name: 'Sign Up' }));
  }

  it('checks the fields with the registration’s messages (spec point 5) before sending', async () => {
    const api = fakeApi({ [DESIGN]: session(201) });
    const ui = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up for AI 3D Design' })).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('The name field is required.')).toBeTruthy();
    expect(screen.getByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();

    await fill(ui, { name: 'Ann', email: 'ann', password: 'short', confirm: 'other' });
    expect(await screen.findByText(FULL_NAME_MESSAGE)).toBeTruthy();
    expect(screen.getByText('The email must be a valid email address.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The password confirmation does not match.')).toBeTruthy();
    expect(api.calls(DESIGN)).toHaveLength(0);
  });

  it('maps the server’s 422s onto their fields', async () => {
    fakeApi({ [DESIGN]: invalid({ email: ['The email has already been taken.'] }) });
    const ui = open();
    await fill(ui);
    const taken = await screen.findByText('The email has already been taken.');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-describedby')).toContain(taken.id);
    expect(getAiAuthToken()).toBeNull();
  });

  it('signs in with the user returned and goes to the welcome page', async () => {
    const api = fakeApi({ [DESIGN]: session(201) });
    const ui = open();
    await fill(ui);
    expect((await landed()).textContent).toBe('/design-ai/welcome');
    expect(api.calls(DESIGN)[0]!.body).toEqual({
      action: 'register',
      name: 'Ann Lee',
      email: 'ann@ai.example.test',
      password: 'secret-password',
      password_confirmation: 'secret-password',
    });
    expect(getAiAuthToken()).toBe(AI_TOKEN);
  });

  it('keeps no token when the register answer returns no user (spec point 4)', async () => {
    // Outside the contract (which always returns one), so a bare fetch.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).startsWith('/api/AI/design')
          ? jsonResponse(201, { success: true, data: { user: null, token: AI_TOKEN } })
          : jsonResponse(200, { success: true, data: SETTINGS }),
      ),
    );
    const ui = open();
    await fill(ui);
    expect((await landed()).textContent).toBe('/design-ai/welcome');
    expect(getAiAuthToken()).toBeNull();
  });

  it('sends a visitor already signed in to AI 3D Design on to /design-ai', async () => {
    writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
    fakeApi({ 'GET /api/AI/get_user': ok({ user: aiUserOf() }) });
    open();
    expect((await landed()).textContent).toBe('/design-ai');
  });

  it('a refused AI token leaves the visitor on the form, the token gone', async () => {
    writeStored(STORAGE_KEYS.AIauthToken, AI_TOKEN);
    fakeApi({ 'GET /api/AI/get_user': { status: 401, body: { message: 'Unauthenticated.' } } });
    open();
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeTruthy();
    await waitFor(() => expect(getAiAuthToken()).toBeNull());
  });
});
