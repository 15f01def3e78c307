import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '@app/domain';

/** A uniformly random code of OTP_DIGITS digits, leading zeros kept. */
export const generateOtpCode = () => String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');

/**
 * Keyed hash of a code: a plain SHA-256 of six digits would fall to a million guesses, so the app secret and
 * the user id are mixed in.
 */
export const hashOtpCode = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`admin-otp|${userId}|${code}`).digest('hex');

export function otpCodeMatches(secret: string, userId: number, code: string, storedHash: string) {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashOtpCode(secret, userId, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
