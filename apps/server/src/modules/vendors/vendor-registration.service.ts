import { splitFullName } from '@app/domain';
import type { VendorApplication } from '@app/domain/vendors/contract';
import type { VendorRegisterData } from '@app/domain/vendors/registration';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../accounts/accounts.schemas.ts';
import { loadAuthUser } from '../accounts/auth-user.ts';
import {
  EMAIL_TAKEN,
  REGISTER_LIMIT,
  tooManyRegistrations,
  uniqueViolation,
} from '../accounts/registration.service.ts';
import { adminEmails, emailTaken, insertUser, registrationRow } from '../accounts/users.repository.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { acceptInvitation, invitationFor } from '../pros/invitation-acceptance.service.ts';
import { take } from '../throttle/throttle.service.ts';
import { sendVerificationMail } from '../verification/verification.service.ts';
import { applicationOf, insertVendorApplication } from './vendor-applications.repository.ts';
import { vendorReceivedMail, vendorWaitingMail } from './vendor-mail.ts';

export const VENDOR_REGISTERED = 'Registration received. We review every vendor before its products go live.';

/**
 * POST /api/register/vendor: throttle the address → checkEmail → the invitation, if any (token and invited
 * address must match) → (one transaction) the Vendor (Pending, as a pro waits), its application, the accepted
 * invitation, the mails to the vendor and the admins (outbox) → deliver → the email confirmation mail. No
 * token: a vendor signs in once approved.
 */
export async function registerVendor(
  app: FastifyInstance,
  input: VendorRegisterData,
  ip: string,
): Promise<{ user: AuthUser; application: VendorApplication }> {
  const { db } = app;
  await take(db, [{ key: `register:ip:${ip}`, ...REGISTER_LIMIT }], tooManyRegistrations);
  if (await emailTaken(db, input.email)) throw AppError.invalid(fieldError('email', EMAIL_TAKEN));
  const invitation = await invitationFor(db, 'vendor', input.invitation, input.email);
  const { first_name } = splitFullName(input.full_name);
  const passwordHash = await hashPassword(input.password);
  const { appUrl } = app.config;

  let created: { userId: number; application: VendorApplication };
  try {
    created = await db.transaction(async (tx) => {
      const userId = await insertUser(
        tx,
        registrationRow(input, { type: 'Vendor', status: 'Pending', passwordHash, zipCode: '' }),
      );
      const row = await insertVendorApplication(tx, {
        userId,
        companyName: input.company_name,
        contactName: input.full_name,
        phone: `${input.country_code} ${input.phone_number}`,
        website: input.website,
        brandNames: input.brand_names,
      });
      if (invitation) await acceptInvitation(tx, invitation.id, userId);
      await queueMail(tx, {
        to: input.email,
        ...vendorReceivedMail({
          firstName: first_name,
          companyName: input.company_name,
          link: `${appUrl}/vendor/login`,
        }),
      });
      const waiting = vendorWaitingMail({
        companyName: input.company_name,
        brands: input.brand_names,
        link: `${appUrl}/admin/verifications`,
      });
      for (const to of await adminEmails(tx)) await queueMail(tx, { to, ...waiting });
      return { userId, application: applicationOf(row) };
    });
  } catch (e) {
    // Two registrations racing for one email: the unique index decides.
    if (uniqueViolation(e) !== null) throw AppError.invalid(fieldError('email', EMAIL_TAKEN));
    throw e;
  }
  await app.mailer.flush();
  // The email is confirmed as a pro's is (the vendor portal sends an unverified vendor to /verifiction).
  try {
    await sendVerificationMail(app, { id: created.userId, email: input.email, firstName: first_name });
  } catch (err) {
    app.log.error({ err, userId: created.userId }, 'verification mail not sent after vendor registration');
  }
  return { user: await loadAuthUser(db, created.userId), application: created.application };
}
