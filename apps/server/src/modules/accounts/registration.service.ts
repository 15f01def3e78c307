import { type RegisterData, splitFullName } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { acceptInvitation, invitationFor } from '../pros/invitation-acceptance.service.ts';
import { take } from '../throttle/throttle.service.ts';
import { sendVerificationMail } from '../verification/verification.service.ts';
import { showroomExists } from './account-extras.repository.ts';
import type { AuthUser } from './accounts.schemas.ts';
import { loadAuthUser } from './auth-user.ts';
import { tokenizeCardFields } from './card-tokenizer.ts';
import { saveFormAddresses } from './form-addresses.ts';
import { saveDefaultCard } from './payment-methods.repository.ts';
import { issueToken } from './token.repository.ts';
import { emailTaken, insertUser, registrationRow } from './users.repository.ts';

export const EMAIL_TAKEN = 'The email has already been taken.';

/** Registrations per address: enough for a household or an office behind one address, not for a script. */
export const REGISTER_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 };
export const tooManyRegistrations = (minutes: number) =>
  `Too many accounts registered from your address. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** The name of the unique constraint a write broke (PostgreSQL 23505), or null. */
export const uniqueViolation = (e: unknown): string | null => {
  for (
    let c = e as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0;
    c && i < 4;
    c = c.cause as typeof c, i++
  ) {
    if (c.code === '23505') return c.constraint ?? '';
  }
  return null;
};

/**
 * POST /api/register: throttle the address → checkEmail → tokenizeCard → the pro's invitation, if any → (one
 * transaction) createUser, saveAddresses, saveCard, acceptInvitation, issueToken → sendVerificationMail. A
 * Contractor waits for approval (status Pending) and gets no token.
 */
export async function registerAccount(
  app: FastifyInstance,
  input: RegisterData,
  ip: string,
): Promise<{ user: AuthUser; token: string | null }> {
  const { db } = app;
  // Every attempt counts (a taken email too), checked and recorded as one step.
  await take(db, [{ key: `register:ip:${ip}`, ...REGISTER_LIMIT }], tooManyRegistrations);
  if (await emailTaken(db, input.email)) throw AppError.invalid(fieldError('email', EMAIL_TAKEN));

  // The provider call happens before the transaction: a declined card leaves nothing behind.
  const card = await tokenizeCardFields(app.payments, input);
  const isClient = input.type === 'User';
  // A pro's client invitation registers the homeowner into that pro's showroom (issue 11 point 4).
  const invitation = isClient ? await invitationFor(db, 'client', input.invite, input.email) : null;
  const shopId =
    invitation?.showroomId ??
    (input.shop_id && (await showroomExists(db, input.shop_id)) ? input.shop_id : null);
  const { first_name } = splitFullName(input.full_name);
  const passwordHash = await hashPassword(input.password);

  let created: { userId: number; token: string | null };
  try {
    created = await db.transaction(async (tx) => {
      const userId = await insertUser(
        tx,
        registrationRow(input, {
          type: input.type,
          status: isClient ? 'Active' : 'Pending',
          passwordHash,
          zipCode: input.zip_code,
          shopId,
        }),
      );
      await saveFormAddresses(tx, userId, input);
      if (card) await saveDefaultCard(tx, userId, card, input.name_on_Card);
      if (invitation) await acceptInvitation(tx, invitation.id, userId);
      const token = isClient ? (await issueToken(tx, userId)).token : null;
      return { userId, token };
    });
  } catch (e) {
    // Two registrations racing for one email: the unique index decides.
    if (uniqueViolation(e) !== null) throw AppError.invalid(fieldError('email', EMAIL_TAKEN));
    throw e;
  }

  try {
    await sendVerificationMail(app, { id: created.userId, email: input.email, firstName: first_name });
  } catch (err) {
    app.log.error({ err, userId: created.userId }, 'verification mail not sent after registration');
  }
  return { user: await loadAuthUser(db, created.userId), token: created.token };
}
