import { OTP_TTL_MINUTES } from '@app/domain';
import { OTP_MESSAGES, otpCodeStatus, otpFailureMessage } from '@app/domain/accounts/otp';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findAccountById } from '../accounts/users.repository.ts';
import { adminOtpMail } from '../mail/mail.templates.ts';
import { assertUnder, record } from '../throttle/throttle.service.ts';
import {
  addWrongAttempt,
  consumeCode,
  latestCode,
  markTokenOtpVerified,
  replaceCode,
} from './otp.repository.ts';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.ts';

const PURPOSE = 'admin_login';
/** Sends per admin: one every 30 seconds and five an hour. */
const SEND_LIMITS = [
  { max: 1, windowMs: 30 * 1000 },
  { max: 5, windowMs: 60 * 60 * 1000 },
];
const TOO_MANY_SENDS = 'Too many verification codes requested. Please wait before asking for a new one.';

/** GET /api/login/verify_otp with no code: mails a fresh code, voiding earlier ones. */
export async function sendAdminOtp(app: FastifyInstance, userId: number): Promise<string> {
  const key = `admin-otp-send:user:${userId}`;
  for (const limit of SEND_LIMITS) await assertUnder(app.db, key, limit.max, limit.windowMs, TOO_MANY_SENDS);
  await record(app.db, key);

  const account = await findAccountById(app.db, userId);
  if (!account) throw new AppError('unauthenticated');
  const code = generateOtpCode();
  await replaceCode(app.db, {
    userId,
    purpose: PURPOSE,
    codeHash: hashOtpCode(app.config.appSecret, userId, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60 * 1000),
  });
  const content = adminOtpMail({ firstName: account.firstName, code, minutes: OTP_TTL_MINUTES });
  await app.mailer.send({ to: account.email, ...content });
  return OTP_MESSAGES.sent;
}

/**
 * GET /api/login/verify_otp?otp=: checks the newest code; a match uses it up and unlocks admin actions for the
 * token it was checked with; a miss counts toward the burn.
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
  if (!code) return fail(otpFailureMessage('missing'));
  const status = otpCodeStatus(code, now);
  if (status !== 'live') return fail(otpFailureMessage(status));
  if (!otpCodeMatches(app.config.appSecret, userId, otp, code.codeHash)) {
    return fail(otpFailureMessage('wrong', await addWrongAttempt(app.db, code.id)));
  }
  if (!(await consumeCode(app.db, code.id, now))) return fail(OTP_MESSAGES.invalid);
  await markTokenOtpVerified(app.db, session.tokenId);
  return { validOtp: true, message: OTP_MESSAGES.verified };
}
