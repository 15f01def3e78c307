import { APPROVAL_MESSAGES } from '@app/domain/estimates/approval';
import type { EstimateLine } from '@app/domain/estimates/estimate-line';
import { CHARGE_LIMIT_MESSAGE, exceedsChargeLimit } from '@app/domain/orders/charge-limit';
import type { OrderDraft, ShipToSnapshot } from '@app/domain/orders/order-draft';
import { type PricedOrder, priceOrder } from '@app/domain/orders/order-totals';
import type { Database } from '../../db/client.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { orderDraftOf } from '../orders/order-draft.ts';
import type { OrderLine, PricedProject } from '../orders/order-pricing.ts';
import type { CartLineRow } from '../projects/cart-lines.repository.ts';
import { lineInputsOf, pricingRefOf } from '../projects/cart-view.ts';
import { type PricedSizeRow, pricedSizes } from '../visualizer/visualizer.repository.ts';
import { vendorsOfBrands } from './estimate-approval.repository.ts';

/**
 * The order an approval places (issue 25 point 4): one item per material line of the version, priced now
 * exactly as the shop prices it in the project's showroom (the cart's rules: vendor price, platform fee,
 * the pro's markup), taxed and shipped as checkout does. A line whose price today is not the version's, or
 * whose product the showroom no longer sells, is a blocker: nothing is re-priced in silence.
 */
export type MaterialOrder =
  | { blockers: string[]; draft: null; priced: null }
  | { blockers: []; draft: OrderDraft; priced: PricedOrder };

export type MaterialOrderInput = {
  project: PricedProject;
  estimate: { id: number; version: number };
  lines: readonly EstimateLine[];
  shipTo: ShipToSnapshot;
  taxBps: number;
  shippingCents: number;
  /** Paid in the same charge: the charge limit is of both. */
  depositCents: number;
};

const materialsOf = (lines: readonly EstimateLine[]) =>
  lines.filter((l) => l.kind === 'material' && l.product !== null && l.quantity > 0);

/** Why a material line cannot be ordered as the version priced it; null when it can. */
function blockerOf(line: EstimateLine, row: PricedSizeRow | undefined): string | null {
  if (!row || row.hash !== line.product?.product) return APPROVAL_MESSAGES.notSold(line.description);
  if (toProductCard(row).price_cents !== line.unit_price_cents)
    return APPROVAL_MESSAGES.priceChanged(line.description);
  return null;
}

export async function materialOrder(db: Database, input: MaterialOrderInput): Promise<MaterialOrder> {
  const materials = materialsOf(input.lines);
  const sizeIds = materials.map((l) => l.product!.sizeId);
  const rows = await pricedSizes(db, { sizeIds, hashes: [] }, pricingRefOf(input.project));
  const bySize = new Map(rows.map((r) => [Number(r.size_id), r]));
  const blockers = materials.flatMap((l) => blockerOf(l, bySize.get(l.product!.sizeId)) ?? []);
  if (blockers.length > 0) return { blockers, draft: null, priced: null };
  const vendors = await vendorsOfBrands(
    db,
    rows.map((r) => Number(r.brand_id)),
  );
  const cartRows: CartLineRow[] = materials.map((line, n) => {
    const row = bySize.get(line.product!.sizeId)!;
    return {
      ...row,
      line_id: n,
      qty: line.quantity,
      colour: '',
      vendor_user_id: vendors.get(Number(row.brand_id)) ?? null,
      design_id: line.design?.id ?? null,
      design_version: line.design?.version ?? null,
      listed: true,
    };
  });
  const priced = priceOrder({
    lines: lineInputsOf(cartRows, null),
    taxBps: input.taxBps,
    // Nothing to ship when there is no material.
    shippingCents: materials.length > 0 ? input.shippingCents : 0,
  });
  // The version's line totals are the order's, to the cent (a whole quantity at the same unit price).
  const drift = priced.lines.findIndex((p, i) => p.unit.unitPriceCents !== materials[i].unit_price_cents);
  if (drift >= 0)
    return {
      blockers: [APPROVAL_MESSAGES.priceChanged(materials[drift].description)],
      draft: null,
      priced: null,
    };
  if (exceedsChargeLimit(priced.chargeCents + input.depositCents))
    return { blockers: [CHARGE_LIMIT_MESSAGE], draft: null, priced: null };
  const lines: OrderLine[] = cartRows.map((row) => ({
    row,
    card: toProductCard(row),
    vendorUserId: row.vendor_user_id,
  }));
  const draft = orderDraftOf(input.project, input.shipTo, null, { lines, priced, taxBps: input.taxBps });
  return {
    blockers: [],
    draft: {
      ...draft,
      order: { ...draft.order, estimateId: input.estimate.id, estimateVersion: input.estimate.version },
    },
    priced,
  };
}
