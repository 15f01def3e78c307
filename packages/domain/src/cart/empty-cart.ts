import type { Cart } from './contract.ts';

/**
 * The cart of a caller who has none yet (docs/api-cart.md): no project, no lines, nothing to pay. The server
 * answers it and the web starts from it, so both hold the same shape.
 */
export const emptyCart = (): Cart => ({
  id: null,
  temp_project_id: null,
  is_cart: true,
  name: '',
  showroom: null,
  vsd_id: null,
  extra_info: {},
  is_3d: false,
  floorplan: null,
  floorTemplate: null,
  Project_tans: [],
  count: 0,
  total_qty: 0,
  subtotal_cents: 0,
  subtotal: 0,
  coupon_code: null,
  coupon_error: null,
  discount_cents: 0,
  discount: 0,
});
