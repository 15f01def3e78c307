import { checkPhone, splitFullName } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAddress } from '../accounts/addresses.repository.ts';
import { loadAuthUser } from '../accounts/auth-user.ts';
import { tokenizeCardFields } from '../accounts/card-tokenizer.ts';
import { saveFormAddresses } from '../accounts/form-addresses.ts';
import { findDefaultCard, saveDefaultCard } from '../accounts/payment-methods.repository.ts';
import { findAccountById, type UserChanges, updateUser } from '../accounts/users.repository.ts';
import { shippingChargeCents } from '../settings/settings.service.ts';
import type { Profile, ProfileUpdate } from './profile.schemas.ts';

const toAddressDto = (a: Awaited<ReturnType<typeof findAddress>>) =>
  a ? { street: a.street, city: a.city, state: a.state, zip_code: a.zipCode, apartment: a.apartment } : null;

/** GET /api/profile: the user, both addresses, the saved card's brand/last 4/expiry, and the shipping charge. */
export async function loadProfile(db: Database, userId: number): Promise<Profile> {
  const [user, shipping, billing, card, shippingCents] = await Promise.all([
    loadAuthUser(db, userId),
    findAddress(db, userId, 'shipping'),
    findAddress(db, userId, 'billing'),
    findDefaultCard(db, userId),
    shippingChargeCents(db),
  ]);
  return {
    user,
    shipping_address: toAddressDto(shipping),
    billing_address: toAddressDto(billing),
    payment_details: card
      ? {
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          name_on_card: card.nameOnCard,
        }
      : null,
    shipping_charge: shippingCents / 100,
  };
}

const phoneCheck = z.object({ country_code: z.string(), phone_number: z.string() }).superRefine(checkPhone);

/**
 * PUT /api/profile: tokenizeCard (if a card is given) → (one transaction) updateUser, saveAddresses,
 * saveCard. A phone given alone is checked against the stored calling code.
 */
export async function updateProfile(
  app: FastifyInstance,
  userId: number,
  input: ProfileUpdate,
): Promise<Profile> {
  const { db } = app;
  const account = await findAccountById(db, userId);
  if (!account) throw new AppError('unauthenticated');

  if (input.phone_number !== undefined || input.country_code !== undefined) {
    const phone = phoneCheck.safeParse({
      country_code: input.country_code ?? account.countryCode,
      phone_number: input.phone_number ?? account.phoneNumber,
    });
    if (!phone.success) throw AppError.invalid({ phone_number: [phone.error.issues[0].message] });
  }
  const card = await tokenizeCardFields(app.payments, input);

  await db.transaction(async (tx) => {
    const changes: UserChanges = {};
    if (input.full_name !== undefined) {
      const { first_name, last_name } = splitFullName(input.full_name);
      Object.assign(changes, { fullName: input.full_name, firstName: first_name, lastName: last_name });
    }
    if (input.country_code !== undefined) changes.countryCode = input.country_code;
    if (input.phone_number !== undefined) changes.phoneNumber = input.phone_number;
    if (input.zip_code !== undefined) changes.zipCode = input.zip_code;
    await updateUser(tx, userId, changes);
    await saveFormAddresses(tx, userId, input);
    if (card) await saveDefaultCard(tx, userId, card, input.name_on_Card);
  });
  return loadProfile(db, userId);
}
