import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';
import { onUnauthenticated } from './auth-events.ts';
import { setNavigator } from './navigation.ts';
import { readStored, STORAGE_KEYS, setAuthToken, writeStored } from './storage.ts';
import { notify } from './toast.ts';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  for (const kind of ['success', 'error', 'warning', 'info'] as const) vi.spyOn(notify, kind);
  window.history.replaceState(null, '', '/checkout?step=2');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  navigate.mockReset();
  setNavigator(null);
});

describe('api-client requests (spec point 7)', () => {
  it('sends the bearer token, the AI token, JSON and requested-with headers', async () => {
    setAuthToken('token-abcdefghijk');
    writeStored(STORAGE_KEYS.AIauthToken, 'ai-token-123');
    respond(200, { success: true, data: { ok: 1 } });

    const result = await api.post<{ ok: number }>('/api/login', { email: 'a@b.co' });

    expect(result).toEqual({ success: true, data: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/login');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-abcdefghijk');
    expect(headers.get('AIauthToken')).toBe('ai-token-123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.co' }));
  });

  it('sends no Authorization header without a token, and builds the query string', async () => {
    respond(200, { success: true, data: { data: [], total: 3 } });
    await api.get('/api/notification', { query: { pending: 1, skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/notification?pending=1');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('postForm sends multipart FormData without its own Content-Type (the browser adds the boundary)', async () => {
    respond(200, { success: true, message: 'Thanks' });
    const form = new FormData();
    form.set('email', 'a@b.co');
    await api.postForm('/api/sample_request', form);
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('prefixes the base URL from the page meta', async () => {
    const meta = document.createElement('meta');
    meta.name = 'api-base-url';
    meta.content = 'https://api.example.test/';
    document.head.append(meta);
    respond(200, { success: true, data: null });
    await api.get('/api/setting');
    meta.remove();
    expect(fetchMock.mock.calls[0][0]).toBe('https://api.example.test/api/setting');
  });

  it('treats a status other than 200/201 as a failure, even a 2xx', async () => {
    respond(204, undefined);
    const error = await failureOf(api.delete('/api/cart/destroy/1'));
    expect(error.status).toBe(204);
  });

  it('a 202 the call accepts (a queued job) is its success; without `accepted` it fails', async () => {
    const queued = { success: true, data: { generation: { id: 5, status: 'queued' } } };
    respond(202, queued);
    await expect(api.post('/api/AI/generations', {}, { accepted: [202] })).resolves.toEqual(queued);
    respond(202, queued);
    expect((await failureOf(api.post('/api/AI/generations', {}))).status).toBe(202);
  });
});

describe('api-client error catalogue (spec point 8)', () => {
  it('422: replaces the generic text in a warning toast and exposes the field errors', async () => {
    respond(422, {
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'] },
    });
    const error = await failureOf(api.post('/api/register', {}));
    expect(notify.warning).toHaveBeenCalledWith('Invalid input OR some mandatory fields are blank.');
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: ['The email has already been taken.'] });
    expect(error.message).toBe('Invalid input OR some mandatory fields are blank.');
  });

  it('422 whose errors all sit on fields the form shows: no toast, the errors still reach the form', async () => {
    const declined = {
      message: 'The given data was invalid.',
      errors: { card_number: ['Your card was declined.'] },
    };
    respond(422, declined);
    const error = await failureOf(api.post('/api/orders', {}, { fieldsShown: ['card_number', 'cvv'] }));
    expect(notify.warning).not.toHaveBeenCalled();
    expect(error.fieldErrors).toEqual(declined.errors);
    respond(422, { ...declined, errors: { ...declined.errors, other: ['Not shown.'] } });
    await failureOf(api.post('/api/orders', {}, { fieldsShown: ['card_number'] }));
    expect(notify.warning).toHaveBeenCalledWith('Invalid input OR some mandatory fields are blank.');
  });

  it('422 with a specific message keeps it', async () => {
    respond(422, { message: 'Your card was declined.' });
    await failureOf(api.post('/api/register', {}));
    expect(notify.warning).toHaveBeenCalledWith('Your card was declined.');
  });

  it('401: clears the token and the user and goes to login with the current path', async () => {
    setAuthToken('token-abcdefghijk');
    writeStored(STORAGE_KEYS.user_login, true);
    const sessionCleared = vi.fn();
    const stop = onUnauthenticated(sessionCleared);
    respond(401, { message: 'Unauthenticated.' });

    const error = await failureOf(api.get('/api/profile'));
    stop();

    expect(error.status).toBe(401);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(readStored(STORAGE_KEYS.user_login)).toBeNull();
    expect(sessionCleared).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcheckout%3Fstep%3D2', { replace: true });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('401 with silent still signs out; skipAuthRedirect does not', async () => {
    setAuthToken('token-abcdefghijk');
    respond(401, { message: 'Unauthenticated.' });
    await failureOf(api.get('/api/profile', { silent: true }));
    expect(navigate).toHaveBeenCalledTimes(1);

    setAuthToken('token-abcdefghijk');
    respond(401, { message: 'Unauthenticated.' });
    await failureOf(api.get('/api/authuser', { skipAuthRedirect: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('authToken')).toBe('token-abcdefghijk');
  });

  it('404 without a message: error toast with the fallback text', async () => {
    respond(404, {});
    await failureOf(api.get('/api/projectCart/9'));
    expect(notify.error).toHaveBeenCalledWith('Record not found for processing.');
  });

  it('404 with a message shows the server message', async () => {
    respond(404, { message: 'No such project.' });
    await failureOf(api.get('/api/projectCart/9'));
    expect(notify.error).toHaveBeenCalledWith('No such project.');
  });

  it('500 and 405 without a message: the internal-error fallback', async () => {
    respond(500, { message: '' });
    await failureOf(api.get('/api/setting'));
    respond(405, null);
    await failureOf(api.put('/api/setting'));
    expect(notify.error).toHaveBeenNthCalledWith(1, 'Internal Server error please try again.');
    expect(notify.error).toHaveBeenNthCalledWith(2, 'Internal Server error please try again.');
  });

  it('500 with a non-JSON body still falls back', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 500 }));
    const error = await failureOf(api.get('/api/setting'));
    expect(error.body).toBeNull();
    expect(notify.error).toHaveBeenCalledWith('Internal Server error please try again.');
  });

  it('403: error toast with the server message', async () => {
    respond(403, { message: 'This action is unauthorized.' });
    const error = await failureOf(api.get('/api/login/verify_otp'));
    expect(error.status).toBe(403);
    expect(notify.error).toHaveBeenCalledWith('This action is unauthorized.');
  });

  it('418 and 429: rejected without a toast', async () => {
    respond(418, { message: "I'm a teapot" });
    const teapot = await failureOf(api.get('/api/x'));
    respond(429, { message: 'Too many attempts. Please try again later.' });
    const throttled = await failureOf(api.post('/api/login', {}));
    expect(teapot.status).toBe(418);
    expect(throttled.body?.message).toBe('Too many attempts. Please try again later.');
    for (const kind of ['success', 'error', 'warning', 'info'] as const)
      expect(notify[kind]).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('silent: true suppresses the toasts', async () => {
    respond(422, { message: 'The given data was invalid.', errors: { otp: ['Wrong.'] } });
    const error = await failureOf(api.get('/api/login/verify_otp', { silent: true }));
    respond(500, {});
    await failureOf(api.get('/api/setting', { silent: true }));
    expect(error.fieldErrors).toEqual({ otp: ['Wrong.'] });
    expect(notify.warning).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a network failure is status 0 and silent', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failureOf(api.get('/api/setting'));
    expect(error.status).toBe(0);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
