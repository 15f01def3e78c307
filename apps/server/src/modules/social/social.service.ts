import { MESSAGES, type SocialProvider } from '@app/domain';
import { SOCIAL_MESSAGES } from '@app/domain/accounts/account-messages';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { assertMayHoldToken } from '../accounts/account-access.ts';
import type { AuthUser } from '../accounts/accounts.schemas.ts';
import { loadAuthUser } from '../accounts/auth-user.ts';
import { issueToken } from '../accounts/token.repository.ts';
import { type Account, findAccountByEmail, findAccountById } from '../accounts/users.repository.ts';
import { type SocialIdentity, verifyIdToken } from './id-token.ts';
import {
  createSocialUser,
  findLinkedUserId,
  linkSocialAccount,
  markVerifiedByProvider,
} from './social.repository.ts';

const notVerified = () => AppError.invalid(fieldError('data', SOCIAL_MESSAGES.notVerified));

async function verifiedIdentity(
  app: FastifyInstance,
  provider: SocialProvider,
  idToken: string,
  nonce: string | null,
) {
  const config = app.config[provider];
  const clientId = config.clientId;
  if (!clientId) throw AppError.invalid(fieldError('provider', SOCIAL_MESSAGES.providerNotConfigured));
  try {
    return await verifyIdToken(provider, { ...config, clientId }, idToken, nonce);
  } catch (err) {
    app.log.info({ provider, reason: (err as Error).name }, 'social ID token refused');
    throw notVerified();
  }
}

/** Only homeowners sign in here (spec point 6); a deactivated or pending account gets no token. */
function assertMaySignIn(account: Pick<Account, 'type' | 'status'>) {
  if (account.type !== 'User') throw new AppError('forbidden', MESSAGES.notAuthorized);
  assertMayHoldToken(account);
}

/** The account this identity signs in as: already linked, else linked now by a verified email, else a new User. */
async function accountFor(app: FastifyInstance, identity: SocialIdentity): Promise<number> {
  const linkedId = await findLinkedUserId(app.db, identity.provider, identity.subject);
  if (linkedId) {
    const linked = await findAccountById(app.db, linkedId);
    if (!linked) throw notVerified();
    assertMaySignIn(linked);
    return linked.id;
  }
  if (!identity.email) throw notVerified();
  const existing = await findAccountByEmail(app.db, identity.email);
  if (existing) {
    // Linking on an address the provider does not vouch for would hand the account to whoever typed it.
    if (!identity.emailVerified) throw notVerified();
    assertMaySignIn(existing);
    await app.db.transaction(async (tx) => {
      await linkSocialAccount(tx, existing.id, identity);
      await markVerifiedByProvider(tx, existing.id, new Date());
    });
    return existing.id;
  }
  return createSocialUser(app.db, { ...identity, email: identity.email }, await hashPassword(randomToken()));
}

/** POST /api/sociallogin/{provider}: `{ user, token }` like POST /api/login. */
export async function socialLogin(
  app: FastifyInstance,
  provider: SocialProvider,
  idToken: string,
  nonce: string | null = null,
): Promise<{ user: AuthUser; token: string }> {
  const identity = await verifiedIdentity(app, provider, idToken, nonce);
  const userId = await accountFor(app, identity);
  const { token } = await issueToken(app.db, userId);
  return { user: await loadAuthUser(app.db, userId), token };
}
