import { brandClaim } from '@app/domain/vendors/brand-claim';
import type { VendorDecision, VendorVerificationRow } from '@app/domain/vendors/contract';
import { brandSlug, type VendorApplicationStatus } from '@app/domain/vendors/registration';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { findAccountById, setUserStatus } from '../accounts/users.repository.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { decideOnce } from '../verification/application-decision.ts';
import type { AdminDecision } from '../verification/decision-routes.ts';
import { claimBrands } from './brand-claims.ts';
import { applicationOf, listVendorApplications } from './vendor-applications.repository.ts';
import { brandsBySlug } from './vendor-brands.repository.ts';
import { vendorDecisionMail } from './vendor-mail.ts';

export const VENDOR_APPROVED = 'The vendor is approved and can sign in.';
export const VENDOR_DECLINED = 'The vendor registration is declined.';
/** The approval's message names the brands left with their owner, so the admin can follow up. */
export const withheldNote = (names: string[]) =>
  ` Not handed over (another vendor's brand): ${names.join(', ')}.`;

const QUEUE_LIMIT = 200;

/** GET /api/admin/vendor_verifications: the queue, oldest first, each brand marked when another vendor owns it. */
export async function vendorQueue(
  app: FastifyInstance,
  status: VendorApplicationStatus,
): Promise<VendorVerificationRow[]> {
  const rows = await listVendorApplications(app.db, status, QUEUE_LIMIT);
  const slugs = [...new Set(rows.flatMap((r) => r.application.brandNames.map(brandSlug)))];
  const owners = new Map((await brandsBySlug(app.db, slugs)).map((b) => [b.slug, b]));
  return rows.map(({ application: a, email, inviterName, inviterCompany }) => ({
    ...applicationOf(a),
    user_id: a.userId,
    contact_name: a.contactName,
    email,
    phone: a.phone,
    brands: a.brandNames.map((name) => ({
      name,
      taken: brandClaim(owners.get(brandSlug(name)), a.userId) === 'withheld',
    })),
    invited_by: inviterName ? (inviterCompany ? `${inviterName} (${inviterCompany})` : inviterName) : null,
  }));
}

/**
 * POST /api/admin/vendor_verifications/{id}/approve|decline, in one transaction: one decision per application
 * (a second one, or a race between two admins, gets 409) → the account Active (or Declined) → on approval the
 * brands (claimBrands: another vendor's brand is never handed over) → the audit log → the vendor's mail
 * (outbox) → delivered after commit.
 */
export async function decideVendor(
  app: FastifyInstance,
  userId: number,
  decision: AdminDecision,
): Promise<VendorDecision> {
  const { appUrl } = app.config;
  const decided = await app.db.transaction(async (tx) => {
    const row = await decideOnce('vendor', tx, userId, decision);
    const account = await findAccountById(tx, userId);
    if (!account) throw new AppError('not_found');
    const status = decision.approved ? 'Active' : 'Declined';
    await setUserStatus(tx, userId, status);
    const { brands, audit } = decision.approved
      ? await claimBrands(tx, userId, row.brandNames)
      : { brands: [], audit: [] };
    await recordAudit(
      tx,
      decision.admin,
      {
        action: decision.approved ? 'vendor_application.approved' : 'vendor_application.declined',
        entity: 'vendor_application',
        entityId: userId,
        before: { status: 'pending' },
        after: { status: row.status, decline_reason: row.declineReason, brands },
      },
      {
        action: 'user.status',
        entity: 'user',
        entityId: userId,
        before: { status: account.status },
        after: { status },
      },
      ...audit,
    );
    const withheld = brands.filter((b) => b.outcome === 'withheld').map((b) => b.name);
    await queueMail(tx, {
      to: account.email,
      ...vendorDecisionMail({
        firstName: account.firstName,
        companyName: row.companyName,
        approved: decision.approved,
        reason: row.declineReason,
        brands: brands.filter((b) => b.outcome !== 'withheld').map((b) => b.name),
        withheld,
        link: `${appUrl}${decision.approved ? '/vendor/login' : '/contact'}`,
      }),
    });
    return { ...applicationOf(row), brands };
  });
  await app.mailer.flush();
  return decided;
}
