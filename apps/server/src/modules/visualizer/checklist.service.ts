import type { ShowroomRef } from '@app/domain/catalog/contract';
import { initialQuantity, MAX_LINE_QTY } from '@app/domain/catalog/quantity';
import type { Checklist, ChecklistLine } from '@app/domain/designs/contract';
import { ACCESSORIES } from '@app/domain/room/accessories';
import type { RoomDocument } from '@app/domain/room/document';
import { fitProblems } from '@app/domain/room/fit-checks';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { checkRoom } from '../designs/designs.service.ts';
import { findShowroomByRef } from '../showrooms/showrooms.repository.ts';
import { pricedTakeoff } from './priced-takeoff.ts';
import { productsOf, texturesOf } from './size-texture.ts';
import type { PricedSizeRow } from './visualizer.repository.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * POST /api/visualization/checklist (issue 10 point 5): the room's bill of materials priced in the showroom —
 * per product the quantity the design needs (billOfMaterials, every step shown), what goes in the cart (raised
 * to the size's minimum order) and its total at the showroom's price; the design's fit problems; and the
 * surfaces and fixtures whose product the catalogue no longer has (left out, never guessed). The takeoff
 * itself is priced-takeoff.ts's, which estimates are drafted from too.
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
  const takeoff = await pricedTakeoff(db, document, showroom);
  const priced = (row: PricedSizeRow, units: number) => {
    const product = toProductCard(row);
    // What the cart will hold for it (the cart's own rule: the size's minimum, at most MAX_LINE_QTY).
    const qty = Math.min(MAX_LINE_QTY, initialQuantity(Number(row.min_qty), units));
    return { product, units, qty, line_total_cents: qty * product.price_cents };
  };
  const lines: ChecklistLine[] = takeoff.materials.map(({ line, row }) => ({
    ...priced(row, line.units),
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
  }));
  for (const { need, row } of takeoff.supplies) {
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
  const textures = texturesOf(productsOf(document), takeoff.rows);

  return {
    lines,
    textures,
    subtotal_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0),
    problems: fitProblems(document),
    unpriced: takeoff.unpriced,
  };
}
