import { z } from 'zod';
import { idField } from '../shared/input-limits.ts';

/**
 * Hiring a designer into a project (spec points 1 and 7, issue 24 point 5): the homeowner asks an approved
 * designer (`POST /api/hire_designer`), or the project's pro invites one the same way; the designer accepts
 * or declines in the pro portal and, once in, edits the project's rooms. One open request per designer and
 * project (migration 0032's partial unique index).
 */

export const DESIGNER_LIMITS = {
  /** The asker's note to the designer, and the designer's reason for declining. */
  message: 1000,
  reason: 500,
  /** Open requests a project may have at once: enough to compare a few designers, not to mail them all. */
  openPerProject: 10,
  /** Designers one search answers (nearest first). */
  list: 100,
} as const;

export const DESIGNER_MESSAGES = {
  asked: 'Your request was sent to the designer.',
  alreadyAsked: 'This designer has already been asked and has not answered yet.',
  notDesigner: 'The selected designer is not an approved designer.',
  notYourself: 'You cannot ask yourself to design this project.',
  alreadyIn: 'This designer is already working on this project.',
  tooManyOpen: `A project can have up to ${DESIGNER_LIMITS.openPerProject} open designer requests. Withdraw one first.`,
  askerOnly: 'Only the owner of the project or its pro can ask a designer.',
  ownerOnly: 'Only the owner of the project can remove a designer.',
  withdrawerOnly: 'Only the owner of the project or the pro who asked can withdraw this request.',
  accepted: 'You joined the project.',
  declined: 'You declined the request.',
  withdrawn: 'The request was withdrawn.',
  removed: 'The designer was removed from the project.',
  notInProject: 'This designer is not working on this project.',
  alreadyAnswered: 'This request has already been answered.',
  wasWithdrawn: 'This request was withdrawn by the project.',
  alreadyAccepted: 'You already joined this project.',
  alreadyDeclined: 'You already declined this request.',
} as const;

export const DESIGNER_REQUEST_STATUSES = ['asked', 'accepted', 'declined', 'withdrawn'] as const;
export type DesignerRequestStatus = (typeof DESIGNER_REQUEST_STATUSES)[number];

export type DesignerRequestAction = 'accept' | 'decline' | 'withdraw';

/** What an action does to a request in a given status. */
export type RequestMove =
  | { kind: 'change'; to: DesignerRequestStatus }
  /** The action already happened (a retry, or a second click): nothing changes and nobody is told twice. */
  | { kind: 'same' }
  | { kind: 'refused'; message: string };

const TARGET: Record<DesignerRequestAction, DesignerRequestStatus> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
};

/**
 * Only an open request moves, and only once: the designer accepts or declines it, the project withdraws it.
 * Repeating the move that already happened is harmless; any other move of an answered request is refused.
 */
export function requestMove(status: DesignerRequestStatus, action: DesignerRequestAction): RequestMove {
  if (status === 'asked') return { kind: 'change', to: TARGET[action] };
  if (status === TARGET[action]) return { kind: 'same' };
  if (action === 'withdraw') return { kind: 'refused', message: DESIGNER_MESSAGES.alreadyAnswered };
  if (status === 'withdrawn') return { kind: 'refused', message: DESIGNER_MESSAGES.wasWithdrawn };
  return {
    kind: 'refused',
    message: status === 'accepted' ? DESIGNER_MESSAGES.alreadyAccepted : DESIGNER_MESSAGES.alreadyDeclined,
  };
}

/** A person's place in a project, as project-access answers it. */
export type ProjectRoleName = 'owner' | 'pro' | 'designer';

/** The owner hires; the showroom's pro invites (spec point 1: "can invite a designer for custom room design"). */
export const mayAskDesigner = (role: ProjectRoleName) => role === 'owner' || role === 'pro';

/** The owner withdraws any open request; the pro only the ones they sent. */
export const mayWithdraw = (role: ProjectRoleName, askedBySelf: boolean) =>
  role === 'owner' || (role === 'pro' && askedBySelf);

/**
 * How near a designer works to a project's showroom, from the only places we hold: the business address of
 * each pro's registration (state and ZIP code; showrooms themselves have no address). Same 3-digit ZIP prefix
 * (one USPS sectional centre: a metro area or a few counties) is `local`, the same state is `state`, anywhere
 * else `other`. Without a known place (a showroom whose pro registered before the licence check) everyone is
 * `other` and the list is by name.
 */
export type Nearness = 'local' | 'state' | 'other';
export type Place = { state: string | null; zip: string | null };

export const zipPrefix = (zip: string | null) => (zip && /^\d{5}/.test(zip) ? zip.slice(0, 3) : null);
const sameText = (a: string | null, b: string | null) =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

export function nearnessOf(designer: Place, showroom: Place | null): Nearness {
  if (!showroom) return 'other';
  const prefix = zipPrefix(showroom.zip);
  if (prefix && prefix === zipPrefix(designer.zip)) return 'local';
  return sameText(designer.state, showroom.state) ? 'state' : 'other';
}

const RANK: Record<Nearness, number> = { local: 0, state: 1, other: 2 };

/** Nearest first, then by name (and id, so that the order never changes between two reads). */
export function byNearness<T extends { nearness: Nearness; name: string; user_id: number }>(a: T, b: T) {
  return (
    RANK[a.nearness] - RANK[b.nearness] ||
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
    a.user_id - b.user_id
  );
}

const boundedText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` })
    .default('');

/** GET /api/hire_designer: near a project's showroom, or near a showroom (the pro's user id, as elsewhere). */
export const hireDesignerQuery = z.object({
  project_id: idField('project').optional(),
  showroom: idField('showroom').optional(),
});

/** POST /api/hire_designer. */
export const hireDesignerBody = z.object({
  project_id: idField('project'),
  designer_id: idField('designer'),
  message: boundedText('message', DESIGNER_LIMITS.message),
});
export type HireDesignerBody = z.output<typeof hireDesignerBody>;

/** POST /api/pro/designer_requests/{id}/decline: a reason the project's owner reads, if the designer gives one. */
export const declineRequestBody = z
  .object({ reason: boundedText('reason', DESIGNER_LIMITS.reason) })
  .default({ reason: '' });

/** GET /api/pro/designer_requests: all of the designer's requests, or those in one status. */
export const designerRequestsQuery = z.object({
  status: z.enum(DESIGNER_REQUEST_STATUSES, { error: 'The status is invalid.' }).optional(),
});
