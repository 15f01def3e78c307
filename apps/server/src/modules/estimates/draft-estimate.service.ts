import { allowancesOf } from '@app/domain/estimates/allowances';
import type { EstimateView } from '@app/domain/estimates/contract';
import { draftEstimate } from '@app/domain/estimates/draft';
import { draftedLineProblem, fittedLine } from '@app/domain/estimates/drafted-line';
import { estimateTotals } from '@app/domain/estimates/estimate';
import type { EstimateLine } from '@app/domain/estimates/estimate-line';
import { type DraftEstimateBody, ESTIMATE_MESSAGES } from '@app/domain/estimates/requests';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findDesignVersion } from '../designs/designs.repository.ts';
import { ratesOf } from '../pro-rates/rates.service.ts';
import { pricingRefOf } from '../projects/cart-view.ts';
import type { ProjectAccess } from '../projects/project-access.repository.ts';
import { findOwnProject } from '../projects/projects.repository.ts';
import { pricedTakeoff } from '../visualizer/priced-takeoff.ts';
import { drafterOf } from './estimate-access.ts';
import { takeoffOf, taxOfOwner } from './estimate-pricing.ts';
import { viewFor } from './estimate-read.service.ts';
import { insertEstimate } from './estimates.repository.ts';

/**
 * POST /api/project/{projectId}/estimates (issue 25 point 1): version 1 in one step, from a saved design of
 * the project — its takeoff priced in the project's showroom as the room's checklist prices it
 * (priced-takeoff.ts), the drafting pro's rates, allowances for the open slots, and the tax of the
 * homeowner's ship-to state with its labour rule — through the domain's draftEstimate.
 */
export async function draftFromDesign(
  db: Database,
  userId: number,
  projectId: number,
  body: DraftEstimateBody,
): Promise<EstimateView> {
  const access = await drafterOf(db, userId, projectId);
  const design = await designOfProject(db, access, body.design_id, body.design_version);
  const project = await findOwnProject(db, access.ownerId, projectId);
  if (!project) throw new AppError('not_found');
  const priced = await pricedTakeoff(db, design.document, pricingRefOf(project));
  const takeoff = takeoffOf(priced);
  const tax = await taxOfOwner(db, access.ownerId);
  const ref = { id: design.design.id, version: design.version };
  const draft = draftEstimate({
    design: ref,
    room: design.design.name,
    doc: design.document,
    takeoff: takeoff.materials,
    priceOf: takeoff.priceOf,
    rates: await ratesOf(db, userId),
    allowances: allowancesOf(body.allowances),
    labourTaxable: tax.labourTaxable,
    makeId: (key) => key,
  });
  const lines = draft.lines.map(fittedLine);
  refuseOversized(lines);
  const totals = estimateTotals({ lines, deposit: body.deposit }, tax);
  const terms = {
    mode: body.mode,
    deposit: body.deposit,
    validUntil: body.valid_until,
    message: body.message,
  };
  const estimate = await db.transaction((tx) =>
    insertEstimate(
      tx,
      { projectId, draftedBy: userId, ...terms },
      {
        ...terms,
        lines,
        totals,
        designs: [ref],
        taxState: tax.state,
        taxBps: tax.taxBps,
        labourTaxable: tax.labourTaxable,
        // Every takeoff line is priced (takeoffOf): what the showroom does not sell is these parts.
        unpriced: priced.unpriced,
        unrated: draft.unrated,
        createdBy: userId,
      },
    ),
  );
  return viewFor(db, access, estimate);
}

/**
 * The design the estimate is drafted from: one of the project's rooms (saved by its owner into this
 * project), at the version asked for or its newest. 422 on the field otherwise.
 */
async function designOfProject(db: Database, access: ProjectAccess, id: number, version?: number) {
  const newest = await findDesignVersion(db, id);
  if (!newest || newest.design.projectId !== access.projectId || newest.design.userId !== access.ownerId)
    throw AppError.invalid(fieldError('design_id', ESTIMATE_MESSAGES.notProjectDesign));
  if (version === undefined || version === newest.version) return newest;
  const asked = await findDesignVersion(db, id, version);
  if (!asked) throw AppError.invalid(fieldError('design_version', ESTIMATE_MESSAGES.designVersionGone));
  return asked;
}

/**
 * A drafted line the pro could not send back (a quantity or total past a line's limits: an allowance or rate
 * too large for the room) is refused before anything is stored: on the allowance's field when it is one.
 */
function refuseOversized(lines: readonly EstimateLine[]) {
  for (const line of lines) {
    const problem = draftedLineProblem(line);
    if (!problem) continue;
    const field = line.kind === 'allowance' ? `allowances.${line.category}` : 'design_id';
    throw AppError.invalid(
      fieldError(field, `${ESTIMATE_MESSAGES.tooLarge} ${line.description}: ${problem}`),
    );
  }
}
