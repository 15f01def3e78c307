import {
  type LayingPattern,
  type ProductRef,
  productRefKey,
  type RoomDocument,
  type Surface,
} from './document.ts';
import { MM_PER_FT, MM_PER_IN, MM2_PER_SQFT, measureSurface, roomOutline, wallBandRect } from './geometry.ts';
import { fitSlabs, type Run } from './slab-fitting.ts';

/**
 * How a product is sold, as the bill of materials needs it (resolved from the showroom's catalogue):
 * - `area`: units (box, pallet, roll) that each cover `coverageSqft`, laid as tiles or planks of
 *   `tileWidthIn` × `tileLengthIn` (the longer side decides the large-format waste);
 * - `slab`: slabs of `slabLengthIn` × `slabWidthIn` that the surfaces' runs are cut from (slab-fitting.ts);
 * - `linear`: pieces laid along an edge, each `pieceLengthIn` long (pool coping, edge trim);
 * - `piece`: one per fixture that uses it.
 */
export type SellUnit =
  | { kind: 'area'; unitName: string; coverageSqft: number; tileWidthIn: number; tileLengthIn: number }
  | { kind: 'slab'; unitName: string; slabLengthIn: number; slabWidthIn: number }
  | { kind: 'linear'; unitName: string; pieceLengthIn: number }
  | { kind: 'piece'; unitName: string };

/** Waste by laying pattern, in percent (issue 10 point 4). */
export const WASTE_PERCENT: Record<LayingPattern, number> = {
  straight: 10,
  brick: 10,
  diagonal: 15,
  herringbone: 20,
};
/** Tiles whose longer side is over this many inches waste 5 points more (breakage, lippage, cuts). */
export const LARGE_FORMAT_IN = 24;
export const LARGE_FORMAT_EXTRA_PERCENT = 5;

/** Rounding up must not turn 6.0000000001 boxes into 7: quantities within this of a whole unit are that unit. */
const EPSILON = 1e-9;
const ceilUnits = (x: number) => Math.max(0, Math.ceil(x - EPSILON));

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
};

export const wastePercentOf = (pattern: LayingPattern, sell: Extract<SellUnit, { kind: 'area' }>) =>
  WASTE_PERCENT[pattern] +
  (Math.max(sell.tileWidthIn, sell.tileLengthIn) > LARGE_FORMAT_IN ? LARGE_FORMAT_EXTRA_PERCENT : 0);

const sq = (x: number) => x.toFixed(2);

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
  steps.push(
    `${sq(total)} sq ft ÷ ${sell.coverageSqft} sq ft per ${sell.unitName.toLowerCase()} = ${(total / sell.coverageSqft).toFixed(2)} → ${units}`,
  );
  return { product, kind: 'area', surfaces: parts, fixtures: [], units, unitName: sell.unitName, steps };
}

function linearLine(
  product: ProductRef,
  sell: Extract<SellUnit, { kind: 'linear' }>,
  doc: RoomDocument,
  surfaces: Surface[],
): BomLine {
  let lengthMm = 0;
  const steps: string[] = [];
  for (const s of surfaces) {
    const edge = measureSurface(doc, s).perimeterMm;
    lengthMm += edge;
    steps.push(`${s.id}: ${(edge / MM_PER_FT).toFixed(2)} ft of edge`);
  }
  const pieceMm = sell.pieceLengthIn * MM_PER_IN;
  const units = ceilUnits(lengthMm / pieceMm);
  steps.push(
    `${(lengthMm / MM_PER_FT).toFixed(2)} ft ÷ ${sell.pieceLengthIn} in per ${sell.unitName.toLowerCase()} = ${(lengthMm / pieceMm).toFixed(2)} → ${units}`,
  );
  return { product, kind: 'linear', surfaces: [], fixtures: [], units, unitName: sell.unitName, steps };
}

/** A surface as a run to cut from slabs: its extent's longer side as the length, the shorter as the depth. */
function runOf(doc: RoomDocument, s: Surface): Run | null {
  const r = s.region;
  let w = 0;
  let d = 0;
  if (r.type === 'wall') {
    const wall = doc.walls.find((x) => x.id === r.wallId);
    const rect = wall && wallBandRect(doc, wall, r);
    if (!rect) return null;
    [w, d] = [rect.x1 - rect.x0, rect.y1 - rect.y0];
  } else {
    const pts = r.type === 'plan' ? r.outline : roomOutline(doc.walls);
    if (!pts) return null;
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    [w, d] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  }
  return { id: s.id, lengthIn: Math.max(w, d) / MM_PER_IN, depthIn: Math.min(w, d) / MM_PER_IN };
}

function slabLine(
  product: ProductRef,
  sell: Extract<SellUnit, { kind: 'slab' }>,
  doc: RoomDocument,
  surfaces: Surface[],
): BomLine {
  const runs = surfaces.map((s) => runOf(doc, s)).filter((r): r is Run => r !== null);
  const fit = fitSlabs(runs, { lengthIn: sell.slabLengthIn, widthIn: sell.slabWidthIn });
  const base = { product, kind: 'slab' as const, surfaces: [], fixtures: [], unitName: sell.unitName };
  if (fit) return { ...base, units: fit.slabs, steps: fit.steps };
  // A run deeper than the slab is wide: counted by area (with the large-format waste) instead.
  const sqft = surfaces.reduce((sum, s) => sum + measureSurface(doc, s).netMm2, 0) / MM2_PER_SQFT;
  const slabSqft = (sell.slabLengthIn * sell.slabWidthIn) / 144;
  const units = ceilUnits((sqft * 1.15) / slabSqft);
  return {
    ...base,
    units,
    steps: [
      `A run is deeper than the ${sell.slabWidthIn} in slab: ${sq(sqft)} sq ft + 15% ÷ ${sq(slabSqft)} sq ft per slab → ${units}`,
    ],
  };
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
