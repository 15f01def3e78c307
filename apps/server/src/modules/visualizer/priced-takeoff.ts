import type { ShowroomRef } from '@app/domain/catalog/contract';
import type { Texture } from '@app/domain/catalog/texture';
import { ACCESSORIES, type AccessoryNeed, accessoryNeeds } from '@app/domain/room/accessories';
import { billOfMaterials } from '@app/domain/room/bill-of-materials';
import type { BomLine } from '@app/domain/room/bom-line';
import { type ProductRef, productRefKey, type RoomDocument } from '@app/domain/room/document';
import { inchesOf, sellUnitOf } from '@app/domain/room/sell-units';
import type { Database } from '../../db/client.ts';
import { parseJson } from '../catalog/card-sql.ts';
import { type PricedSizeRow, pricedSizes } from './visualizer.repository.ts';

/**
 * A room's takeoff priced in a showroom: what the checklist (/visualize/checklist, the project's room cards)
 * shows and what an estimate is drafted from (issue 25), computed here once for both.
 */
export type PricedTakeoff = {
  /** The bill of materials' lines that buy something, each with its size priced in the showroom. */
  materials: { line: BomLine; row: PricedSizeRow }[];
  /** The installation supplies those materials need, when the catalogue sells them (nothing is guessed). */
  supplies: { need: AccessoryNeed; row: PricedSizeRow }[];
  /** Every priced row read (the materials', the supplies'), for the sizes' looks. */
  rows: PricedSizeRow[];
  /** The surfaces and fixtures whose product the catalogue no longer has: left out, never guessed. */
  unpriced: string[];
};

/**
 * billOfMaterials of the document with each product's sell unit read from its size in the catalogue, priced
 * in `showroom` (the caller decides which showroom that is, and whether it must be open); the supplies its
 * tile and flooring lines need.
 */
export async function pricedTakeoff(
  db: Database,
  document: RoomDocument,
  showroom: ShowroomRef,
): Promise<PricedTakeoff> {
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
  // A product whose surfaces measure nothing (walls that do not close) is not bought at its minimum order.
  const bom = billOfMaterials(document, sellUnit).filter((line) => line.units > 0);
  const needs = accessoryNeeds(document, bom, (line) => {
    const row = rowOf(line.product);
    if (!row) return null;
    return {
      category: row.top_category,
      tileWidthIn: inchesOf(row.width_size) ?? 12,
      tileLengthIn: inchesOf(row.height_size ?? row.length_size) ?? 12,
    };
  });
  const supplies = needs.flatMap((need) => {
    const row = rows.find((r) => r.hash === ACCESSORIES[need.kind].hash);
    return row ? [{ need, row }] : [];
  });
  return {
    materials: bom.map((line) => ({ line, row: rowOf(line.product)! })),
    supplies,
    rows,
    unpriced: used.filter((x) => !sellUnit(x.product!)).map((x) => x.id),
  };
}
