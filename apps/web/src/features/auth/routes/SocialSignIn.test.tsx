import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progress } from '../../../lib/progress.ts';
import { getAuthToken, readStored, STORAGE_KEYS } from '../../../lib/storage.ts';
import { fakeApi, invalid, ok, SETTINGS } from '../../../testing/fake-api.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../testing/users.ts';
import SignInPage from './SignInPage.tsx';

const withGoogle = {
  ...SETTINGS,
  social_login: { ...SETTINGS.social_login, google_client_id: 'google-client-id.apps.example' },
};

/** A popup window that shows the provider (cross-origin) until the test sends it back to our origin. */
function fakePopup() {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { origin: 'https://accounts.google.com', hash: '' },
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const request = () => new URL(String(open.mock.calls[0][0]));
  const answer = (fragment: Record<string, string>) => {
    popup.location = { origin: window.location.origin, hash: `#${new URLSearchParams(fragment)}` };
  };
  return { popup, open, request, answer };
}

afterEach(() => vi.restoreAllMocks());

describe('sign-in page: social sign-in without a provider SDK', () => {
  it('gets the ID token in a popup, posts it, and lands a User with projects on /projects', async () => {
    const api = fakeApi({
      'GET /api/setting': ok(withGoogle),
      'POST /api/sociallogin/google': ok({ user: authUser({ total_projects: 2 }), token: TOKEN }),
    });
    const google = fakePopup();
    const ui = renderPage(SignInPage, { route: '/login', url: '/login?redirect=%2Fcheckout' });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await ui.user.click(button);

    const asked = google.request();
    expect(asked.origin + asked.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(asked.searchParams.get('client_id')).toBe('google-client-id.apps.example');
    expect(asked.searchParams.get('response_type')).toBe('id_token');
    expect(asked.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login`);
    google.answer({ id_token: 'header.payload.signature', state: asked.searchParams.get('state')! });

    expect((await screen.findByTestId('landed')).textContent).toBe('/projects');
    expect(api.calls('POST /api/sociallogin/google')[0].body).toEqual({
      provider: 'google',
      data: { id_token: 'header.payload.signature', nonce: asked.searchParams.get('nonce') },
    });
    expect(google.popup.close).toHaveBeenCalled();
    expect(getAuthToken()).toBe(TOKEN);
  });

  it('ignores an answer whose state does not match, and a refused token only fails the progress bar', async () => {
    const api = fakeApi({
      'GET /api/setting': ok(withGoogle),
      'POST /api/sociallogin/google': invalid({ data: ['The social sign-in could not be verified.'] }),
    });
    const ui = renderPage(SignInPage, { route: '/login' });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    const forged = fakePopup();
    let before = progress.getState().seq;
    await ui.user.click(button);
    forged.answer({ id_token: 'header.payload.signature', state: 'not-the-state' });
    await waitFor(() => expect(progress.getState()).toMatchObject({ phase: 'failed', seq: before + 2 }));
    expect(api.calls('POST /api/sociallogin/google')).toHaveLength(0);
    vi.restoreAllMocks();

    const refused = fakePopup();
    before = progress.getState().seq;
    await ui.user.click(button);
    refused.answer({
      id_token: 'header.payload.signature',
      state: refused.request().searchParams.get('state')!,
    });
    await waitFor(() => expect(api.calls('POST /api/sociallogin/google')).toHaveLength(1));
    await waitFor(() => expect(progress.getState()).toMatchObject({ phase: 'failed', seq: before + 2 }));
    // No message: not the 422 warning toast, not the server text.
    expect(screen.queryByText(/could not be verified|Invalid input/)).toBeNull();
    expect(getAuthToken()).toBeNull();
    expect(ui.router.state.location.pathname).toBe('/login');
  });

  it('keeps the redirect the sign-in page stored while the popup reloads the app', async () => {
    fakeApi({
      'GET /api/setting': ok(withGoogle),
      'POST /api/sociallogin/google': ok({ user: authUser(), token: TOKEN }),
    });
    localStorage.setItem(STORAGE_KEYS.redirect_to, '/visualize/checklist');
    const google = fakePopup();
    const ui = renderPage(SignInPage, { route: '/login' });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await ui.user.click(button);
    // The app booting in the popup rewrites the shared redirect_to.
    localStorage.removeItem(STORAGE_KEYS.redirect_to);
    google.answer({
      id_token: 'header.payload.signature',
      state: google.request().searchParams.get('state')!,
    });

    expect((await screen.findByTestId('landed')).textContent).toBe('/visualize/checklist');
    expect(readStored(STORAGE_KEYS.redirect_to)).toBe('/visualize/checklist');
  });
});
