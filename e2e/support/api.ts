import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { DEMO_PASSWORD } from './forms.ts';
import { latestMailText } from './mailbox.ts';

/** A JSON call to the product's API, as a portal or a script would make it. */
export async function call<T>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; data: T; message?: string }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const json = (await res.json().catch(() => ({}))) as { data: T; message?: string };
  return { status: res.status, data: json.data, message: json.message };
}

export async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call<{ token: string }>('POST', '/api/login', { body: { email, password } });
  expect(res.status, `sign-in of ${email}`).toBe(200);
  return res.data.token;
}

/** The server mails an admin at most one code per 30 s (otp.service.ts). */
const OTP_SEND_WINDOW_MS = 30_000;
let adminCodeSentAt = 0;

/** The admin's token after the emailed one-time code (decision 0001), read from the dev mailbox. */
export async function adminToken(): Promise<string> {
  const token = await login('admin@demo.test');
  // One code per 30 s per admin: another journey may just have asked for one.
  let sent = await call('GET', '/api/login/verify_otp', { token });
  for (let i = 0; sent.status === 429 && i < 8; i++) {
    await new Promise((r) => setTimeout(r, 5_000));
    sent = await call('GET', '/api/login/verify_otp', { token });
  }
  expect(sent.status).toBe(200);
  adminCodeSentAt = Date.now();
  const code = (await latestMailText('admin@demo.test')).match(/verification code is (\d{6})/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const verified = await call<{ valid_otp: boolean }>('GET', `/api/login/verify_otp?otp=${code}`, { token });
  expect(verified.data.valid_otp).toBe(true);
  return token;
}

/** Waits out the admin's code window, so a journey signing the admin in next gets a code of its own. */
export async function afterAdminCode() {
  const wait = adminCodeSentAt + OTP_SEND_WINDOW_MS + 1_000 - Date.now();
  if (adminCodeSentAt && wait > 0) await new Promise((r) => setTimeout(r, wait));
}
