import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type ApplicationKind,
  type ApplicationRowOf,
  decideApplicationIn,
  findApplicationIn,
} from './applications.repository.ts';
import type { AdminDecision } from './decision-routes.ts';

export const alreadyDecided = (status: string) => `This registration was already ${status}.`;

/**
 * The one decision on a pending registration (pro or vendor): the decided row, or 404 when there is none and
 * 409 when it was decided already (a second click, or two admins racing).
 */
export async function decideOnce<K extends ApplicationKind>(
  kind: K,
  tx: Database,
  userId: number,
  decision: AdminDecision,
): Promise<ApplicationRowOf<K>> {
  const row = await decideApplicationIn(kind, tx, userId, {
    status: decision.approved ? 'approved' : 'declined',
    adminId: decision.admin.id,
    reason: decision.approved ? null : decision.reason,
  });
  if (row) return row;
  const existing = await findApplicationIn(kind, tx, userId);
  if (!existing) throw new AppError('not_found');
  throw new AppError('conflict', alreadyDecided(existing.status));
}
