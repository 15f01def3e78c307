import { splitFullName } from '@app/domain';
import { VERIFICATION_MESSAGES } from '@app/domain/accounts/account-messages';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { take } from '../throttle/throttle.service.ts';
import {
  isVerificationHashValid,
  parseVerificationHash,
  signVerificationHash,
  VERIFICATION_LINK_HOURS,
} from '../verification/verification-hash.ts';
import { aiVerifyEmailMail } from './ai-mail.ts';
import { type AiAccount, findAiAccountById, markAiEmailVerified } from './ai-users.repository.ts';

/** Where the AI verification link goes: the web's welcome page reads `verify` and calls the verify path. */
export const AI_VERIFY_PATH = '/design-ai/welcome?verify=';

/** Resends per AI account: 3 in 10 minutes, as the marketplace's. */
const RESEND_LIMIT = { max: 3, windowMs: 10 * 60 * 1000 };
const TOO_MANY_RESENDS = (minutes: number) =>
  `Too many verification emails requested. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * The hashes are the marketplace's (verification-hash.ts: user id, email and expiry under an HMAC) signed
 * with a key of their own, so a marketplace link never verifies an AI account of the same id, nor the reverse.
 */
const aiSecret = (app: FastifyInstance) => `${app.config.appSecret}|ai-design-account`;

export function aiVerificationLink(
  app: FastifyInstance,
  account: { id: number; email: string },
  now = new Date(),
) {
  const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_HOURS * 60 * 60 * 1000);
  return `${app.config.appUrl}${AI_VERIFY_PATH}${signVerificationHash(aiSecret(app), account, expiresAt)}`;
}

const dateWords = (d: Date) =>
  d.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/Los_Angeles',
  });

/**
 * Queues the verification mail in `db` (the registration's transaction: the mail goes if and only if the
 * account exists; app.mailer.flush() delivers it after commit).
 */
export async function queueAiVerificationMail(
  app: FastifyInstance,
  db: Database,
  account: Pick<AiAccount, 'id' | 'email' | 'name'>,
  starter: { coins: number; expiresAt: Date | null } | null = null,
) {
  const content = aiVerifyEmailMail({
    firstName: splitFullName(account.name).first_name,
    link: aiVerificationLink(app, account),
    hours: VERIFICATION_LINK_HOURS,
    starter: starter && {
      coins: starter.coins,
      expiresOn: starter.expiresAt ? dateWords(starter.expiresAt) : null,
    },
  });
  await queueMail(db, { to: account.email, ...content });
}

/** GET /api/AI/design/email/resend: a new link unless already verified; rate-limited per AI account. */
export async function resendAiVerification(app: FastifyInstance, aiUserId: number): Promise<string> {
  const account = await findAiAccountById(app.db, aiUserId);
  if (!account) throw new AppError('unauthenticated');
  if (account.emailVerifiedAt) return VERIFICATION_MESSAGES.alreadyVerified;
  await take(app.db, [{ key: `ai-email-resend:${aiUserId}`, ...RESEND_LIMIT }], TOO_MANY_RESENDS);
  await queueAiVerificationMail(app, app.db, account);
  await app.mailer.flush();
  return VERIFICATION_MESSAGES.sent;
}

/** GET /api/AI/design/email/verify/{hash}: no session needed, the signed hash names the account. Idempotent. */
export async function verifyAiEmail(app: FastifyInstance, hash: string, now = new Date()) {
  const invalid = new AppError('forbidden', VERIFICATION_MESSAGES.invalidLink);
  const parsed = parseVerificationHash(hash);
  if (!parsed) throw invalid;
  const account = await findAiAccountById(app.db, parsed.userId);
  if (!account || !isVerificationHashValid(aiSecret(app), parsed, account.email, now)) throw invalid;
  const verifiedAt = await markAiEmailVerified(app.db, account.id, now);
  if (!verifiedAt) throw invalid;
  return {
    message: account.emailVerifiedAt ? VERIFICATION_MESSAGES.alreadyVerified : VERIFICATION_MESSAGES.verified,
    emailVerifiedAt: verifiedAt,
  };
}
