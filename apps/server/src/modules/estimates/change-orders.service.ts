import { applyChangeOrders } from '@app/domain/estimates/applied';
import { priceChange } from '@app/domain/estimates/change-order';
import { draftEstimate } from '@app/domain/estimates/draft';
import { fittedLine } from '@app/domain/estimates/drafted-line';
import { estimateTotals } from '@app/domain/estimates/estimate';
import { DEFAULT_RATE_TABLE } from '@app/domain/estimates/rates';
import { formatUsd } from '@app/domain/money/cents';
import type { RoomDocument } from '@app/domain/room/document';
import type { Database } from '../../db/client.ts';
import { pricingRefOf } from '../projects/cart-view.ts';
import { findOwnProject } from '../projects/projects.repository.ts';
import { pricedTakeoff } from '../visualizer/priced-takeoff.ts';
import {
  approvedChangeOrders,
  approvedEstimatesOfDesign,
  deleteChangeOrder,
  openChangeOrder,
} from './change-orders.repository.ts';
import { tellChangeOrder } from './estimate-notices.ts';
import { takeoffOf } from './estimate-pricing.ts';
import { taxRuleOf } from './estimate-views.ts';
import { addVersion, insertEstimate, markSent } from './estimates.repository.ts';

/** The design a change follows, as saved. */
export type SavedDesign = {
  id: number;
  projectId: number;
  userId: number;
  version: number;
  document: RoomDocument;
};

/** What the change order tells the homeowner of its money, in words. */
function messageOf(co: ReturnType<typeof priceChange>): string {
  if (co.allowance_applied_cents > 0 && !co.needed)
    return `Your choice is within the allowance: ${formatUsd(co.allowance_applied_cents)} of it is used.`;
  if (co.allowance_applied_cents > 0)
    return `Your choice uses ${formatUsd(co.allowance_applied_cents)} of the allowance and costs ${formatUsd(co.extra_cents)} more.`;
  if (co.extra_cents < 0) return `Your change lowers the price by ${formatUsd(-co.extra_cents)}.`;
  return `Your change costs ${formatUsd(co.extra_cents)} more than the approved estimate.`;
}

/**
 * A room of a project was saved after one of its estimates was approved (issue 25 point 5): the change is
 * priced against the approved lines as they stand (the approved version with the change orders approved
 * since, applied.ts) and the allowances left (change-order.ts priceChange: an approved product keeps its
 * price, a new one takes today's). When materials changed, the open change order of that estimate and room
 * is drafted, or gets a new version, and is sent to the homeowner at once; its pro and designers are told.
 * When the room is back as approved, an open change order is withdrawn. In the saving transaction.
 */
export async function followDesignChange(tx: Database, design: SavedDesign, actorId: number) {
  for (const parent of await approvedEstimatesOfDesign(tx, design.projectId, design.id)) {
    const approved = parent.approvedVersion;
    const now = applyChangeOrders(
      approved.lines,
      (await approvedChangeOrders(tx, parent.estimate.id)).map((v) => v.lines),
    );
    const room = approved.lines.find((l) => l.design?.id === design.id)?.room ?? '';
    const proposed = await proposedLines(tx, design, room);
    const ref = { id: design.id, version: design.version };
    const co = priceChange({
      approved: now.lines,
      design: ref,
      proposed,
      allowanceUsed: now.allowanceUsed,
      makeId: (key) => key,
    });
    const open = await openChangeOrder(tx, parent.estimate.id, design.id);
    if (!co.lines.some((l) => l.kind === 'material')) {
      if (open) await deleteChangeOrder(tx, open.id);
      continue;
    }
    const lines = co.lines.map(fittedLine);
    const terms = {
      // Open book: the homeowner reads each product removed and added with its price (a change order has no
      // labour, so no cost or markup of the pro's is shown).
      mode: 'open_book' as const,
      deposit: { kind: 'fixed', cents: 0 } as const,
      validUntil: null,
      message: messageOf(co),
    };
    const version = {
      ...terms,
      lines,
      totals: estimateTotals({ lines, deposit: terms.deposit }, taxRuleOf(approved)),
      designs: [ref],
      taxState: approved.taxState,
      taxBps: approved.taxBps,
      labourTaxable: approved.labourTaxable,
      createdBy: null,
    };
    if (open) {
      await addVersion(tx, open.id, open.version, terms, version);
      await markSent(tx, open.id, open.version + 1);
    } else {
      const made = await insertEstimate(
        tx,
        {
          projectId: design.projectId,
          draftedBy: parent.estimate.draftedBy,
          kind: 'change_order',
          parentId: parent.estimate.id,
          designId: design.id,
          ...terms,
        },
        version,
      );
      await markSent(tx, made.id, 1);
    }
    await tellChangeOrder(tx, design.projectId, actorId, {
      parentId: parent.estimate.id,
      extra: co.extra_cents,
    });
  }
}

/**
 * The room's materials at today's prices as draftEstimate lines, under the room name given (the approved
 * lines', so a renamed room is not taken for another), priced in the project's showroom.
 */
export async function proposedLines(tx: Database, design: SavedDesign, room: string) {
  const project = await findOwnProject(tx, design.userId, design.projectId);
  if (!project) return [];
  const takeoff = takeoffOf(await pricedTakeoff(tx, design.document, pricingRefOf(project)));
  return draftEstimate({
    design: { id: design.id, version: design.version },
    room,
    doc: design.document,
    takeoff: takeoff.materials,
    priceOf: takeoff.priceOf,
    rates: DEFAULT_RATE_TABLE,
    allowances: {},
    labourTaxable: false,
    makeId: (key) => key,
  }).lines.filter((l) => l.kind === 'material');
}
