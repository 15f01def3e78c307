import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../../lib/crypto.ts';

/** The cookie a browser gets at a successful sign-in: that account has signed in from it before. */
export const KNOWN_DEVICE_COOKIE = 'known_device';
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

const macOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`known-device:${body}`).digest('base64url');

/** `<account id>.<device nonce>.<HMAC>`: signed with the app secret, so it cannot be made up or moved. */
export function knownDeviceValue(secret: string, accountId: number, nonce = randomToken(16)): string {
  const body = `${accountId}.${nonce}`;
  return `${body}.${macOf(secret, body)}`;
}

/** The device's nonce when the cookie is genuine and was set for this account, else null. */
export function knownDeviceOf(secret: string, cookie: string | undefined, accountId: number): string | null {
  const [id, nonce, mac] = (cookie ?? '').split('.');
  if (!id || !nonce || !mac || Number(id) !== accountId) return null;
  const expected = Buffer.from(macOf(secret, `${id}.${nonce}`));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
