import { type AccessoryNeed, accessoryNeeds } from '../room/accessories.ts';
import { billOfMaterials } from '../room/bill-of-materials.ts';
import type { BomLine } from '../room/bom-line.ts';
import { type ProductRef, productRefKey, type RoomDocument } from '../room/document.ts';
import { inchesOf } from '../room/sell-units.ts';
import {
  type AccessoryPrices,
  type CandidateLookup,
  type DesignCandidate,
  sellUnitFor,
  unitsCents,
} from './design-candidate.ts';

/** A design's takeoff priced: each line of the bill of materials and each supply, in cents, and the total. */
export type DesignTakeoff = {
  lines: { line: BomLine; candidate: DesignCandidate; cents: number }[];
  supplies: { need: AccessoryNeed; cents: number }[];
  totalCents: number;
};

/** What accessoryNeeds reads of a product: its top category and its tile's size (12 in when unsaid). */
export const accessoryInfoOf = (c: DesignCandidate) => ({
  category: c.category,
  tileWidthIn: inchesOf(c.size.widthSize) ?? 12,
  tileLengthIn: inchesOf(c.size.heightSize ?? c.size.lengthSize) ?? 12,
});

/**
 * The exact takeoff of a designed room, as the checklist prices it (the server's priced-takeoff.ts): the
 * bill of materials with each size's sell unit (on a surface when any surface uses it, else by the piece),
 * lines that buy nothing left out, and the supplies those lines need that the showroom sells.
 */
export function designTakeoff(
  doc: RoomDocument,
  candidateOf: CandidateLookup,
  prices: AccessoryPrices,
): DesignTakeoff {
  const onSurfaces = new Set(doc.surfaces.flatMap((s) => (s.product ? [productRefKey(s.product)] : [])));
  const sellUnit = (ref: ProductRef) => {
    const c = candidateOf(ref);
    return c ? sellUnitFor(c, onSurfaces.has(productRefKey(ref)) ? 'surface' : 'fixture') : null;
  };
  const bom = billOfMaterials(doc, sellUnit).filter((line) => line.units > 0);
  const needs = accessoryNeeds(doc, bom, (line) => {
    const c = candidateOf(line.product);
    return c ? accessoryInfoOf(c) : null;
  });
  const lines = bom.map((line) => {
    const candidate = candidateOf(line.product)!;
    return { line, candidate, cents: unitsCents(candidate, line.units) };
  });
  const supplies = needs.flatMap((need) => {
    const price = prices[need.kind];
    return price === undefined ? [] : [{ need, cents: need.units * price }];
  });
  const totalCents = [...lines, ...supplies].reduce((sum, l) => sum + l.cents, 0);
  return { lines, supplies, totalCents };
}
