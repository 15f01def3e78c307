import { type BomLine, type BomSurface, ceilUnits, type SellUnit, sq } from './bom-line.ts';
import { copingTakeoff } from './coping.ts';
import type { ProductRef, RoomDocument, Surface } from './document.ts';
import { MM_PER_IN, MM2_PER_SQFT, measureSurface } from './geometry.ts';
import { layRolls, type RollArea } from './roll-layout.ts';
import { fitSlabs, type Run } from './slab-fitting.ts';
import { surfaceExtent } from './surface-extent.ts';

/**
 * The lines of products cut to fit rather than counted by area — slabs, rolls, coping — each naming the
 * surfaces it covers (so the parts list shows the product beside them) with their net area. Their waste is
 * the layout's, shown in the steps, so each surface's own waste reads 0% (rolls: the share of roll its strips
 * take).
 */
const netOf = (doc: RoomDocument, s: Surface) => measureSurface(doc, s).netMm2 / MM2_PER_SQFT;
const asIs = (doc: RoomDocument, surfaces: readonly Surface[]): BomSurface[] =>
  surfaces.map((s) => {
    const netSqft = netOf(doc, s);
    return { surfaceId: s.id, netSqft, wastePercent: 0, withWasteSqft: netSqft };
  });

export function slabLine(
  product: ProductRef,
  sell: Extract<SellUnit, { kind: 'slab' }>,
  doc: RoomDocument,
  surfaces: Surface[],
): BomLine {
  const runs = surfaces.flatMap((s): Run[] => {
    const e = surfaceExtent(doc, s);
    return e ? [{ id: s.id, lengthIn: e.lengthMm / MM_PER_IN, depthIn: e.depthMm / MM_PER_IN }] : [];
  });
  const fit = fitSlabs(runs, {
    lengthIn: sell.slabLengthIn,
    widthIn: sell.slabWidthIn,
    cutAllowanceIn: sell.cutAllowanceIn,
  });
  const parts = asIs(doc, surfaces);
  const base = { product, kind: 'slab' as const, surfaces: parts, fixtures: [], unitName: sell.unitName };
  if (fit) return { ...base, units: fit.slabs, seams: fit.seams, steps: fit.steps };
  // A run deeper than the slab is wide: counted by area (with the large-format waste) instead.
  const sqft = parts.reduce((sum, p) => sum + p.netSqft, 0);
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

export function rollLine(
  product: ProductRef,
  sell: Extract<SellUnit, { kind: 'roll' }>,
  doc: RoomDocument,
  surfaces: Surface[],
): BomLine {
  const areas = surfaces.flatMap((s): RollArea[] => {
    const e = surfaceExtent(doc, s);
    return e ? [{ id: s.id, lengthIn: e.lengthMm / MM_PER_IN, depthIn: e.depthMm / MM_PER_IN }] : [];
  });
  const fit = layRolls(areas, { widthIn: sell.rollWidthIn, lengthIn: sell.rollLengthIn });
  const parts = asIs(doc, surfaces).map((p) => {
    const taken = fit?.takenSqft.get(p.surfaceId) ?? 0;
    const wastePercent = p.netSqft > 0 ? Math.max(0, Math.round((taken / p.netSqft - 1) * 100)) : 0;
    return { ...p, wastePercent, withWasteSqft: taken };
  });
  return {
    product,
    kind: 'roll',
    surfaces: parts,
    fixtures: [],
    units: fit?.rolls ?? 0,
    seams: fit?.seams ?? 0,
    unitName: sell.unitName,
    steps: fit?.steps ?? [],
  };
}

export function linearLine(
  product: ProductRef,
  sell: Extract<SellUnit, { kind: 'linear' }>,
  doc: RoomDocument,
  surfaces: Surface[],
): BomLine {
  const coping = copingTakeoff(doc, surfaces, {
    pieceLengthIn: sell.pieceLengthIn,
    pieceDepthIn: sell.pieceDepthIn ?? 0,
    unitName: sell.unitName,
  });
  return {
    product,
    kind: 'linear',
    surfaces: asIs(doc, surfaces),
    fixtures: [],
    units: coping.units,
    unitName: sell.unitName,
    steps: coping.steps,
  };
}
