import { randomUUID } from 'node:crypto';
import type { FieldErrors } from '@app/domain';
import type { EstimateView } from '@app/domain/estimates/contract';
import { draftedLineProblem } from '@app/domain/estimates/drafted-line';
import { estimateTotals } from '@app/domain/estimates/estimate';
import {
  type DesignRef,
  type EstimateLine,
  type EstimateLineInput,
  estimateLineOf,
  unitWords,
} from '@app/domain/estimates/estimate-line';
import { ESTIMATE_MESSAGES, type EstimateVersionBody } from '@app/domain/estimates/requests';
import { diffWords } from '@app/domain/estimates/version-words';
import { diffVersions } from '@app/domain/estimates/versions';
import { productRefKey } from '@app/domain/room/document';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pricingRefOf } from '../projects/cart-view.ts';
import type { ProjectAccess } from '../projects/project-access.repository.ts';
import { findOwnProject } from '../projects/projects.repository.ts';
import { changeableEstimate } from './estimate-access.ts';
import { showroomPrices, taxOfOwner } from './estimate-pricing.ts';
import { viewFor } from './estimate-read.service.ts';
import { estimateOf } from './estimate-views.ts';
import {
  addVersion,
  designIdsOfProject,
  estimateOfProject,
  type VersionRow,
  versionOf,
} from './estimates.repository.ts';

/** A write's answer: the estimate as it now is, or (409) the caller's current copy when it moved on. */
export type EstimateWrite = { estimate: EstimateView } | { conflict: EstimateView; message?: string };

/**
 * POST …/estimates/{estimateId}/versions (issue 25 point 1): the pro's whole estimate again, made on
 * `base_version`. When another version was made since, nothing is written and the answer is the current copy
 * (409), as the checklist does. The new version keeps what changed from the one before in the pro's words.
 */
export async function addEstimateVersion(
  db: Database,
  userId: number,
  projectId: number,
  estimateId: number,
  body: EstimateVersionBody,
): Promise<EstimateWrite> {
  const { access, estimate } = await changeableEstimate(db, userId, projectId, estimateId);
  // Its lines are priced against the approved ones (an approved product keeps its price, a removal refunds
  // what was paid): re-pricing them here as an estimate's would do it in silence.
  if (estimate.kind === 'change_order')
    throw new AppError('conflict', ESTIMATE_MESSAGES.changeOrderFollowsRoom);
  const base =
    estimate.version === body.base_version ? await versionOf(db, estimateId, body.base_version) : null;
  if (!base) return { conflict: await viewFor(db, access, estimate) };
  const lines = await linesOf(db, access, base, body.lines);
  const tax = await taxOfOwner(db, access.ownerId);
  const next = { lines, deposit: body.deposit ?? base.deposit };
  const terms = {
    mode: body.mode ?? base.mode,
    deposit: body.deposit ?? base.deposit,
    validUntil: body.valid_until === undefined ? base.validUntil : body.valid_until,
    message: body.message ?? base.message,
  };
  return db.transaction(async (tx) => {
    const row = await addVersion(tx, estimateId, body.base_version, terms, {
      ...terms,
      lines,
      totals: estimateTotals(next, tax),
      designs: designsOf(lines),
      taxState: tax.state,
      taxBps: tax.taxBps,
      labourTaxable: tax.labourTaxable,
      changes: diffWords(diffVersions(estimateOf(base), next, tax), 'pro'),
      createdBy: userId,
    });
    if (row) return { estimate: await viewFor(tx, access, row) };
    const current = (await estimateOfProject(tx, projectId, estimateId))!;
    return { conflict: await viewFor(tx, access, current) };
  });
}

/** The design versions the lines name, each once, in the order first named. */
function designsOf(lines: readonly EstimateLine[]): DesignRef[] {
  const seen = new Map<string, DesignRef>();
  for (const { design } of lines) if (design) seen.set(`${design.id}:${design.version}`, design);
  return [...seen.values()];
}

/**
 * The lines as kept: each id one of the base version's (a new line gets one), each design one of the
 * project's rooms, and each material at the project's showroom's price today (what its order would charge;
 * the price sent is not taken), at least its minimum order. 422 on the line's field otherwise.
 */
async function linesOf(
  db: Database,
  access: ProjectAccess,
  base: VersionRow,
  sent: readonly EstimateLineInput[],
): Promise<EstimateLine[]> {
  const known = new Set(base.lines.map((l) => l.id));
  const designs = new Set(await designIdsOfProject(db, access.projectId, access.ownerId));
  const project = await findOwnProject(db, access.ownerId, access.projectId);
  const products = sent.flatMap((l) => (l.kind === 'material' && l.product ? [l.product] : []));
  const prices = project ? await showroomPrices(db, products, pricingRefOf(project)) : new Map();
  const errors: FieldErrors = {};
  const lines = sent.map((input, i) => {
    const refuse = (field: string, message: string) => {
      errors[`lines.${i}.${field}`] ??= [message];
    };
    if (input.id !== undefined && !known.has(input.id)) refuse('id', ESTIMATE_MESSAGES.lineGone);
    if (input.design && !designs.has(input.design.id)) refuse('design', ESTIMATE_MESSAGES.notProjectDesign);
    const line = estimateLineOf(input, input.id ?? `line:${randomUUID()}`);
    if (input.kind !== 'material' || !input.product) return line;
    const price = prices.get(productRefKey(input.product));
    if (!price) {
      refuse('product', ESTIMATE_MESSAGES.notSold);
      return line;
    }
    const minimum = price.min_qty ?? 1;
    if (input.quantity < minimum)
      refuse('quantity', ESTIMATE_MESSAGES.belowMinimum(minimum, unitWords(input.unit, minimum)));
    const priced = {
      ...line,
      unit_cost_cents: price.unit_price_cents,
      unit_price_cents: price.unit_price_cents,
    };
    const problem = draftedLineProblem(priced);
    if (problem) refuse('quantity', problem);
    return priced;
  });
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
  return lines;
}
