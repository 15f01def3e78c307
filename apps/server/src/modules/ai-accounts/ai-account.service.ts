import { MESSAGES } from '@app/domain';
import type { AiLoginRequest } from '@app/domain/ai-design/ai-account';
import type { AiSession, AiUser } from '@app/domain/ai-design/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  accountBackoff,
  loginLimits,
  loginThrottleKeys,
  tooManyLoginAttempts,
} from '../accounts/login-throttle.ts';
import {
  EMAIL_TAKEN,
  REGISTER_LIMIT,
  tooManyRegistrations,
  uniqueViolation,
} from '../accounts/registration.service.ts';
import { grantStarterCoins } from '../ai-coins/coin-wallet.service.ts';
import { spendableCoins } from '../ai-coins/credits.service.ts';
import * as throttle from '../throttle/throttle.service.ts';
import { issueAiToken } from './ai-token.repository.ts';
import {
  type AiAccount,
  aiEmailTaken,
  findAiAccountByEmail,
  findAiAccountById,
  insertAiUser,
} from './ai-users.repository.ts';
import { queueAiVerificationMail } from './ai-verification.service.ts';

/** The AI account as GET /api/AI/get_user and the login/register answer show it (aiUserSchema). */
export async function aiUserView(db: Database, account: AiAccount): Promise<AiUser> {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    email_verified: account.emailVerifiedAt != null,
    coins: await spendableCoins(db, account.id),
    linked: account.userId != null,
  };
}

export async function loadAiUser(db: Database, aiUserId: number): Promise<AiUser> {
  const account = await findAiAccountById(db, aiUserId);
  if (!account) throw new AppError('unauthenticated');
  return aiUserView(db, account);
}

/**
 * POST /api/AI/design, register: throttle the address (as the marketplace's registration) → the email free
 * among AI accounts → (one transaction) the account, its starter coins, its token, its verification mail
 * queued → the mail delivered after commit.
 */
export async function registerAi(
  app: FastifyInstance,
  input: { name: string; email: string; password: string },
  ip: string,
): Promise<AiSession> {
  const { db } = app;
  await throttle.take(db, [{ key: `ai-register:ip:${ip}`, ...REGISTER_LIMIT }], tooManyRegistrations);
  if (await aiEmailTaken(db, input.email)) throw AppError.invalid(fieldError('email', EMAIL_TAKEN));
  const passwordHash = await hashPassword(input.password);
  let created: { id: number; token: string };
  try {
    created = await db.transaction(async (tx) => {
      const id = await insertAiUser(tx, { name: input.name, email: input.email, passwordHash });
      const starter = await grantStarterCoins(tx, id);
      await queueAiVerificationMail(app, tx, { id, email: input.email, name: input.name }, starter);
      return { id, token: await issueAiToken(tx, id) };
    });
  } catch (e) {
    // Two sign-ups racing for one email: the unique index decides.
    if (uniqueViolation(e) !== null) throw AppError.invalid(fieldError('email', EMAIL_TAKEN));
    throw e;
  }
  await app.mailer.flush();
  return { user: await loadAiUser(db, created.id), token: created.token };
}

/** Compared against when the email is unknown, so a wrong email costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** The marketplace's throttle keys (accounts/login-throttle.ts) in a namespace of the AI accounts' own. */
const aiLoginKeys = (email: string, ip: string) => {
  const keys = loginThrottleKeys(email, ip);
  return { pair: `ai-${keys.pair}`, address: `ai-${keys.address}`, account: `ai-${keys.account}` };
};

/**
 * POST /api/AI/design, login: as the marketplace's sign-in (login.service.ts checkCredentials) — an attempt
 * slot per account-and-address and per address, the account's growing delays, the same 422 under the
 * password and the same 429 — on the AI accounts' own counters: guessing one account's password never slows
 * the other's.
 */
export async function loginAi(app: FastifyInstance, input: AiLoginRequest, ip: string): Promise<AiSession> {
  const { db } = app;
  const keys = aiLoginKeys(input.email, ip);
  const slot = await throttle.take(db, loginLimits(keys), tooManyLoginAttempts, [
    accountBackoff(keys.account),
  ]);
  const account = await findAiAccountByEmail(db, input.email);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash), input.password);
  if (!account || !valid) throw AppError.invalid(fieldError('password', MESSAGES.wrongCredentials));
  await throttle.release(db, slot);
  await throttle.clear(db, keys.pair);
  return { user: await aiUserView(db, account), token: await issueAiToken(db, account.id) };
}
