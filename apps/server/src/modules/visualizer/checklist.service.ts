import type { ShowroomRef } from '@app/domain/catalog/contract';
import type { Checklist, ChecklistLine } from '@app/domain/designs/contract';
import { billOfMaterials } from '@app/domain/room/bill-of-materials';
import type { ProductRef, RoomDocument } from '@app/domain/room/document';
import { fitProblems } from '@app/domain/room/fit-checks';
import { sellUnitOf } from '@app/domain/room/sell-units';
import type { Database } from '../../db/client.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { checkSize } from '../designs/designs.service.ts';
import { type PricedSizeRow, pricedSizes } from './visualizer.repository.ts';

const keyOf = (p: ProductRef) => `${p.product}#${p.sizeId}`;
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
  checkSize(document);
  const used = [...document.surfaces, ...document.fixtures].filter((x) => x.product);
  const rows = await pricedSizes(db, [...new Set(used.map((x) => x.product!.sizeId))], showroom);
  const bySize = new Map(rows.map((r) => [Number(r.size_id), r]));
  const rowOf = (ref: ProductRef): PricedSizeRow | null => {
    const row = bySize.get(ref.sizeId);
    return row && row.hash === ref.product ? row : null;
  };
  const onSurfaces = new Set(document.surfaces.flatMap((s) => (s.product ? [keyOf(s.product)] : [])));
  const sellUnit = (ref: ProductRef) => {
    const row = rowOf(ref);
    if (!row) return null;
    const size = {
      unit: row.unit || row.category_unit,
      boxSqft: row.box_sqft == null ? null : Number(row.box_sqft),
      widthSize: row.width_size,
      heightSize: row.height_size,
      lengthSize: row.length_size,
    };
    return sellUnitOf(size, onSurfaces.has(keyOf(ref)) ? 'surface' : 'fixture');
  };
  const lines: ChecklistLine[] = billOfMaterials(document, sellUnit).map((line) => {
    const row = rowOf(line.product)!;
    const product = toProductCard(row);
    const qty = Math.max(line.units, Number(row.min_qty));
    return {
      product,
      units: line.units,
      unit_name: line.unitName,
      qty,
      line_total_cents: qty * product.price_cents,
      surfaces: line.surfaces.map((s) => ({
        id: s.surfaceId,
        net_sqft: round2(s.netSqft),
        waste_percent: s.wastePercent,
        with_waste_sqft: round2(s.withWasteSqft),
      })),
      fixtures: line.fixtures,
      steps: line.steps,
    };
  });
  return {
    lines,
    subtotal_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0),
    problems: fitProblems(document),
    unpriced: used.filter((x) => !sellUnit(x.product!)).map((x) => x.id),
  };
}
