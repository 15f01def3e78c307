import { type DeclineEstimateBody, ESTIMATE_MESSAGES } from '@app/domain/estimates/requests';
import type { Database } from '../../db/client.ts';
import { changeableEstimate, estimateFor, ownerOf } from './estimate-access.ts';
import { tellDeclined, tellSent } from './estimate-notices.ts';
import { viewFor } from './estimate-read.service.ts';
import type { EstimateWrite } from './estimate-version.service.ts';
import { estimateOfProject, markDeclined, markSent, versionOf } from './estimates.repository.ts';

/**
 * POST …/estimates/{estimateId}/send: the pro sends the newest version, the one they looked at (409 with the
 * current copy when another was made since). Sending a version already sent writes and tells nothing again,
 * so a retried request is harmless.
 */
export async function sendEstimate(
  db: Database,
  userId: number,
  projectId: number,
  estimateId: number,
  version: number,
  appUrl: string,
): Promise<EstimateWrite> {
  const { access, estimate } = await changeableEstimate(db, userId, projectId, estimateId);
  if (estimate.sentVersion === version) return { estimate: await viewFor(db, access, estimate) };
  if (estimate.version !== version) return { conflict: await viewFor(db, access, estimate) };
  return db.transaction(async (tx) => {
    const sent = await markSent(tx, estimateId, version);
    if (!sent) {
      // Sent by a request at the same time (the same answer), or changed since (a conflict).
      const now = (await estimateOfProject(tx, projectId, estimateId))!;
      const view = await viewFor(tx, access, now);
      return now.sentVersion === version ? { estimate: view } : { conflict: view };
    }
    const totalCents = (await versionOf(tx, estimateId, version))?.totals.total_cents ?? 0;
    await tellSent(tx, access, { senderId: userId, estimateId, version, totalCents, appUrl });
    return { estimate: await viewFor(tx, access, sent) };
  });
}

/**
 * POST …/estimates/{estimateId}/decline: the homeowner declines the version sent to them, with a reason the
 * pro reads. A version no longer waiting for an answer (a newer one sent since) is a 409 with their current
 * copy; declining again the version already declined writes and tells nothing again.
 */
export async function declineEstimate(
  db: Database,
  userId: number,
  projectId: number,
  estimateId: number,
  body: DeclineEstimateBody,
): Promise<EstimateWrite> {
  const access = await ownerOf(db, userId, projectId);
  const estimate = await estimateFor(db, access, estimateId);
  const answered = (e: typeof estimate) => e.status === 'declined' && e.sentVersion === body.version;
  if (answered(estimate)) return { estimate: await viewFor(db, access, estimate) };
  if (estimate.status !== 'sent' || estimate.sentVersion !== body.version)
    return { conflict: await viewFor(db, access, estimate), message: ESTIMATE_MESSAGES.notAwaitingAnswer };
  return db.transaction(async (tx) => {
    const declined = await markDeclined(tx, estimateId, body.version, { by: userId, reason: body.reason });
    if (!declined) {
      const now = (await estimateOfProject(tx, projectId, estimateId))!;
      const view = await viewFor(tx, access, now);
      return answered(now)
        ? { estimate: view }
        : { conflict: view, message: ESTIMATE_MESSAGES.notAwaitingAnswer };
    }
    await tellDeclined(tx, access, {
      ownerId: userId,
      estimateId,
      version: body.version,
      reason: body.reason,
    });
    return { estimate: await viewFor(tx, access, declined) };
  });
}
