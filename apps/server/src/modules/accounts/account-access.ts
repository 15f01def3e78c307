import { isActiveStatus, MESSAGES } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';

/**
 * Only an Active or Approve account may hold a token or use one: a pending or deactivated one (a Contractor
 * awaiting approval, say) gets 403 with the spec's message (point 8), also for a token issued before its
 * status changed.
 */
export function assertMayHoldToken(account: { status: string }) {
  if (account.status === 'Deactive') throw new AppError('forbidden', MESSAGES.deactivated);
  if (!isActiveStatus(account.status)) throw new AppError('forbidden', MESSAGES.pendingApproval);
}
