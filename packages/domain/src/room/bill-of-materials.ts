import { type BomLine, type BomSurface, ceilUnits, type SellUnit, sq } from './bom-line.ts';
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

export type { BomLine, BomSurface, SellUnit };
export { ceilUnits, sq };

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

export const wastePercentOf = (pattern: LayingPattern, sell: Extract<SellUnit, { kind: 'area' }>) =>
  WASTE_PERCENT[pattern] +
  (sell.laid !== 'plank' && Math.max(sell.tileWidthIn, sell.tileLengthIn) > LARGE_FORMAT_IN
    ? LARGE_FORMAT_EXTRA_PERCENT
    : 0);

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
