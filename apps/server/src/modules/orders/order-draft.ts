import type { DraftItem, OrderDraft, ShipToSnapshot } from '@app/domain/orders/order-draft';
import type { PricedCart, PricedProject } from './order-pricing.ts';

/**
 * The order a payment attempt will write, priced now: one item per cart line with the per-unit amounts
 * as the spec names them (point 3), and the order's totals.
 */
export function orderDraftOf(
  project: PricedProject,
  shipTo: ShipToSnapshot,
  couponCode: string | null,
  cart: PricedCart,
): OrderDraft {
  const { priced, lines } = cart;
  const items: DraftItem[] = priced.lines.map((p, i) => {
    const { row, card, vendorUserId } = lines[i];
    return {
      productId: Number(row.id),
      productSizeId: p.productSizeId,
      brandId: p.vendorId,
      vendorUserId,
      vendorName: row.brand_name,
      productName: row.name,
      sizeLabel: card.size_label || null,
      unit: card.unit ?? null,
      image: card.image,
      colour: row.colour,
      qty: p.qty,
      finalPrice: p.unit.vendorPriceCents,
      platformFee: p.unit.platformFeeCents,
      markup: p.unit.markupCents,
      discount: p.unit.discountCents,
      contractorMarkupAmt: p.unit.contractorMarkupCents,
      unitPrice: p.unit.unitPriceCents,
      lineTotal: p.lineTotalCents,
      taxCents: p.taxCents,
      adminProfitInclusiveTax: p.adminProfitInclusiveTaxCents,
      designId: row.design_id == null ? null : Number(row.design_id),
      designVersion: row.design_version == null ? null : Number(row.design_version),
    };
  });
  return {
    order: {
      projectId: project.id,
      showroomUserId: project.showroomUserId,
      vsdId: project.vsdId,
      shipTo,
      taxBps: cart.taxBps,
      shippingCents: priced.shippingCents,
      subtotalCents: priced.subtotalCents,
      taxCents: priced.taxCents,
      chargeCents: priced.chargeCents,
      couponCode,
    },
    items,
  };
}
