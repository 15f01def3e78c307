import type { Coupon } from '@app/domain/catalog/pricing';
import { unavailableInCart } from '@app/domain/catalog/unlisted';
import { CHARGE_LIMIT_MESSAGE, exceedsChargeLimit } from '@app/domain/orders/charge-limit';
import { type PricedOrder, priceOrder } from '@app/domain/orders/order-totals';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type ProductCard, toProductCard } from '../catalog/product-card.ts';
import { type CartLineRow, pricedLines } from '../projects/cart-lines.repository.ts';
import { couponErrorOf, lineInputsOf, pricingRefOf } from '../projects/cart-view.ts';
import type { Project } from '../projects/projects.repository.ts';
import { readSetting } from '../settings/settings.repository.ts';
import { claimCouponUse, lookupCoupon } from '../showrooms/coupons.repository.ts';

export const SALES_TAX_SETTING = 'sales_tax_bps_by_state';

/** A state's entry of the `sales_tax_bps_by_state` setting (absent: undefined) as bps: a positive integer, else 0. */
export function taxBpsOf(value: unknown): number {
  const bps = Number(value ?? 0);
  return Number.isSafeInteger(bps) && bps > 0 ? bps : 0;
}

/** The ship-to state's sales tax rate in bps from the `sales_tax_bps_by_state` setting; 0 when not listed. */
export async function salesTaxBps(db: Database, state: string): Promise<number> {
  const rates = await readSetting(db, SALES_TAX_SETTING);
  const table = rates && typeof rates === 'object' ? (rates as Record<string, unknown>) : {};
  return taxBpsOf(table[state.toUpperCase()]);
}

/** The showroom a project is priced in: its pro, else its vsd_id. */
export type PricedProject = Pick<Project, 'id' | 'showroomUserId' | 'vsdId'>;

/** The coupon an order uses, as orderCoupon finds it: its terms, its code and its row (null: none). */
export type OrderCoupon = { coupon: Coupon | null; couponCode: string | null; couponId: number | null };

/**
 * The coupon an order uses: `code` (the body's), else the one kept with the cart, of the cart's showroom,
 * active now and not used up (case-insensitive; 422 on `coupon` otherwise). No code at all: no coupon.
 * With `claim` (placement, inside its transaction) one use of it is taken under the coupon's row lock.
 */
export async function orderCoupon(
  db: Database,
  project: PricedProject,
  code?: string,
  opts: { claim?: boolean } = {},
): Promise<OrderCoupon> {
  const found = await lookupCoupon(db, project.id, code ?? null);
  if (!found) return { coupon: null, couponCode: null, couponId: null };
  const refuse = (refusal: string | undefined) =>
    AppError.invalid(fieldError('coupon', couponErrorOf(refusal)));
  if (!found.coupon) throw refuse(found.refusal);
  if (opts.claim && !(await claimCouponUse(db, found.id))) throw refuse('used_up');
  return { coupon: found.coupon, couponCode: found.code, couponId: found.id };
}

/** A cart line as ordered: its catalogue row, its card (name, label, image), and the vendor account. */
export type OrderLine = { row: CartLineRow; card: ProductCard; vendorUserId: number | null };

export type PricedCart = { lines: OrderLine[]; priced: PricedOrder; taxBps: number };

/**
 * Prices a project's cart as an order, only from what the server knows: the lines' catalogue prices and
 * markup rules for the project's showroom, the coupon (never more than the markup, domain rule), the ship-to
 * state's tax rate and the shipping charge (read with the checkout, checkout.repository.ts). The vendor of
 * a line is its brand's vendor account. An order above the provider's maximum charge is a 422 naming it.
 */
export async function priceCart(
  db: Database,
  project: PricedProject,
  opts: { taxBps: number; shippingCents: number; coupon: Coupon | null },
): Promise<PricedCart> {
  const rows = await pricedLines(db, project.id, pricingRefOf(project));
  if (rows.length === 0) throw AppError.invalid(fieldError('project', 'Your cart is empty.'));
  // A line whose product was hidden since it was added (decision 0017) is never bought: say which.
  const unlisted = [...new Set(rows.filter((r) => !r.listed).map((r) => r.name))];
  if (unlisted.length > 0) throw AppError.invalid(fieldError('project', unavailableInCart(unlisted)));
  const inputs = lineInputsOf(rows, opts.coupon);
  const priced = priceOrder({ lines: inputs, taxBps: opts.taxBps, shippingCents: opts.shippingCents });
  if (exceedsChargeLimit(priced.chargeCents))
    throw AppError.invalid(fieldError('project', CHARGE_LIMIT_MESSAGE));
  const lines = rows.map((row) => ({
    row,
    card: toProductCard(row),
    vendorUserId: row.vendor_user_id == null ? null : Number(row.vendor_user_id),
  }));
  return { lines, priced, taxBps: opts.taxBps };
}
