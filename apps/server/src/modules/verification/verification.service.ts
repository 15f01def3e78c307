import { VERIFICATION_MESSAGES } from '@app/domain/accounts/account-messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findAccountById } from '../accounts/users.repository.ts';
import { verifyEmailMail } from '../mail/mail.templates.ts';
import { take } from '../throttle/throttle.service.ts';
import { markEmailVerified } from './verification.repository.ts';
import {
  isVerificationHashValid,
  parseVerificationHash,
  signVerificationHash,
  VERIFICATION_LINK_HOURS,
} from './verification-hash.ts';

/** Resends per user: 3 in 10 minutes. */
const RESEND_MAX = 3;
const RESEND_WINDOW_MS = 10 * 60 * 1000;
const TOO_MANY_RESENDS = (minutes: number) =>
  `Too many verification emails requested. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

type MailUser = { id: number; email: string; firstName: string };

/** `${APP_URL}/verify/{hash}`, valid 24 hours for this user and email. */
export function verificationLink(
  app: FastifyInstance,
  user: { id: number; email: string },
  now = new Date(),
) {
  const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_HOURS * 60 * 60 * 1000);
  return `${app.config.appUrl}/verify/${signVerificationHash(app.config.appSecret, user, expiresAt)}`;
}

async function mailVerificationLink(app: FastifyInstance, user: MailUser) {
  const content = verifyEmailMail({
    firstName: user.firstName,
    link: verificationLink(app, user),
    hours: VERIFICATION_LINK_HOURS,
  });
  await app.mailer.send({ to: user.email, ...content });
}

/**
 * Called by registration once the account exists. A mail failure is logged, not thrown: the account is
 * created either way and the user can ask for a new link from /verifiction.
 */
export async function sendVerificationMail(app: FastifyInstance, user: MailUser): Promise<void> {
  try {
    await mailVerificationLink(app, user);
  } catch (err) {
    app.log.error({ err, userId: user.id }, 'verification mail could not be sent');
  }
}

/** GET /api/email/resend: a new link unless already verified; rate-limited per user. */
export async function resendVerificationMail(app: FastifyInstance, userId: number): Promise<string> {
  const account = await findAccountById(app.db, userId);
  if (!account) throw new AppError('unauthenticated');
  if (account.emailVerifiedAt) return VERIFICATION_MESSAGES.alreadyVerified;
  const key = `email-resend:user:${userId}`;
  // Checked and counted in one step: parallel resends cannot slip past the limit.
  await take(app.db, [{ key, max: RESEND_MAX, windowMs: RESEND_WINDOW_MS }], TOO_MANY_RESENDS);
  await mailVerificationLink(app, account);
  return VERIFICATION_MESSAGES.sent;
}

/** GET /api/email/verify/{hash}: no session needed, the signed hash names the user. Idempotent. */
export async function verifyEmail(app: FastifyInstance, hash: string, now = new Date()) {
  const invalid = new AppError('forbidden', VERIFICATION_MESSAGES.invalidLink);
  const parsed = parseVerificationHash(hash);
  if (!parsed) throw invalid;
  const account = await findAccountById(app.db, parsed.userId);
  if (!account || !isVerificationHashValid(app.config.appSecret, parsed, account.email, now)) throw invalid;
  const wasVerified = !!account.emailVerifiedAt;
  const verifiedAt = await markEmailVerified(app.db, account.id, now);
  if (!verifiedAt) throw invalid;
  return {
    message: wasVerified ? VERIFICATION_MESSAGES.alreadyVerified : VERIFICATION_MESSAGES.verified,
    emailVerifiedAt: verifiedAt,
  };
}
