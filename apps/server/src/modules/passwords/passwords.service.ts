import type { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@app/domain';
import { PASSWORD_MESSAGES } from '@app/domain/accounts/account-messages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { loginThrottleKeys } from '../accounts/login-throttle.ts';
import { revokeUserTokens } from '../accounts/token.repository.ts';
import { findAccountByEmail } from '../accounts/users.repository.ts';
import { passwordResetMail } from '../mail/mail.templates.ts';
import { clear, release, take } from '../throttle/throttle.service.ts';
import {
  consumePasswordReset,
  createPasswordReset,
  findPasswordHash,
  setPasswordHash,
} from './passwords.repository.ts';

export const RESET_LINK_MINUTES = 60;
const MINUTE_MS = 60 * 1000;
/** Reset mails: 3 per address and 10 per IP in 15 minutes, so the form cannot be used to flood an inbox. */
const RESET_LIMITS = { perEmail: 3, perIp: 10, windowMs: 15 * MINUTE_MS };
/** Wrong current passwords on change_password: 10 in 15 minutes per user, like sign-in. */
const CHANGE_LIMITS = { max: 10, windowMs: 15 * MINUTE_MS };
const tooMany = (minutes: number) =>
  `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** `${APP_URL}/password_reset?token=...&email=...`: the page the web app reads them from. */
export const resetLink = (appUrl: string, token: string, email: string) =>
  `${appUrl}/password_reset?${new URLSearchParams({ token, email }).toString()}`;

/**
 * POST /api/password/email. The answer never says whether an account exists; the limits count every
 * request, known address or not.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  input: z.output<typeof forgotPasswordSchema>,
  ip: string,
): Promise<string> {
  const { perEmail, perIp, windowMs } = RESET_LIMITS;
  await take(
    app.db,
    [
      { key: `password-email:email:${input.email}`, max: perEmail, windowMs },
      { key: `password-email:ip:${ip}`, max: perIp, windowMs },
    ],
    tooMany,
  );

  const account = await findAccountByEmail(app.db, input.email);
  if (account) {
    const token = randomToken();
    await createPasswordReset(
      app.db,
      account.id,
      sha256(token),
      new Date(Date.now() + RESET_LINK_MINUTES * MINUTE_MS),
    );
    const content = passwordResetMail({
      firstName: account.firstName,
      link: resetLink(app.config.appUrl, token, account.email),
      minutes: RESET_LINK_MINUTES,
    });
    await app.mailer.send({ to: account.email, ...content });
  }
  return PASSWORD_MESSAGES.resetLinkSent;
}

/** POST /api/password/reset: a valid link sets the new password and signs the account out everywhere. */
export async function resetPassword(app: FastifyInstance, input: z.output<typeof resetPasswordSchema>) {
  const invalid = AppError.invalid(fieldError('email', PASSWORD_MESSAGES.resetLinkInvalid));
  const account = await findAccountByEmail(app.db, input.email);
  if (!account) throw invalid;
  await app.db.transaction(async (tx) => {
    if (!(await consumePasswordReset(tx, account.id, sha256(input.token), new Date()))) throw invalid;
    // Hashed only once the link proved valid, so made-up tokens cost no argon2 work.
    await setPasswordHash(tx, account.id, await hashPassword(input.password));
    await revokeUserTokens(tx, account.id);
  });
  // The owner proved it by mail: the account's sign-in delays (issue 22 B5) start again from nothing.
  await clear(app.db, loginThrottleKeys(input.email, '').account);
  return PASSWORD_MESSAGES.reset;
}

/** POST /api/change_password: checks the current password; other sessions are signed out, this one stays. */
export async function changePassword(
  app: FastifyInstance,
  user: { id: number; tokenId: number },
  input: z.output<typeof changePasswordSchema>,
) {
  // The slot is taken before the check (parallel guesses cannot outrun the limit) and given back on success.
  const slot = await take(app.db, [{ key: `change-password:user:${user.id}`, ...CHANGE_LIMITS }], tooMany);
  if (!(await verifyPassword(await findPasswordHash(app.db, user.id), input.current_password))) {
    throw AppError.invalid(fieldError('current_password', PASSWORD_MESSAGES.currentIncorrect));
  }
  await release(app.db, slot);
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserTokens(tx, user.id, { exceptTokenId: user.tokenId });
  });
  return PASSWORD_MESSAGES.changed;
}
