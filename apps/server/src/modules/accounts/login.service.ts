import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES, MESSAGES } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import * as throttle from '../throttle/throttle.service.ts';
import type { AuthUser } from './accounts.schemas.ts';
import { loadAuthUser } from './auth-user.ts';
import { issueToken } from './token.service.ts';
import { findAccountByEmail } from './users.repository.ts';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;

export const tooManyLoginAttempts = (minutes: number) =>
  `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

export const loginThrottleKeys = (email: string, ip: string) => ({
  account: `login:account:${email.trim().toLowerCase()}`,
  ip: `login:ip:${ip}`,
});

/** Compared against when the email is unknown, so a wrong email costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * POST /api/login: throttle per account and per IP (10 failures in 15 minutes), check the password,
 * refuse a deactivated account, clear the account's failures, issue a token (340 days with remember me).
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string; remember: boolean },
  ip: string,
): Promise<{ user: AuthUser; token: string }> {
  const { db } = app;
  const keys = loginThrottleKeys(input.email, ip);
  await throttle.assertUnder(db, keys.account, LOGIN_MAX_FAILURES, WINDOW_MS, tooManyLoginAttempts);
  await throttle.assertUnder(db, keys.ip, LOGIN_MAX_FAILURES, WINDOW_MS, tooManyLoginAttempts);

  const account = await findAccountByEmail(db, input.email);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash), input.password);
  if (!account || !valid) {
    await throttle.record(db, keys.account);
    await throttle.record(db, keys.ip);
    throw AppError.invalid(fieldError('password', MESSAGES.wrongCredentials)); // shown under the password
  }
  if (account.status === 'Deactive') throw new AppError('forbidden', MESSAGES.deactivated);

  await throttle.clear(db, keys.account);
  const { token } = await issueToken(db, account.id, { remember: input.remember });
  return { user: await loadAuthUser(db, account.id), token };
}
