import { OTP_TTL_MINUTES } from '@app/domain';
import { OTP_MESSAGES, otpCodeStatus, otpFailureMessage } from '@app/domain/accounts/otp';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findAccountById } from '../accounts/users.repository.ts';
import { adminOtpMail } from '../mail/mail.templates.ts';
import { take } from '../throttle/throttle.service.ts';
import {
  addWrongAttempt,
  consumeCode,
  latestCode,
  markTokenOtpVerified,
  replaceCode,
} from './otp.repository.ts';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.ts';

const PURPOSE = 'admin_login';
/** Sends per admin: one every 30 seconds, five an hour and ten a day. */
const SEND_LIMITS = [
  { max: 1, windowMs: 30 * 1000 },
  { max: 5, windowMs: 60 * 60 * 1000 },
  { max: 10, windowMs: 24 * 60 * 60 * 1000 },
];
const TOO_MANY_SENDS = 'Too many verification codes requested. Please wait before asking for a new one.';

/**
 * GET /api/login/verify_otp with no code: mails a fresh code for the calling token, voiding earlier ones.
 * The limits are checked and recorded as one step, so parallel calls cannot send more.
 */
export async function sendAdminOtp(
  app: FastifyInstance,
  session: { userId: number; tokenId: number },
): Promise<string> {
  const { userId, tokenId } = session;
  const key = `admin-otp-send:user:${userId}`;
  await take(
    app.db,
    SEND_LIMITS.map((limit) => ({ key, ...limit })),
    TOO_MANY_SENDS,
  );

  const account = await findAccountById(app.db, userId);
  if (!account) throw new AppError('unauthenticated');
  const code = generateOtpCode();
  await replaceCode(app.db, {
    userId,
    tokenId,
    purpose: PURPOSE,
    codeHash: hashOtpCode(app.config.appSecret, userId, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60 * 1000),
  });
  const content = adminOtpMail({ firstName: account.firstName, code, minutes: OTP_TTL_MINUTES });
  await app.mailer.send({ to: account.email, ...content });
  return OTP_MESSAGES.sent;
}

/**
 * GET /api/login/verify_otp?otp=: checks the newest code, which only the token that asked for it may use; a
 * match uses it up and unlocks admin actions for that token; a miss counts toward the burn.
 */
export async function verifyAdminOtp(
  app: FastifyInstance,
  session: { userId: number; tokenId: number },
  otp: string,
  now = new Date(),
) {
  const { userId } = session;
  const fail = (message: string) => ({ validOtp: false, message });
  const code = await latestCode(app.db, userId, PURPOSE);
  // A code mailed for another session of the same admin is, for this token, no code at all.
  if (!code || code.tokenId !== session.tokenId) return fail(otpFailureMessage('missing'));
  const status = otpCodeStatus(code, now);
  if (status !== 'live') return fail(otpFailureMessage(status));
  if (!otpCodeMatches(app.config.appSecret, userId, otp, code.codeHash)) {
    return fail(otpFailureMessage('wrong', await addWrongAttempt(app.db, code.id)));
  }
  if (!(await consumeCode(app.db, code.id, now))) return fail(OTP_MESSAGES.invalid);
  await markTokenOtpVerified(app.db, session.tokenId);
  return { validOtp: true, message: OTP_MESSAGES.verified };
}
