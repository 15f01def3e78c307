import type { ProApplicationStatus, Verification } from '@app/domain/pros/registration';
import { dueAt } from '@app/domain/pros/registration';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { checkCredentials } from '../accounts/login.service.ts';
import { findMailee, setUserStatus } from '../accounts/users.repository.ts';
import { proDecisionMail } from '../mail/mail.templates.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { findShowroomOfPro, setShowroomLive } from '../showrooms/showrooms.repository.ts';
import { decideOnce } from '../verification/application-decision.ts';
import type { AdminDecision } from '../verification/decision-routes.ts';
import { findApplication, listApplications, verificationOf } from './pro-applications.repository.ts';

export const NOT_A_PRO = 'Only a pro registration has a verification to show.';

/** POST /api/account_verify: where the signed-out pro's verification stands, after the sign-in checks. */
export async function verificationFor(
  app: FastifyInstance,
  input: { email: string; password: string },
  ip: string,
): Promise<Verification> {
  const account = await checkCredentials(app, input, ip);
  const application = account.type === 'Contractor' ? await findApplication(app.db, account.id) : null;
  if (!application) throw new AppError('not_found', NOT_A_PRO);
  return verificationOf(application);
}

/** GET /api/admin/pro_verifications: the queue, oldest first, each with its 24-hour due time. */
export async function verificationQueue(
  app: FastifyInstance,
  status: ProApplicationStatus,
  now = new Date(),
) {
  const rows = await listApplications(app.db, status, 200);
  return rows.map(({ application: a, ...pro }) => ({
    user_id: a.userId,
    full_name: pro.fullName,
    email: pro.email,
    phone: `${pro.countryCode} ${pro.phoneNumber}`,
    company_name: pro.companyName ?? '',
    vsd_id: pro.vsdId ?? '',
    trade: a.trade as 'contractor' | 'designer',
    license_number: a.licenseNumber,
    license_state: a.licenseState,
    business_address: `${a.businessStreet}, ${a.businessCity}, ${a.businessState} ${a.businessZipCode}`,
    ...verificationOf(a),
    overdue: a.status === 'pending' && dueAt(a.submittedAt) < now,
  }));
}

/**
 * POST /api/admin/pro_verifications/{id}/approve|decline: one decision per registration (a second one, or a
 * race between two admins, gets 409); approving activates the account and opens its showroom, declining keeps
 * the account out with the reason; the pro is mailed either way, in the same transaction (outbox).
 */
export async function decide(
  app: FastifyInstance,
  userId: number,
  decision: AdminDecision,
): Promise<Verification> {
  const { appUrl } = app.config;
  const decided = await app.db.transaction(async (tx) => {
    const row = await decideOnce('pro', tx, userId, decision);
    await setUserStatus(tx, userId, decision.approved ? 'Active' : 'Declined');
    await setShowroomLive(tx, userId, decision.approved);
    const pro = await findMailee(tx, userId);
    const showroom = await findShowroomOfPro(tx, userId);
    if (pro)
      await queueMail(tx, {
        to: pro.email,
        ...proDecisionMail({
          firstName: pro.firstName,
          companyName: showroom?.companyName ?? '',
          vsdId: showroom?.vsdId ?? '',
          approved: decision.approved,
          reason: row.declineReason,
          link: `${appUrl}${decision.approved ? '/pro/login' : '/account_verify'}`,
        }),
      });
    return row;
  });
  await app.mailer.flush();
  return verificationOf(decided);
}
