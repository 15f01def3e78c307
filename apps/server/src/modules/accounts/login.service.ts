import { MESSAGES } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import * as throttle from '../throttle/throttle.service.ts';
import { assertMayHoldToken } from './account-access.ts';
import type { AuthUser } from './accounts.schemas.ts';
import { loadAuthUser } from './auth-user.ts';
import { knownDeviceOf } from './known-device.ts';
import {
  accountBackoff,
  deviceLimit,
  loginLimits,
  loginThrottleKeys,
  tooManyLoginAttempts,
} from './login-throttle.ts';
import { issueToken } from './token.repository.ts';
import { type Account, findAccountByEmail } from './users.repository.ts';

/** Compared against when the email is unknown, so a wrong email costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * The credentials' check that sign-in and /account_verify share: take an attempt slot (per account-and-address
 * and per address; atomic, so parallel guesses cannot outrun the limit) and, unless this browser is a known
 * device of the account (its signed cookie: then a per-device limit instead), wait out the account's growing
 * delay — inside it the answer is 429 and the password is not checked. Check the password, give the slot
 * back on success. Wrong credentials: 422 under the password, and the attempt stays counted.
 */
export async function checkCredentials(
  app: FastifyInstance,
  input: { email: string; password: string },
  ip: string,
  deviceCookie?: string,
): Promise<Account> {
  const { db } = app;
  const keys = loginThrottleKeys(input.email, ip);
  const account = await findAccountByEmail(db, input.email);
  const device = account ? knownDeviceOf(app.config.appSecret, deviceCookie, account.id) : null;
  const slot = device
    ? await throttle.take(db, [...loginLimits(keys), deviceLimit(device)], tooManyLoginAttempts)
    : await throttle.take(db, loginLimits(keys), tooManyLoginAttempts, [accountBackoff(keys.account)]);

  decoyHash ??= hashPassword('decoy-password-never-matches');
  const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash), input.password);
  if (!account || !valid) {
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
  deviceCookie?: string,
): Promise<{ user: AuthUser; token: string }> {
  const account = await checkCredentials(app, input, ip, deviceCookie);
  assertMayHoldToken(account);
  const { token } = await issueToken(app.db, account.id, { remember: input.remember });
  return { user: await loadAuthUser(app.db, account.id), token };
}
