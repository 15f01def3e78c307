import { byNearness, DESIGNER_LIMITS, nearnessOf, type Place } from '@app/domain/projects/designers';
import type { DesignerCard, DesignerRequest } from '@app/domain/projects/designers-view';
import type { Database } from '../../db/client.ts';
import {
  declineReasons,
  designerMembersOf,
  type RequestRow,
  requestsOfProject,
} from './designer-requests.repository.ts';
import {
  type DesignerRow,
  designersByIds,
  placeOfPro,
  showroomProOfProject,
} from './designers.repository.ts';

/** A request as the project and the designer see it; `reason` is the decline's, when one was given. */
export const requestView = (r: RequestRow, reason: string | null = null): DesignerRequest => ({
  id: r.id,
  project_id: r.projectId,
  designer_id: r.designerId,
  status: r.status,
  asked_by_id: r.askedBy,
  message: r.note,
  decline_reason: r.status === 'declined' && reason ? reason : null,
  asked_at: r.createdAt.toISOString(),
  answered_at: r.answeredAt ? r.answeredAt.toISOString() : null,
});

/** The newest request per designer of a project, with the reasons of those declined. */
async function newestRequests(db: Database, projectId: number) {
  const newest = new Map<number, RequestRow>();
  for (const r of await requestsOfProject(db, projectId))
    if (!newest.has(r.designerId)) newest.set(r.designerId, r);
  const declined = [...newest.values()].filter((r) => r.status === 'declined').map((r) => r.id);
  const reasons = await declineReasons(db, declined);
  return new Map([...newest].map(([designer, r]) => [designer, requestView(r, reasons.get(r.id) ?? null)]));
}

/** Where a project is, for nearness: its showroom pro's business address. */
export async function placeOfProject(db: Database, projectId: number): Promise<Place | null> {
  const pro = await showroomProOfProject(db, projectId);
  return pro ? placeOfPro(db, pro) : null;
}

/**
 * Designers as a homeowner or pro choosing one sees them, nearest to `place` first; with a project, whether
 * each is in it and their newest request. Contact details are never part of it.
 */
export async function cardsOf(
  db: Database,
  rows: readonly DesignerRow[],
  place: Place | null,
  projectId: number | null,
): Promise<DesignerCard[]> {
  const members = new Set(projectId ? await designerMembersOf(db, projectId) : []);
  const requests = projectId ? await newestRequests(db, projectId) : new Map<number, DesignerRequest>();
  return rows
    .map((d) => ({
      user_id: d.userId,
      name: d.name,
      business: d.business,
      city: d.city,
      state: d.state,
      portfolio_count: Number(d.portfolioCount),
      nearness: nearnessOf({ state: d.state, zip: d.zip }, place),
      in_project: members.has(d.userId),
      request: requests.get(d.userId) ?? null,
    }))
    .sort(byNearness);
}

/** The designers of a project: those in it and those it asked (whatever they answered). */
export async function projectDesigners(db: Database, projectId: number): Promise<DesignerCard[]> {
  const ids = new Set(await designerMembersOf(db, projectId));
  for (const r of await requestsOfProject(db, projectId)) ids.add(r.designerId);
  const rows = await designersByIds(db, [...ids].slice(0, DESIGNER_LIMITS.list));
  return cardsOf(db, rows, await placeOfProject(db, projectId), projectId);
}
