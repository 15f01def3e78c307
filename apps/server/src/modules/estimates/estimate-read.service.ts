import type { EstimateCard, EstimateView } from '@app/domain/estimates/contract';
import type { Database } from '../../db/client.ts';
import type { ProjectAccess } from '../projects/project-access.repository.ts';
import { accessTo, draftsEstimates, estimateFor } from './estimate-access.ts';
import { cardOf, clientViewOf, proViewOf } from './estimate-views.ts';
import {
  approvalOrders,
  type EstimateRow,
  estimatesOfProject,
  namesOf,
  versionsOf,
} from './estimates.repository.ts';

/** What the caller reads of an estimate: the versions their place allows (newest first) and its view. */
export async function readingFor(db: Database, access: ProjectAccess, estimate: EstimateRow) {
  const forClient = !draftsEstimates(access.role);
  const versions = await versionsOf(db, [estimate.id], forClient);
  const names = await namesOf(db, [
    estimate.draftedBy,
    ...versions.flatMap((v) => [v.createdBy, v.declinedBy, v.approvedBy]),
  ]);
  const context = { names, orders: await approvalOrders(db, versions) };
  const view: EstimateView = forClient
    ? clientViewOf(estimate, versions, context)
    : proViewOf(estimate, versions, context);
  return { versions, view };
}

/** The estimate as the caller's place in the project lets them read it (estimate-views.ts). */
export async function viewFor(
  db: Database,
  access: ProjectAccess,
  estimate: EstimateRow,
): Promise<EstimateView> {
  return (await readingFor(db, access, estimate)).view;
}

/** GET /api/project/{projectId}/estimates: the pro's every estimate, the homeowner's those sent to them. */
export async function listEstimates(
  db: Database,
  userId: number,
  projectId: number,
): Promise<EstimateCard[]> {
  const access = await accessTo(db, userId, projectId);
  const forClient = !draftsEstimates(access.role);
  const rows = (await estimatesOfProject(db, projectId)).filter((e) => !forClient || e.sentVersion !== null);
  const versions = await versionsOf(
    db,
    rows.map((e) => e.id),
    forClient,
  );
  // Newest first within each estimate: the first met is the one the caller reads.
  const shown = new Map<number, (typeof versions)[number]>();
  for (const v of versions) if (!shown.has(v.estimateId)) shown.set(v.estimateId, v);
  const names = await namesOf(
    db,
    rows.map((e) => e.draftedBy),
  );
  return rows.map((e) => cardOf(e, shown.get(e.id)!, names, forClient));
}

/** GET /api/project/{projectId}/estimates/{estimateId}. */
export async function getEstimate(
  db: Database,
  userId: number,
  projectId: number,
  estimateId: number,
): Promise<EstimateView> {
  const access = await accessTo(db, userId, projectId);
  return viewFor(db, access, await estimateFor(db, access, estimateId));
}
