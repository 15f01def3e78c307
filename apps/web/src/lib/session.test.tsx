import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/test-helpers.tsx';
import { setNavigator } from './navigation.ts';
import { type Session, SessionProvider, useSession } from './session.tsx';
import {
  getUserTypeCookie,
  isOtpVerified,
  readStored,
  STORAGE_KEYS,
  setAuthToken,
  setOtpVerified,
  writeStored,
} from './storage.ts';
import { notify } from './toast.ts';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
const TOKEN = 'token-0123456789abcdef';
const admin = {
  id: 1,
  user_id: 1,
  type: 'Admin',
  status: 'Active',
  email: 'admin@demo.test',
  email_verified_at: '2026-01-01',
};

let session: Session;
function Probe() {
  session = useSession();
  return <p>status: {session.status}</p>;
}
const renderSession = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  vi.spyOn(notify, 'success');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  navigate.mockReset();
  setNavigator(null);
});

describe('session', () => {
  it('is anonymous without a stored token, and makes no request', () => {
    renderSession();
    expect(screen.getByText('status: anonymous')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the user for a stored token', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: admin }));
    renderSession();
    expect(screen.getByText('status: loading')).toBeTruthy();
    expect(await screen.findByText('status: authenticated')).toBeTruthy();
    expect(session.user?.email).toBe('admin@demo.test');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('signIn stores the token and sets the user-type cookie', () => {
    renderSession();
    act(() => session.signIn(TOKEN, admin as never));
    expect(localStorage.getItem('authToken')).toBe(TOKEN);
    expect(getUserTypeCookie()).toBe('admin');
    expect(screen.getByText('status: authenticated')).toBeTruthy();
  });

  it('logout calls the API, clears the stored keys and cookies, goes home and says so', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/authuser'
        ? jsonResponse(200, { success: true, data: admin })
        : jsonResponse(200, { success: true, data: null, message: 'Logged Out Successfully' }),
    );
    for (const key of ['user_login', 'project', 'redirect_to', 'visual_redirect', 'my_item'] as const) {
      writeStored(STORAGE_KEYS[key], `${key}-value`);
    }
    writeStored(STORAGE_KEYS.cart_id, 99);
    // The AI design account is separate (issue 26): the marketplace's logout leaves its token.
    writeStored(STORAGE_KEYS.AIauthToken, 'ai-token-0123456789');
    setOtpVerified();
    renderSession();
    await screen.findByText('status: authenticated');
    act(() => session.signIn(TOKEN, admin as never));

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = session.logout();
    });
    expect(screen.getByText('Logging out…')).toBeTruthy();
    await act(() => done);

    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    for (const key of ['authToken', 'user_login', 'project', 'redirect_to', 'visual_redirect', 'my_item']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(readStored(STORAGE_KEYS.cart_id)).toBe(99);
    expect(localStorage.getItem('AIauthToken')).toBe('ai-token-0123456789');
    expect(getUserTypeCookie()).toBeNull();
    expect(isOtpVerified()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    expect(notify.success).toHaveBeenCalledWith('Logged Out Successfully');
    expect(screen.getByText('status: anonymous')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Logging out…')).toBeNull());
  });

  it('logout still signs out when the server already revoked the token', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/authuser'
        ? jsonResponse(200, { success: true, data: admin })
        : jsonResponse(401, { message: 'Unauthenticated.' }),
    );
    renderSession();
    await screen.findByText('status: authenticated');
    await act(() => session.logout());
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('a 401 elsewhere clears the session user', async () => {
    setAuthToken(TOKEN);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: admin }));
    renderSession();
    await screen.findByText('status: authenticated');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Unauthenticated.' }));
    const { api } = await import('./api-client.ts');
    await act(() => api.get('/api/profile').catch(() => undefined));
    expect(screen.getByText('status: anonymous')).toBeTruthy();
    expect(session.user).toBeNull();
  });
});
