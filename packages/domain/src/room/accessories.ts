import type { BomLine } from './bill-of-materials.ts';
import type { RoomDocument, Surface } from './document.ts';
import { MM_PER_IN, roomOutline } from './geometry.ts';
import { groutPounds, type Trowel, trowelFor } from './setting-materials.ts';
import { sinkCutOutNeed } from './sink-cut-outs.ts';

/**
 * The accessories a design needs besides its materials (issue 10 point 4), as real catalogue products of the
 * 'Installation Supplies' category (seeded with these hashes): grout and thinset for tile, underlayment under
 * floating floors, a transition strip at each doorway of a finished floor, and the fabricator's cut-out for
 * each sink cut into a billed countertop (sink-cut-outs.ts).
 */
export const ACCESSORIES = {
  grout: { hash: 'acc-grout-sanded-25lb', name: 'Sanded Grout, 25 lb Bag', unit: 'Bag', pounds: 25 },
  thinset: {
    hash: 'acc-thinset-modified-50lb',
    name: 'Modified Thinset Mortar, 50 lb Bag',
    unit: 'Bag',
    pounds: 50,
  },
  underlayment: {
    hash: 'acc-underlayment-100sqft',
    name: 'Foam Underlayment, 100 sq ft Roll',
    unit: 'Roll',
    sqft: 100,
  },
  transition: {
    hash: 'acc-transition-t-36in',
    name: 'T-Molding Transition Strip, 36 in',
    unit: 'Piece',
    inches: 36,
  },
  sinkCutOut: {
    hash: 'acc-sink-cutout-fabrication',
    name: 'Sink Cut-Out and Edge Polish (Fabrication)',
    unit: 'Piece',
  },
} as const;
export type AccessoryKind = keyof typeof ACCESSORIES;

/** The categories laid in thinset with grouted joints, and the tile thickness assumed for each (in). */
export const TILE_THICKNESS_IN: Record<string, number> = {
  'Tile Flooring': 0.375,
  'Backsplash Tiles': 0.3125,
  'Stacked Stone': 0,
};
/** Floors that float on an underlayment. */
export const FLOATING_FLOORS = new Set(['Laminate Flooring', 'luxury-flooring']);
/** Floors that meet the next room with a transition strip at each doorway. */
export const FINISHED_FLOORS = new Set([
  'Tile Flooring',
  'Hardwood Flooring',
  'Laminate Flooring',
  'luxury-flooring',
]);

/** What the bill of materials knows of a line's product for its accessories. */
export type AccessoryInfo = { category: string; tileWidthIn: number; tileLengthIn: number };

export type AccessoryNeed = { kind: AccessoryKind; units: number; steps: string[] };

const sq = (x: number) => x.toFixed(2);
const ceil = (x: number) => Math.max(0, Math.ceil(x - 1e-9));

/**
 * The accessories of a bill of materials: for each tiled surface its grout (by the joint formula, on the
 * surface's net area, with its joint width) and thinset (by the trowel its tile size calls for); underlayment
 * under each floating floor (with its waste); one transition strip per 36 in of each doorway in a wall around
 * a finished floor; a fabricator's cut-out per sink in a countertop on the bill. Needs that come to nothing
 * are left out.
 */
export function accessoryNeeds(
  doc: RoomDocument,
  lines: readonly BomLine[],
  infoOf: (line: BomLine) => AccessoryInfo | null,
): AccessoryNeed[] {
  const surfaceById = new Map<string, Surface>(doc.surfaces.map((s) => [s.id, s]));
  let groutLb = 0;
  const thinsetSqft = new Map<Trowel, number>();
  let underlaySqft = 0;
  let finishedFloor = false;
  const groutSteps: string[] = [];
  const underlaySteps: string[] = [];
  for (const line of lines) {
    const info = infoOf(line);
    if (!info || line.kind !== 'area') continue;
    const thickness = TILE_THICKNESS_IN[info.category];
    for (const part of line.surfaces) {
      const surface = surfaceById.get(part.surfaceId);
      if (!surface) continue;
      if (thickness !== undefined) {
        const trowel = trowelFor(Math.max(info.tileWidthIn, info.tileLengthIn));
        thinsetSqft.set(trowel, (thinsetSqft.get(trowel) ?? 0) + part.netSqft);
        const jointIn = surface.groutMm / MM_PER_IN;
        if (thickness > 0 && jointIn > 0) {
          const lb = groutPounds(
            part.netSqft,
            { lengthIn: info.tileLengthIn, widthIn: info.tileWidthIn, thicknessIn: thickness },
            jointIn,
          );
          groutLb += lb;
          groutSteps.push(
            `${part.surfaceId}: ${sq(part.netSqft)} sq ft of ${info.tileWidthIn} × ${info.tileLengthIn} in tile, ${jointIn.toFixed(3)} in joints = ${lb.toFixed(1)} lb`,
          );
        }
      }
      if (surface.kind === 'floor' && FLOATING_FLOORS.has(info.category)) {
        underlaySqft += part.withWasteSqft;
        underlaySteps.push(`${part.surfaceId}: ${sq(part.withWasteSqft)} sq ft`);
      }
      if (surface.kind === 'floor' && surface.region.type === 'room' && FINISHED_FLOORS.has(info.category))
        finishedFloor = true;
    }
  }
  const needs: AccessoryNeed[] = [];
  if (groutLb > 0) {
    const units = ceil(groutLb / ACCESSORIES.grout.pounds);
    needs.push({
      kind: 'grout',
      units,
      steps: [...groutSteps, `${groutLb.toFixed(1)} lb ÷ ${ACCESSORIES.grout.pounds} lb per bag → ${units}`],
    });
  }
  if (thinsetSqft.size > 0) {
    let units = 0;
    const steps: string[] = [];
    for (const [trowel, sqft] of thinsetSqft) {
      const bags = ceil(sqft / trowel.sqftPer50lb);
      units += bags;
      steps.push(
        `${sq(sqft)} sq ft with a ${trowel.notch} notch ÷ ${trowel.sqftPer50lb} sq ft per bag → ${bags}`,
      );
    }
    if (units > 0) needs.push({ kind: 'thinset', units, steps });
  }
  if (underlaySqft > 0) {
    const units = ceil(underlaySqft / ACCESSORIES.underlayment.sqft);
    needs.push({
      kind: 'underlayment',
      units,
      steps: [
        ...underlaySteps,
        `${sq(underlaySqft)} sq ft ÷ ${ACCESSORIES.underlayment.sqft} sq ft per roll → ${units}`,
      ],
    });
  }
  const outline = finishedFloor ? roomOutline(doc.walls) : null;
  if (outline) {
    const doorways = doc.openings.filter(
      (o) => (o.kind === 'door' || o.kind === 'passage') && o.bottom === 0,
    );
    let units = 0;
    const steps: string[] = [];
    for (const o of doorways) {
      const strips = ceil(o.width / MM_PER_IN / ACCESSORIES.transition.inches);
      units += strips;
      steps.push(
        `${o.id}: ${(o.width / MM_PER_IN).toFixed(1)} in doorway ÷ ${ACCESSORIES.transition.inches} in strips → ${strips}`,
      );
    }
    if (units > 0) needs.push({ kind: 'transition', units, steps });
  }
  const cutOuts = sinkCutOutNeed(doc, lines);
  if (cutOuts) needs.push({ kind: 'sinkCutOut', ...cutOuts });
  return needs;
}
