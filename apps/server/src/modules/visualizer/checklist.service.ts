import type { ShowroomRef } from '@app/domain/catalog/contract';
import { initialQuantity, MAX_LINE_QTY } from '@app/domain/catalog/quantity';
import type { Texture } from '@app/domain/catalog/texture';
import type { Checklist, ChecklistLine } from '@app/domain/designs/contract';
import { ACCESSORIES, accessoryNeeds } from '@app/domain/room/accessories';
import { billOfMaterials } from '@app/domain/room/bill-of-materials';
import { type ProductRef, productRefKey, type RoomDocument } from '@app/domain/room/document';
import { fitProblems } from '@app/domain/room/fit-checks';
import { inchesOf, sellUnitOf } from '@app/domain/room/sell-units';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseJson } from '../catalog/card-sql.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { checkRoom } from '../designs/designs.service.ts';
import { findShowroomByRef } from '../showrooms/showrooms.repository.ts';
import { productsOf, texturesOf } from './size-texture.ts';
import { type PricedSizeRow, pricedSizes } from './visualizer.repository.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * POST /api/visualization/checklist (issue 10 point 5): the room's bill of materials priced in the showroom —
 * per product the quantity the design needs (billOfMaterials, every step shown), what goes in the cart (raised
 * to the size's minimum order) and its total at the showroom's price; the design's fit problems; and the
 * surfaces and fixtures whose product the catalogue no longer has (left out, never guessed).
 */
export async function checklist(
  db: Database,
  document: RoomDocument,
  showroom: ShowroomRef,
): Promise<Checklist> {
  checkRoom(document);
  // A showroom named but not open (unknown, or its pro not approved) is 404: never the base prices instead.
  if ((showroom.showroom != null || showroom.vsd_id) && !(await findShowroomByRef(db, showroom)))
    throw new AppError('not_found');
  const used = [...document.surfaces, ...document.fixtures].filter((x) => x.product);
  const accessoryHashes = Object.values(ACCESSORIES).map((a) => a.hash);
  const sizeIds = [...new Set(used.map((x) => x.product!.sizeId))];
  const rows = await pricedSizes(db, { sizeIds, hashes: accessoryHashes }, showroom);
  const bySize = new Map(rows.map((r) => [Number(r.size_id), r]));
  const rowOf = (ref: ProductRef): PricedSizeRow | null => {
    const row = bySize.get(ref.sizeId);
    return row && row.hash === ref.product ? row : null;
  };
  const onSurfaces = new Set(document.surfaces.flatMap((s) => (s.product ? [productRefKey(s.product)] : [])));
  const sellUnit = (ref: ProductRef) => {
    const row = rowOf(ref);
    if (!row) return null;
    const size = {
      unit: row.unit || row.category_unit,
      boxSqft: row.box_sqft == null ? null : Number(row.box_sqft),
      widthSize: row.width_size,
      heightSize: row.height_size,
      lengthSize: row.length_size,
      // Plank or tile, coping or tile by the piece: what the catalogue says the product is.
      category: row.top_category,
      pattern: parseJson<Texture>(row.texture).pattern,
      cutAllowanceIn: row.cut_allowance_in == null ? null : Number(row.cut_allowance_in),
    };
    return sellUnitOf(size, onSurfaces.has(productRefKey(ref)) ? 'surface' : 'fixture');
  };
  const priced = (row: PricedSizeRow, units: number) => {
    const product = toProductCard(row);
    // What the cart will hold for it (the cart's own rule: the size's minimum, at most MAX_LINE_QTY).
    const qty = Math.min(MAX_LINE_QTY, initialQuantity(Number(row.min_qty), units));
    return { product, units, qty, line_total_cents: qty * product.price_cents };
  };
  // A product whose surfaces measure nothing (walls that do not close) is not bought at its minimum order.
  const bom = billOfMaterials(document, sellUnit).filter((line) => line.units > 0);
  const lines: ChecklistLine[] = bom.map((line) => {
    return {
      ...priced(rowOf(line.product)!, line.units),
      unit_name: line.unitName,
      accessory: false,
      surfaces: line.surfaces.map((s) => ({
        id: s.surfaceId,
        net_sqft: round2(s.netSqft),
        waste_percent: s.wastePercent,
        with_waste_sqft: round2(s.withWasteSqft),
      })),
      fixtures: line.fixtures,
      steps: line.steps,
      ...(line.seams === undefined ? {} : { seams: line.seams }),
    };
  });
  const needs = accessoryNeeds(document, bom, (line) => {
    const row = rowOf(line.product);
    if (!row) return null;
    return {
      category: row.top_category,
      tileWidthIn: inchesOf(row.width_size) ?? 12,
      tileLengthIn: inchesOf(row.height_size ?? row.length_size) ?? 12,
    };
  });
  for (const need of needs) {
    const row = rows.find((r) => r.hash === ACCESSORIES[need.kind].hash);
    // A catalogue without installation supplies gets no accessory lines (nothing is guessed).
    if (!row) continue;
    lines.push({
      ...priced(row, need.units),
      unit_name: ACCESSORIES[need.kind].unit,
      accessory: true,
      surfaces: [],
      fixtures: [],
      steps: need.steps,
    });
  }
  // Drawn at true scale: the product's look with the size the design uses.
  const textures = texturesOf(productsOf(document), rows);

  return {
    lines,
    textures,
    subtotal_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0),
    problems: fitProblems(document),
    unpriced: used.filter((x) => !sellUnit(x.product!)).map((x) => x.id),
  };
}
