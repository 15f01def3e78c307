import { galleryThumbUrl } from '@app/domain/catalog/product-images';
import type { FullOrder, FullOrderItem, OrderItemView, OrderView } from '@app/domain/orders/contract';
import { ITEM_STATUSES, type ItemStatus } from '@app/domain/orders/item-status';
import { itemForRole, orderForRole } from '@app/domain/orders/money-by-role';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findItem, findOrder, findOrders, itemsOfOrders, type Viewer } from './order-reads.repository.ts';
import type { ItemRow, OrderRow } from './orders.repository.ts';
import { type RefundedCents, refundedCents } from './refunds.repository.ts';

export type { Viewer };

/**
 * An order item as `viewer` sees it now (the answer to a status change, a cancel, a return request): only
 * the money fields of the viewer's role (domain money-by-role.ts).
 */
export async function getItemDto(db: Database, viewer: Viewer, id: number): Promise<OrderItemView> {
  const item = await findItem(db, id);
  if (!item) throw new AppError('not_found');
  const { byItem } = await refundedCents(db, [item.orderId]);
  return itemForRole(viewer.type, toItemDto(item, byItem.get(item.id) ?? 0));
}

/** An order as `viewer` sees it: only the money fields of the viewer's role (domain money-by-role.ts). */
export const orderFor = (viewer: Viewer, order: FullOrder): OrderView => orderForRole(viewer.type, order);

/** An order item with every field (before the role's projection); `refundedCents` from the refunds table. */
export function toItemDto(i: ItemRow, refundedCents = 0): FullOrderItem {
  return {
    id: i.id,
    product_name: i.productName,
    qty: i.qty,
    status: i.status as ItemStatus,
    status_date: i.statusDate.toISOString(),
    size_label: i.sizeLabel,
    vendor_name: i.vendorName,
    image: i.image,
    // The cart's and checkout's picture of the line: an upload's own thumbnail, else the art drawn small.
    thumb: i.image ? galleryThumbUrl(i.image) : '',
    unit: i.unit,
    colour: i.colour === '' ? null : i.colour,
    design: i.designId == null ? null : { id: i.designId, version: i.designVersion ?? 1 },
    refunded: refundedCents > 0,
    sample: i.sample,
    final_price: i.finalPrice,
    contractor_markup_amt: i.contractorMarkupAmt,
    admin_profit_inclusive_tax: i.adminProfitInclusiveTax,
    unit_price_cents: i.unitPrice,
    line_total_cents: i.lineTotal,
    list_total_cents: i.lineTotal + i.discount * i.qty,
    tax_cents: i.taxCents,
    refunded_cents: refundedCents,
  };
}

const NONE: RefundedCents = { byItem: new Map(), byOrder: new Map() };

/**
 * An order and its items (ordered by id) with every field, before the role's projection (`orderFor`).
 * Without `refunded` nothing was refunded yet (a new order).
 */
export function toOrderDto(o: OrderRow, items: ItemRow[], refunded = NONE): FullOrder {
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i.status, (counts.get(i.status) ?? 0) + 1);
  return {
    id: o.id,
    number: String(o.number),
    created_at: o.createdAt.toISOString(),
    status_summary: ITEM_STATUSES.filter((s) => counts.has(s)).map((s) => ({
      status: s,
      count: counts.get(s) ?? 0,
    })),
    items: items.map((i) => toItemDto(i, refunded.byItem.get(i.id) ?? 0)),
    subtotal_cents: o.subtotalCents,
    discount_cents: items.reduce((sum, i) => sum + i.discount * i.qty, 0),
    tax_cents: o.taxCents,
    shipping_cents: o.shippingCents,
    charge_cents: o.chargeCents,
    coupon_code: o.couponCode,
    ship_to: o.shipTo,
    payment_status: o.paymentStatus,
    refunded_cents: refunded.byOrder.get(o.id) ?? 0,
    deposit_cents: o.depositCents,
    estimate: o.estimateId == null ? null : { id: o.estimateId, version: o.estimateVersion ?? 1 },
  };
}

async function withItems(db: Database, viewer: Viewer, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [items, refunded] = await Promise.all([itemsOfOrders(db, viewer, ids), refundedCents(db, ids)]);
  const byOrder = new Map<number, ItemRow[]>();
  for (const i of items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
  return rows.map((o) => orderFor(viewer, toOrderDto(o, byOrder.get(o.id) ?? [], refunded)));
}

export const MAX_ORDERS = 200;

/** The viewer's orders, newest first (at most MAX_ORDERS). */
export async function listOrders(db: Database, viewer: Viewer): Promise<OrderView[]> {
  return withItems(db, viewer, await findOrders(db, viewer, MAX_ORDERS));
}

/** One order the viewer may see; 404 otherwise (another's order is indistinguishable from none). */
export async function getOrder(db: Database, viewer: Viewer, id: number): Promise<OrderView> {
  const row = await findOrder(db, viewer, id);
  if (!row) throw new AppError('not_found');
  const [dto] = await withItems(db, viewer, [row]);
  return dto;
}
