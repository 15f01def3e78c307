import { splitFullName } from '@app/domain';
import { formatDateTime } from '@app/domain/format/date';
import { type ContractorRegisterData, dueAt, type Verification } from '@app/domain/pros/registration';
import { VSD_ID_TAKEN, vsdIdCandidates } from '@app/domain/pros/vsd-id';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../accounts/accounts.schemas.ts';
import { saveAddress } from '../accounts/addresses.repository.ts';
import { loadAuthUser } from '../accounts/auth-user.ts';
import {
  EMAIL_TAKEN,
  REGISTER_LIMIT,
  tooManyRegistrations,
  uniqueViolation,
} from '../accounts/registration.service.ts';
import { adminEmails, emailTaken, insertUser, registrationRow } from '../accounts/users.repository.ts';
import { proReceivedMail, proWaitingMail } from '../mail/mail.templates.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { insertShowroom } from '../showrooms/showrooms.repository.ts';
import { take } from '../throttle/throttle.service.ts';
import { sendVerificationMail } from '../verification/verification.service.ts';
import { acceptInvitation, invitationFor } from './invitation-acceptance.service.ts';
import {
  findApplication,
  insertApplication,
  takenVsdIds,
  verificationOf,
} from './pro-applications.repository.ts';

/** The first suggested showroom ID nobody holds; past the company's 20 candidates, 'PRO' and 5 random ones. */
export async function suggestVsdId(db: Database, companyName: string): Promise<string> {
  const candidates = vsdIdCandidates(companyName);
  const taken = await takenVsdIds(db, candidates);
  const free = candidates.find((c) => !taken.has(c));
  if (free) return free;
  for (;;) {
    const random = `PRO${randomToken(8)
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 5)}`;
    if (random.length === 8 && !(await takenVsdIds(db, [random])).has(random)) return random;
  }
}

export async function vsdIdAvailable(db: Database, vsdId: string): Promise<boolean> {
  return !(await takenVsdIds(db, [vsdId])).has(vsdId);
}

/**
 * POST /api/register/contractor: throttle the address → checkEmail → chooseVsdId → (one transaction) the
 * Contractor (Pending), the showroom (not live), the licence application, the mails to the pro and the admins
 * (outbox) → deliver. No token: a pro signs in once approved.
 */
export async function registerPro(
  app: FastifyInstance,
  input: ContractorRegisterData,
  ip: string,
): Promise<{ user: AuthUser; verification: Verification }> {
  const { db } = app;
  await take(db, [{ key: `register:ip:${ip}`, ...REGISTER_LIMIT }], tooManyRegistrations);
  if (await emailTaken(db, input.email)) throw AppError.invalid(fieldError('email', EMAIL_TAKEN));
  if (input.vsd_id && !(await vsdIdAvailable(db, input.vsd_id)))
    throw AppError.invalid(fieldError('vsd_id', VSD_ID_TAKEN));
  const vsdId = input.vsd_id ?? (await suggestVsdId(db, input.company_name));
  const { first_name } = splitFullName(input.full_name);
  const passwordHash = await hashPassword(input.password);
  const { appUrl } = app.config;
  // A pro's designer invitation (issue 11 point 4) is accepted by the invitee's own registration as a designer.
  const invitation =
    input.trade === 'designer' ? await invitationFor(db, 'designer', input.invite, input.email) : null;

  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const id = await insertUser(
        tx,
        registrationRow(input, {
          type: 'Contractor',
          status: 'Pending',
          passwordHash,
          zipCode: input.business_zip_code,
        }),
      );
      await insertShowroom(tx, { userId: id, vsdId, companyName: input.company_name, live: false });
      const address = {
        street: input.business_street,
        city: input.business_city,
        state: input.business_state,
        zipCode: input.business_zip_code,
        apartment: '',
      };
      await saveAddress(tx, id, 'billing', address);
      if (invitation) await acceptInvitation(tx, invitation.id, id);
      const submittedAt = await insertApplication(tx, {
        userId: id,
        trade: input.trade,
        licenseNumber: input.license_number,
        licenseState: input.license_state,
        businessStreet: address.street,
        businessCity: address.city,
        businessState: address.state,
        businessZipCode: address.zipCode,
      });
      const due = formatDateTime(dueAt(submittedAt));
      await queueMail(tx, {
        to: input.email,
        ...proReceivedMail({
          firstName: first_name,
          companyName: input.company_name,
          dueAt: due,
          link: `${appUrl}/account_verify`,
        }),
      });
      const waiting = proWaitingMail({
        companyName: input.company_name,
        license: `${input.license_state} ${input.license_number}`,
        dueAt: due,
        link: `${appUrl}/account`,
      });
      for (const to of await adminEmails(tx)) await queueMail(tx, { to, ...waiting });
      return id;
    });
  } catch (e) {
    // Two registrations racing for one email or one showroom ID: the unique indexes decide.
    const constraint = uniqueViolation(e);
    if (constraint === 'showrooms_vsd_id_unique') throw AppError.invalid(fieldError('vsd_id', VSD_ID_TAKEN));
    if (constraint !== null) throw AppError.invalid(fieldError('email', EMAIL_TAKEN));
    throw e;
  }
  await app.mailer.flush();
  // The email is confirmed as a homeowner's is (the portal sends an unverified pro to /verifiction).
  try {
    await sendVerificationMail(app, { id: userId, email: input.email, firstName: first_name });
  } catch (err) {
    app.log.error({ err, userId }, 'verification mail not sent after pro registration');
  }
  const application = await findApplication(db, userId);
  if (!application) throw new AppError('internal');
  return { user: await loadAuthUser(db, userId), verification: verificationOf(application) };
}
