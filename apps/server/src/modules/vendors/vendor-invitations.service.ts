import { vendorInvitationPath } from '@app/domain/pros/invitations';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { emailTaken } from '../accounts/users.repository.ts';
import { sendInvitation } from '../pros/pro-invitations.service.ts';

/** The admin may say so (a pro's portal may not: it reveals no accounts). */
export const HAS_ACCOUNT = 'This email already has an account.';

/**
 * POST /api/admin/vendor_invitations: the admin invites a vendor by mail for the marketplace, through the
 * pros' invitation machinery (same token, expiry, renewal, throttle and acceptance); its link is the vendor
 * registration's.
 */
export async function inviteVendor(
  app: FastifyInstance,
  admin: { id: number },
  input: { email: string; name: string; message: string },
) {
  if (await emailTaken(app.db, input.email)) throw AppError.invalid(fieldError('email', HAS_ACCOUNT));
  return sendInvitation(
    app,
    { id: admin.id, from: { marketplace: true }, pathFor: (_kind, token) => vendorInvitationPath(token) },
    { kind: 'vendor', ...input },
  );
}
