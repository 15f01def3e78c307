import { type Coupon, couponAppliesTo } from '@app/domain/catalog/pricing';
import { toDollars } from '@app/domain/money/cents';
import { discountCentsOf } from '@app/domain/orders/order-preview';
import { type CartLineInput, priceOrder } from '@app/domain/orders/order-totals';
import type { Database } from '../../db/client.ts';
import type { ShowroomRef } from '../catalog/catalog.schemas.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { lookupCoupon } from '../showrooms/coupons.repository.ts';
import { type CartLineRow, pricedLines } from './cart-lines.repository.ts';
import type { Project } from './projects.repository.ts';
import type { Cart, CartLine } from './projects.schemas.ts';

/** The showroom a project is priced for: its stored pro, else its vsd_id, else the platform default. */
export const pricingRefOf = (project: Pick<Project, 'showroomUserId' | 'vsdId'>): ShowroomRef =>
  project.showroomUserId != null
    ? { showroom: project.showroomUserId }
    : project.vsdId
      ? { vsd_id: project.vsdId }
      : {};

/** The domain's order lines of priced cart rows: the one input of every cart and order total. */
export const lineInputsOf = (rows: readonly CartLineRow[], coupon: Coupon | null): CartLineInput[] =>
  rows.map((r) => ({
    productSizeId: Number(r.size_id),
    vendorId: Number(r.brand_id),
    qty: Number(r.qty),
    vendorPriceCents: Number(r.vendor_price_cents),
    markupBps: Number(r.markup_bps),
    platformFeeBps: Number(r.platform_fee_bps),
    coupon: coupon && couponAppliesTo(coupon, Number(r.category_id)) ? coupon : null,
  }));

/** Said when the cart's stored coupon no longer applies (and by placement, which then refuses it). */
export const COUPON_INVALID = 'The coupon code is invalid or has expired.';
/** Said when the coupon has been used on as many orders as its pro allowed (max_uses). */
export const COUPON_USED_UP = 'This coupon has been used up.';

export const couponErrorOf = (refusal: string | undefined) =>
  refusal === 'used_up' ? COUPON_USED_UP : COUPON_INVALID;

/**
 * The cart's coupon and its discount, by the order pricing (`priceOrder`, tax and shipping aside). A stored
 * coupon that no longer applies gives no discount and says so; placing the order would refuse it.
 */
async function couponOf(db: Database, project: Project, rows: readonly CartLineRow[]) {
  if (!project.couponCode) return { coupon_code: null, coupon_error: null, discount_cents: 0 };
  const found = await lookupCoupon(db, project.id, null);
  if (!found?.coupon)
    return {
      coupon_code: project.couponCode,
      coupon_error: couponErrorOf(found?.refusal),
      discount_cents: 0,
    };
  const priced = priceOrder({ lines: lineInputsOf(rows, found.coupon), taxBps: 0, shippingCents: 0 });
  return { coupon_code: found.code, coupon_error: null, discount_cents: discountCentsOf(priced) };
}

/**
 * A project with its lines priced now for its showroom (nothing about price is stored in a cart): unit
 * price = the catalogue's price of the line's size; line total = unit × qty; `count` = number of lines (the
 * header's cart badge), `total_qty` = sum of quantities; the coupon's discount comes off the subtotal at
 * checkout.
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
  const coupon = await couponOf(db, project, rows);
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
    ...coupon,
    discount: toDollars(coupon.discount_cents),
  };
}
