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
import { findAccountByEmail } from './users.repository.ts';

/** Compared against when the email is unknown, so a wrong email costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * POST /api/login: take an attempt slot (per account-and-address and per address; atomic, so parallel
 * guesses cannot outrun the limit), wait the account's progressive delay, check the password, give the slot
 * back on success, refuse a pending or deactivated account, issue a token (340 days with remember me).
 */
export async function login(
  app: FastifyInstance,
  input: { email: string; password: string; remember: boolean },
  ip: string,
): Promise<{ user: AuthUser; token: string }> {
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
  assertMayHoldToken(account);

  const { token } = await issueToken(db, account.id, { remember: input.remember });
  return { user: await loadAuthUser(db, account.id), token };
}
