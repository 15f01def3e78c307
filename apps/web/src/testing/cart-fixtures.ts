import { cartLineSchema, cartSchema } from '@app/domain/cart/contract';
import type { Cart, CartLine } from '../lib/cart/cart.ts';
import { product } from './catalog-fixtures.ts';

/** A cart line priced like the server does: line total = unit × qty. */
export function cartLine(
  id: number,
  over: Partial<CartLine> & { brand?: string; name?: string } = {},
): CartLine {
  const { brand = 'Elmwood Floors', name = `Porcelain Tile ${id}`, ...rest } = over;
  const unit = rest.unit_price_cents ?? 8960;
  const qty = rest.qty ?? 2;
  return cartLineSchema.parse({
    id,
    product_id: id,
    size_id: 40 + id,
    colour: 'White',
    qty,
    min_qty: 1,
    size_label: '24 X 48',
    unit_price_cents: unit,
    unit_price: unit / 100,
    line_total_cents: unit * qty,
    line_total: (unit * qty) / 100,
    product: product(id, { name, brand: { id: id + 100, name: brand }, price_cents: unit, unit: 'Box' }),
    ...rest,
  });
}

/** A cart with these lines; count, quantities and the subtotal follow from them. */
export function cartOf(lines: CartLine[], over: Partial<Cart> = {}): Cart {
  const subtotal = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
  return cartSchema.parse({
    id: lines.length ? 7 : null,
    temp_project_id: null,
    is_cart: true,
    name: '',
    showroom: 2,
    vsd_id: 'DEMO2026',
    extra_info: {},
    is_3d: false,
    floorplan: null,
    floorTemplate: null,
    Project_tans: lines,
    count: lines.length,
    total_qty: lines.reduce((sum, l) => sum + l.qty, 0),
    subtotal_cents: subtotal,
    subtotal: subtotal / 100,
    coupon_code: null,
    coupon_error: null,
    discount_cents: 0,
    discount: 0,
    ...over,
  });
}
