import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '../shared/constants.ts';
import { OTP_MESSAGES, otpCodeStatus, otpFailureMessage } from './otp.ts';

const now = new Date('2026-01-01T12:00:00Z');
const later = new Date('2026-01-01T12:05:00Z');
const earlier = new Date('2026-01-01T11:55:00Z');

describe('otpCodeStatus', () => {
  it('is live before expiry with fewer than the maximum wrong tries', () => {
    expect(otpCodeStatus({ expiresAt: later, consumedAt: null, attempts: OTP_MAX_ATTEMPTS - 1 }, now)).toBe(
      'live',
    );
  });
  it('is expired at or after its expiry', () => {
    expect(otpCodeStatus({ expiresAt: now, consumedAt: null, attempts: 0 }, now)).toBe('expired');
    expect(otpCodeStatus({ expiresAt: earlier, consumedAt: null, attempts: 0 }, now)).toBe('expired');
  });
  it('is burned after the maximum wrong tries, even before expiry', () => {
    expect(otpCodeStatus({ expiresAt: later, consumedAt: null, attempts: OTP_MAX_ATTEMPTS }, now)).toBe(
      'burned',
    );
  });
  it('is used once consumed', () => {
    expect(otpCodeStatus({ expiresAt: later, consumedAt: earlier, attempts: 0 }, now)).toBe('used');
  });
});

describe('otpFailureMessage', () => {
  it('asks for a new code once the code is burned', () => {
    expect(otpFailureMessage('burned')).toBe(OTP_MESSAGES.burned);
    expect(otpFailureMessage('wrong', OTP_MAX_ATTEMPTS)).toBe(OTP_MESSAGES.burned);
  });
  it('says invalid or expired otherwise', () => {
    expect(otpFailureMessage('wrong', OTP_MAX_ATTEMPTS - 1)).toBe(OTP_MESSAGES.invalid);
    expect(otpFailureMessage('expired')).toBe(OTP_MESSAGES.invalid);
    expect(otpFailureMessage('missing')).toBe(OTP_MESSAGES.invalid);
  });
});
