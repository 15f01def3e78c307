import { sizeLabel } from '@app/domain/catalog/size-label';
import {
  productState,
  type VendorProduct,
  type VendorProductRow,
  type VendorSize,
} from '@app/domain/catalog/vendor-products-contract';
import { sampleOfferOf } from '../catalog/sample-offer.ts';
import type {
  VendorProductDetailRow,
  VendorProductListRow,
  VendorSizeRow,
} from './vendor-products.repository.ts';

/** State and reason: the reason only while the admin's hiding holds (a lifted moderation leaves none). */
function visibilityOf(
  r: Pick<VendorProductListRow, 'hidden' | 'moderated' | 'brand_moderated' | 'moderation_reason'>,
) {
  const state = productState({ hidden: r.hidden, moderated: r.moderated, brandModerated: r.brand_moderated });
  return { state, moderation_reason: state === 'moderated' ? (r.moderation_reason ?? null) : null };
}

export function toVendorProductRow(r: VendorProductListRow): VendorProductRow {
  return {
    id: Number(r.id),
    hash: r.hash,
    name: r.name,
    category: { id: Number(r.category_id), name: r.category_name },
    brand: { id: Number(r.brand_id), name: r.brand_name },
    sizes_count: Number(r.sizes_count),
    price_from_cents: r.price_from_cents == null ? null : Number(r.price_from_cents),
    ...visibilityOf(r),
    updated_at: r.updated_at,
  };
}

const toVendorSize = (s: VendorSizeRow): VendorSize => ({
  id: Number(s.id),
  width_size: s.width_size,
  height_size: s.height_size,
  length_size: s.length_size,
  pattern: s.pattern,
  size_label: sizeLabel(s),
  unit: s.unit,
  uom: s.uom,
  box_sqft: s.box_sqft == null ? null : Number(s.box_sqft),
  cut_allowance_in: s.cut_allowance_in == null ? null : Number(s.cut_allowance_in),
  min_qty: Number(s.min_qty),
  vendor_price_cents: Number(s.vendor_price_cents),
  in_carts: s.in_carts === true,
});

export function toVendorProduct(r: VendorProductDetailRow): VendorProduct {
  return {
    id: Number(r.id),
    hash: r.hash,
    name: r.name,
    description: r.description,
    category: { id: Number(r.category_id), name: r.category_name },
    brand: { id: Number(r.brand_id), name: r.brand_name },
    colors: r.colors ?? [],
    finish: r.finish,
    style_tags: r.style_tags ?? [],
    texture: r.texture,
    sizes: r.sizes.map(toVendorSize),
    sample: sampleOfferOf(r),
    ...visibilityOf(r),
    updated_at: r.updated_at,
  };
}

/** What the audit log keeps of a product: what its vendor edits, without derived or display fields. */
export function auditSnapshot(p: VendorProduct) {
  return {
    name: p.name,
    description: p.description,
    category_id: p.category.id,
    brand_id: p.brand.id,
    colors: p.colors,
    finish: p.finish,
    style_tags: p.style_tags,
    texture: p.texture,
    sizes: p.sizes.map(({ size_label: _l, in_carts: _c, ...size }) => size),
    sample: p.sample,
  };
}
