import { toDollars } from '@app/domain/money/cents';
import type { Database } from '../../db/client.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { pricedLines } from './cart-lines.repository.ts';
import type { Project } from './projects.repository.ts';
import type { Cart, CartLine } from './projects.schemas.ts';

/** The showroom a project is priced for: its stored pro, else its vsd_id, else the platform default. */
export const pricingRefOf = (project: Pick<Project, 'showroomUserId' | 'vsdId'>): ShowroomRef =>
  project.showroomUserId != null
    ? { showroom: project.showroomUserId }
    : project.vsdId
      ? { vsd_id: project.vsdId }
      : {};

/**
 * A project with its lines priced now for its showroom (nothing about price is stored in a cart): unit
 * price = the catalogue's price of the line's size; line total = unit × qty; `count` = number of lines (the
 * header's cart badge), `total_qty` = sum of quantities.
 */
export async function cartOf(db: Database, project: Project): Promise<Cart> {
  const rows = await pricedLines(db, project.id, pricingRefOf(project));
  const lines: CartLine[] = rows.map((row) => {
    const product = toProductCard(row);
    const qty = Number(row.qty);
    const lineTotal = product.price_cents * qty;
    return {
      id: Number(row.line_id),
      product_id: product.id,
      size_id: product.size_id,
      colour: row.colour === '' ? null : row.colour,
      qty,
      min_qty: product.min_qty,
      size_label: product.size_label,
      unit_price_cents: product.price_cents,
      unit_price: product.price,
      line_total_cents: lineTotal,
      line_total: toDollars(lineTotal),
      product,
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
  return {
    id: project.id,
    temp_project_id: project.tempProjectId,
    is_cart: project.isCart,
    name: project.name,
    showroom: project.showroomUserId,
    vsd_id: project.vsdId,
    extra_info: project.extraInfo ?? {},
    is_3d: project.is3d,
    floorplan: project.floorplan,
    floorTemplate: project.floorTemplate,
    Project_tans: lines,
    count: lines.length,
    total_qty: lines.reduce((sum, l) => sum + l.qty, 0),
    subtotal_cents: subtotal,
    subtotal: toDollars(subtotal),
  };
}
