import { linearLine, rollLine, slabLine } from './cut-lines.ts';
import {
  type LayingPattern,
  type ProductRef,
  productRefKey,
  type RoomDocument,
  type Surface,
} from './document.ts';
import { MM2_PER_SQFT, measureSurface } from './geometry.ts';
import { inches } from './slab-fitting.ts';

/**
 * How a product is sold, as the bill of materials needs it (resolved from the showroom's catalogue):
 * - `area`: units (box, pallet, or one tile sold by the piece) that each cover `coverageSqft`, laid as tiles or
 *   planks (`laid`, tile when absent) of `tileWidthIn` × `tileLengthIn` (a tile's longer side decides the
 *   large-format waste; a plank's never does);
 * - `slab`: slabs of `slabLengthIn` × `slabWidthIn` that the surfaces' runs are cut from, each piece with
 *   `cutAllowanceIn` at each cut edge (slab-fitting.ts: 1 in when absent);
 * - `roll`: rolls of `rollWidthIn` × `rollLengthIn` cut into strips (roll-layout.ts);
 * - `linear`: pieces laid along an edge, each `pieceLengthIn` long and `pieceDepthIn` deep (pool coping:
 *   coping.ts);
 * - `piece`: one per fixture that uses it.
 */
export type SellUnit =
  | {
      kind: 'area';
      unitName: string;
      coverageSqft: number;
      tileWidthIn: number;
      tileLengthIn: number;
      laid?: 'tile' | 'plank';
    }
  | { kind: 'slab'; unitName: string; slabLengthIn: number; slabWidthIn: number; cutAllowanceIn?: number }
  | { kind: 'roll'; unitName: string; rollWidthIn: number; rollLengthIn: number }
  | { kind: 'linear'; unitName: string; pieceLengthIn: number; pieceDepthIn?: number }
  | { kind: 'piece'; unitName: string };

/**
 * Waste by laying pattern, in percent (issue 10 point 4, issue 21 B2), for tiles and planks alike: planks take
 * 10% straight (staggered and brick are straight for a plank), 15% diagonal, 20% herringbone.
 */
export const WASTE_PERCENT: Record<LayingPattern, number> = {
  straight: 10,
  brick: 10,
  diagonal: 15,
  herringbone: 20,
};
/**
 * Tiles (never planks: a long plank is meant to be long) whose longer side is over this many inches waste 5
 * points more (breakage, lippage, cuts).
 */
export const LARGE_FORMAT_IN = 24;
export const LARGE_FORMAT_EXTRA_PERCENT = 5;

/** Rounding up must not turn 6.0000000001 boxes into 7: quantities within this of a whole unit are that unit. */
const EPSILON = 1e-9;
export const ceilUnits = (x: number) => Math.max(0, Math.ceil(x - EPSILON));

/** A surface's share of a line: what it measures and the waste its pattern adds. */
export type BomSurface = { surfaceId: string; netSqft: number; wastePercent: number; withWasteSqft: number };

/** One line of the bill of materials: a product, how much of it, and the arithmetic that got there. */
export type BomLine = {
  product: ProductRef;
  kind: SellUnit['kind'];
  surfaces: BomSurface[];
  fixtures: string[];
  /** The quantity to buy, in the product's sell unit. */
  units: number;
  unitName: string;
  /** The arithmetic, one sentence per step, in the buyer's units (sq ft, ft, in). */
  steps: string[];
  /** Seams the layout makes (slab and roll lines): where two pieces of one run or two strips meet. */
  seams?: number;
};

export const wastePercentOf = (pattern: LayingPattern, sell: Extract<SellUnit, { kind: 'area' }>) =>
  WASTE_PERCENT[pattern] +
  (sell.laid !== 'plank' && Math.max(sell.tileWidthIn, sell.tileLengthIn) > LARGE_FORMAT_IN
    ? LARGE_FORMAT_EXTRA_PERCENT
    : 0);

export const sq = (x: number) => x.toFixed(2);

function areaLine(
  product: ProductRef,
  sell: Extract<SellUnit, { kind: 'area' }>,
  parts: BomSurface[],
): BomLine {
  const total = parts.reduce((sum, p) => sum + p.withWasteSqft, 0);
  const units = ceilUnits(total / sell.coverageSqft);
  const steps = parts.map(
    (p) => `${p.surfaceId}: ${sq(p.netSqft)} sq ft + ${p.wastePercent}% waste = ${sq(p.withWasteSqft)} sq ft`,
  );
  // A tile sold by the piece: ceil(net area × (1 + waste) ÷ the piece's own area), its size named.
  const per =
    sell.unitName === 'Piece'
      ? `piece (${inches(sell.tileWidthIn)} × ${inches(sell.tileLengthIn)} in)`
      : sell.unitName.toLowerCase();
  steps.push(
    `${sq(total)} sq ft ÷ ${inches(sell.coverageSqft)} sq ft per ${per} = ${(total / sell.coverageSqft).toFixed(2)} → ${units}`,
  );
  return { product, kind: 'area', surfaces: parts, fixtures: [], units, unitName: sell.unitName, steps };
}

/**
 * The bill of materials of a room document (issue 10 point 4), pure: per product, the net area of each of
 * its surfaces (measureSurface: the outline less openings and holes) plus that surface's pattern waste,
 * summed across its surfaces and only then rounded up to whole sell units; linear products by the edge
 * length of their surfaces; fixtures one piece each. Surfaces and fixtures without a product, or whose
 * product `sellUnitOf` does not know, are left out. Lines come in the order products first appear.
 */
export function billOfMaterials(
  doc: RoomDocument,
  sellUnitOf: (product: ProductRef) => SellUnit | null,
): BomLine[] {
  const groups = new Map<
    string,
    { product: ProductRef; sell: SellUnit; surfaces: Surface[]; fixtures: string[] }
  >();
  const group = (product: ProductRef) => {
    const key = productRefKey(product);
    if (!groups.has(key)) {
      const sell = sellUnitOf(product);
      if (!sell) return null;
      groups.set(key, { product, sell, surfaces: [], fixtures: [] });
    }
    return groups.get(key)!;
  };
  for (const s of doc.surfaces) if (s.product) group(s.product)?.surfaces.push(s);
  for (const f of doc.fixtures) if (f.product) group(f.product)?.fixtures.push(f.id);

  const lines: BomLine[] = [];
  for (const { product, sell, surfaces, fixtures } of groups.values()) {
    if (sell.kind === 'area') {
      const parts = surfaces.map((s) => {
        const netSqft = measureSurface(doc, s).netMm2 / MM2_PER_SQFT;
        const wastePercent = wastePercentOf(s.pattern, sell);
        return {
          surfaceId: s.id,
          netSqft,
          wastePercent,
          withWasteSqft: (netSqft * (100 + wastePercent)) / 100,
        };
      });
      if (parts.length) lines.push(areaLine(product, sell, parts));
    } else if (sell.kind === 'slab') {
      if (surfaces.length) lines.push(slabLine(product, sell, doc, surfaces));
    } else if (sell.kind === 'roll') {
      if (surfaces.length) lines.push(rollLine(product, sell, doc, surfaces));
    } else if (sell.kind === 'linear') {
      if (surfaces.length) lines.push(linearLine(product, sell, doc, surfaces));
    } else if (fixtures.length) {
      lines.push({
        product,
        kind: 'piece',
        surfaces: [],
        fixtures,
        units: fixtures.length,
        unitName: sell.unitName,
        steps: [`${fixtures.length} × ${sell.unitName.toLowerCase()}: ${fixtures.join(', ')}`],
      });
    }
  }
  return lines;
}
