import { createHmac, timingSafeEqual } from 'node:crypto';

/** A verification link lives 24 hours. */
export const VERIFICATION_LINK_HOURS = 24;

const signature = (secret: string, userId: number, email: string, expires: number) =>
  createHmac('sha256', secret)
    .update(`verify-email|${userId}|${email.toLowerCase()}|${expires}`)
    .digest('base64url');

/**
 * The {hash} of /verify/{hash}: base64url of "userId.expiry.signature", where the HMAC-SHA256 signature covers
 * the user id, the email and the expiry. Changing the account's email therefore invalidates older links.
 */
export function signVerificationHash(secret: string, user: { id: number; email: string }, expiresAt: Date) {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const sig = signature(secret, user.id, user.email, expires);
  return Buffer.from(`${user.id}.${expires}.${sig}`).toString('base64url');
}

export type VerificationHash = { userId: number; expires: number; sig: string };

/** Reads a hash without trusting it; null when it is not even well-formed. */
export function parseVerificationHash(hash: string): VerificationHash | null {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(hash)) return null;
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(
    Buffer.from(hash, 'base64url').toString(),
  );
  if (!match) return null;
  return { userId: Number(match[1]), expires: Number(match[2]), sig: match[3] };
}

/** True only for an unexpired hash whose signature matches this user's current email. */
export function isVerificationHashValid(secret: string, hash: VerificationHash, email: string, now: Date) {
  if (hash.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, hash.userId, email, hash.expires));
  const given = Buffer.from(hash.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
