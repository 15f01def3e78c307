import { STYLES, type Style } from '../catalog/styles.ts';
import { accessoryNeeds } from '../room/accessories.ts';
import { billOfMaterials } from '../room/bill-of-materials.ts';
import { productRefKey, type RoomDocument } from '../room/document.ts';
import type { Palette } from '../room/palettes.ts';
import { inchesOf, sellUnitOf } from '../room/sell-units.ts';
import type { StyleProfile } from '../room/style-profile.ts';
import type { AccessoryPrices, DesignCandidate } from './design-candidate.ts';

/** A profile whose top style is `style` (8), another style close behind (`second`, 5), the rest 0–2. */
export function profileFor(style: Style, palette: Palette | null, second?: Style): StyleProfile {
  const scores = Object.fromEntries(
    STYLES.map((s, i) => [s, s === style ? 8 : s === second ? 5 : i % 3]),
  ) as StyleProfile['scores'];
  return { scores, palette, top: style };
}

/**
 * A designed room's takeoff worked out again here, straight from billOfMaterials and accessoryNeeds (not the
 * designer's takeoff.ts): each line's units × its size's price, each supply's units × its price.
 */
export function exactTotal(
  doc: RoomDocument,
  candidates: readonly DesignCandidate[],
  prices: AccessoryPrices,
) {
  const byKey = new Map(candidates.map((c) => [productRefKey(c), c]));
  const onSurface = new Set(doc.surfaces.flatMap((s) => (s.product ? [productRefKey(s.product)] : [])));
  const bom = billOfMaterials(doc, (ref) => {
    const c = byKey.get(productRefKey(ref));
    return c ? sellUnitOf(c.size, onSurface.has(productRefKey(ref)) ? 'surface' : 'fixture') : null;
  }).filter((l) => l.units > 0);
  const needs = accessoryNeeds(doc, bom, (line) => {
    const c = byKey.get(productRefKey(line.product))!;
    return {
      category: c.category,
      tileWidthIn: inchesOf(c.size.widthSize) ?? 12,
      tileLengthIn: inchesOf(c.size.heightSize ?? c.size.lengthSize) ?? 12,
    };
  });
  const lines = new Map(
    bom.map((l) => [productRefKey(l.product), l.units * byKey.get(productRefKey(l.product))!.priceCents]),
  );
  const total =
    [...lines.values()].reduce((sum, c) => sum + c, 0) +
    needs.reduce((sum, n) => sum + n.units * (prices[n.kind] ?? 0), 0);
  return { total, lines };
}

/** Every product a room document holds, on its surfaces and fixtures. */
export const productsIn = (doc: RoomDocument) =>
  [...doc.surfaces, ...doc.fixtures].flatMap((x) => (x.product ? [x.product] : []));
