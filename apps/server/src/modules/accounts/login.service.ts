import { MESSAGES } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import * as throttle from '../throttle/throttle.service.ts';
import { assertMayHoldToken } from './account-access.ts';
import type { AuthUser } from './accounts.schemas.ts';
import { loadAuthUser } from './auth-user.ts';
import {
  LOGIN_WINDOW_MS,
  loginDelayMs,
  loginLimits,
  loginPause,
  loginThrottleKeys,
  tooManyLoginAttempts,
} from './login-throttle.ts';
import { issueToken } from './token.repository.ts';
import { type Account, findAccountByEmail } from './users.repository.ts';

/** Compared against when the email is unknown, so a wrong email costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * The credentials' check that sign-in and /account_verify share: take an attempt slot (per account-and-address
 * and per address; atomic, so parallel guesses cannot outrun the limit), wait the account's progressive delay,
 * check the password, give the slot back on success. Wrong credentials: 422 under the password.
 */
export async function checkCredentials(
  app: FastifyInstance,
  input: { email: string; password: string },
  ip: string,
): Promise<Account> {
  const { db } = app;
  const keys = loginThrottleKeys(input.email, ip);
  const slot = await throttle.take(db, loginLimits(keys), tooManyLoginAttempts);
  await loginPause.wait(loginDelayMs(await throttle.countRecent(db, keys.account, LOGIN_WINDOW_MS)));

  const account = await findAccountByEmail(db, input.email);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash), input.password);
  if (!account || !valid) {
    await throttle.record(db, keys.account);
    throw AppError.invalid(fieldError('password', MESSAGES.wrongCredentials)); // shown under the password
  }
  await throttle.release(db, slot);
  await throttle.clear(db, keys.pair);
  return account;
}

/**
 * POST /api/login: check the credentials, refuse a pending or deactivated account, issue a token (340 days
 * with remember me).
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string; remember: boolean },
  ip: string,
): Promise<{ user: AuthUser; token: string }> {
  const account = await checkCredentials(app, input, ip);
  assertMayHoldToken(account);
  const { token } = await issueToken(app.db, account.id, { remember: input.remember });
  return { user: await loadAuthUser(app.db, account.id), token };
}
