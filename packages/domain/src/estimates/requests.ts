import { z } from 'zod';
import { text } from '../shared/fields.ts';
import { idField, PG_INT_MAX, strictInt } from '../shared/input-limits.ts';
import { allowancesInput } from './allowances.ts';
import { estimateBodyInput } from './estimate.ts';

/**
 * The requests of a project's estimates (issue 25 points 1 and 4; docs/api-estimates.md), one schema each for
 * the route and the page's form, and the messages the server answers with.
 */
export const ESTIMATE_MESSAGES = {
  stale: 'The estimate was changed since you opened it. Here is the current copy.',
  draftersOnly: 'Only the project’s pro or designer can draft, change or send an estimate.',
  ownerOnly: 'Only the homeowner can approve or decline an estimate.',
  notProjectDesign: 'The design is not one of this project’s rooms.',
  designVersionGone: 'That version of the design is no longer kept.',
  lineGone: 'This line is no longer on the estimate.',
  notSold: 'The project’s showroom does not sell this product.',
  belowMinimum: (minimum: number, unit: string) => `The minimum order is ${minimum} ${unit}.`,
  tooLarge: 'A line of this draft would be more than an estimate line may hold.',
  notAwaitingAnswer: 'This version of the estimate is not waiting for your answer.',
  approved: 'The estimate is approved and can no longer be changed.',
  changeOrderFollowsRoom:
    'A change order follows the room: change the room to change it (its lines are the room’s, at the approved prices).',
  reasonLength: 'The reason may not be greater than 2000 characters.',
} as const;

const versionField = (label: string) => strictInt(label, { min: 1, max: PG_INT_MAX });

/** How the estimate is shown, its deposit, validity and message, as each version keeps them. */
const terms = estimateBodyInput.pick({ mode: true, deposit: true, valid_until: true, message: true });

/**
 * POST /api/project/{projectId}/estimates: version 1 drafted from a saved design of the project (its newest
 * version unless one is named), with allowances for the slots not chosen yet (allowances.ts).
 */
export const draftEstimateBody = terms.extend({
  design_id: idField('design'),
  design_version: versionField('design version').optional(),
  allowances: allowancesInput,
});
export type DraftEstimateRequest = z.input<typeof draftEstimateBody>;
export type DraftEstimateBody = z.output<typeof draftEstimateBody>;

const kept = estimateBodyInput.shape;
/**
 * POST …/estimates/{estimateId}/versions: every line again, made on `base_version` (409 if stale); a term
 * left out (mode, deposit, validity, message) keeps the previous version's.
 */
export const estimateVersionBody = estimateBodyInput.extend({
  base_version: versionField('base version'),
  mode: kept.mode.unwrap().optional(),
  deposit: kept.deposit.unwrap().optional(),
  valid_until: kept.valid_until.unwrap().optional(),
  message: kept.message.unwrap().optional(),
});
export type EstimateVersionRequest = z.input<typeof estimateVersionBody>;
export type EstimateVersionBody = z.output<typeof estimateVersionBody>;

/** POST …/send: the version the pro looked at, which must be the newest. */
export const sendEstimateBody = z.object({ version: versionField('version') });

/** POST …/decline: the homeowner declines the version sent to them, saying why (the pro reads it). */
export const declineEstimateBody = z.object({
  version: versionField('version'),
  reason: text('reason').max(2000, { error: ESTIMATE_MESSAGES.reasonLength }),
});
export type DeclineEstimateRequest = z.input<typeof declineEstimateBody>;
export type DeclineEstimateBody = z.output<typeof declineEstimateBody>;
