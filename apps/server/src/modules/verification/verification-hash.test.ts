import { describe, expect, it } from 'vitest';
import { isVerificationHashValid, parseVerificationHash, signVerificationHash } from './verification-hash.ts';

const secret = 'test-secret-0123456789abcdef';
const user = { id: 42, email: 'Ann@Example.com' };
const now = new Date('2026-03-01T10:00:00Z');
const tomorrow = new Date('2026-03-02T10:00:00Z');

const check = (hash: string, email = user.email, at = now, key = secret) => {
  const parsed = parseVerificationHash(hash);
  return !!parsed && isVerificationHashValid(key, parsed, email, at);
};

describe('verification hash', () => {
  it('accepts its own hash for the same user and email before expiry', () => {
    const hash = signVerificationHash(secret, user, tomorrow);
    expect(hash).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseVerificationHash(hash)?.userId).toBe(42);
    expect(check(hash)).toBe(true);
    expect(check(hash, 'ann@example.com')).toBe(true);
  });

  it('refuses after expiry, for another email, or under another secret', () => {
    const hash = signVerificationHash(secret, user, tomorrow);
    expect(check(hash, user.email, tomorrow)).toBe(false);
    expect(check(hash, 'other@example.com')).toBe(false);
    expect(check(hash, user.email, now, 'another-secret-0123456789')).toBe(false);
  });

  it('refuses a hash whose user id or expiry was rewritten', () => {
    const hash = signVerificationHash(secret, user, tomorrow);
    const [, expires, sig] = Buffer.from(hash, 'base64url').toString().split('.');
    const otherUser = Buffer.from(`43.${expires}.${sig}`).toString('base64url');
    const longer = Buffer.from(`42.${Number(expires) + 86400}.${sig}`).toString('base64url');
    expect(check(otherUser)).toBe(false);
    expect(check(longer)).toBe(false);
  });

  it('does not parse garbage', () => {
    expect(parseVerificationHash('not a hash!')).toBeNull();
    expect(parseVerificationHash(Buffer.from('1.2.short').toString('base64url'))).toBeNull();
    expect(parseVerificationHash('')).toBeNull();
  });
});
