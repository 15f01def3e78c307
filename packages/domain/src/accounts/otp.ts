import { OTP_MAX_ATTEMPTS } from '../shared/constants.ts';

/** Messages of the admin OTP step (GET /api/login/verify_otp). */
export const OTP_MESSAGES = {
  sent: 'A verification code has been sent to your email.',
  verified: 'OTP verified successfully.',
  invalid: 'Invalid or expired OTP.',
  burned: 'Too many wrong attempts. Please request a new code.',
} as const;

export type OtpCodeRecord = { expiresAt: Date; consumedAt: Date | null; attempts: number };
export type OtpCodeStatus = 'live' | 'used' | 'expired' | 'burned';

/**
 * Whether a stored code can still be tried. A burned code stays burned even when the right digits arrive,
 * so guessing 10^6 codes is capped at OTP_MAX_ATTEMPTS per mailed code.
 */
export function otpCodeStatus(code: OtpCodeRecord, now: Date): OtpCodeStatus {
  if (code.consumedAt) return 'used';
  if (code.attempts >= OTP_MAX_ATTEMPTS) return 'burned';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'live';
}

/** The message after a failed try: burned codes tell the admin to ask for a new one. */
export const otpFailureMessage = (status: OtpCodeStatus | 'wrong' | 'missing', attemptsAfter = 0) =>
  status === 'burned' || (status === 'wrong' && attemptsAfter >= OTP_MAX_ATTEMPTS)
    ? OTP_MESSAGES.burned
    : OTP_MESSAGES.invalid;
