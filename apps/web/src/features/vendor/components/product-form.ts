import type { Texture } from '@app/domain/catalog/texture';
import {
  PRODUCT_UNITS,
  type ProductUnit,
  textureInputSchema,
  type VendorProductDraft,
  vendorProductInputSchema,
} from '@app/domain/catalog/vendor-product';
import type { VendorCatalogOptions, VendorProduct } from '@app/domain/catalog/vendor-products-contract';
import { fromDollars } from '@app/domain/money/cents';

/**
 * The vendor's product form (issue 12): what its inputs hold while the vendor types, the request body made of
 * them, and the domain's own schema (vendorProductInputSchema, which the server and the CSV import also use)
 * checking that body, its errors put back on the inputs that caused them.
 */

export type SizeFormValues = {
  /** The saved size's id (kept on save), null for a new row. */
  id: number | null;
  width_size: string;
  height_size: string;
  length_size: string;
  pattern: string;
  unit: ProductUnit;
  uom: string;
  box_sqft: string;
  /** Slabs only: inches at each cut end of a countertop piece; empty for the default 1 in. */
  cut_allowance_in: string;
  min_qty: string;
  /** Dollars as typed ('64.50'); sent as cents. */
  price: string;
  /** A shopper's cart holds it: it cannot be removed (decision 0017). */
  in_carts: boolean;
};

/** The sample the vendor offers (issue 25 point 7), as the Samples fieldset holds it. */
export type SampleFormValues = {
  offered: boolean;
  /** As typed ('4 × 4 in'). */
  size: string;
  /** Dollars as typed ('7.50'); empty or 0 is a free sample. Sent as cents. */
  price: string;
};

type TextureFormValues = {
  pattern: Texture['pattern'];
  base_color: string;
  accent_color: string;
  grout_color: string;
  tile_width_in: string;
  tile_height_in: string;
  grout_width_in: string;
  roughness: string;
};

export type ProductFormValues = {
  name: string;
  description: string;
  category_id: string;
  brand_id: string;
  /** Comma-separated, as typed ('White, Gold'). */
  colors: string;
  finish: string;
  style_tags: string[];
  texture: TextureFormValues;
  sizes: SizeFormValues[];
  sample: SampleFormValues;
};

const DEFAULT_TEXTURE: Texture = {
  pattern: 'tile',
  base_color: '#d6d3d1',
  accent_color: '#a8a29e',
  grout_color: '#e7e5e4',
  tile_width_in: 12,
  tile_height_in: 12,
  grout_width_in: 0.125,
  roughness: 0.5,
};

const textureValues = (t: Texture): TextureFormValues => ({
  ...t,
  tile_width_in: String(t.tile_width_in),
  tile_height_in: String(t.tile_height_in),
  grout_width_in: String(t.grout_width_in),
  roughness: String(t.roughness),
});

/** A new size row, sold by the category's unit when it is one of the units (else by the piece). */
export function newSize(category?: { unit: string; uom: string | null }): SizeFormValues {
  const unit = PRODUCT_UNITS.find((u) => u === category?.unit) ?? 'Piece';
  return {
    id: null,
    width_size: '',
    height_size: '',
    length_size: '',
    pattern: '',
    unit,
    uom: category?.uom ?? '',
    box_sqft: '',
    cut_allowance_in: '',
    min_qty: '1',
    price: '',
    in_carts: false,
  };
}

/** A new product: the vendor's only brand chosen when it has one. */
export const emptyProduct = (options: VendorCatalogOptions): ProductFormValues => ({
  name: '',
  description: '',
  category_id: '',
  brand_id: options.brands.length === 1 ? String(options.brands[0]!.id) : '',
  colors: '',
  finish: '',
  style_tags: [],
  texture: textureValues(DEFAULT_TEXTURE),
  sizes: [newSize()],
  sample: { offered: false, size: '', price: '' },
});

/** A sample price as typed is free when it is empty or 0 ('0.00'). */
export const isFreeSample = (typed: string) => typed.trim() === '' || Number(typed) === 0;

/** A saved product as the form shows it. */
export const productValues = (p: VendorProduct): ProductFormValues => ({
  name: p.name,
  description: p.description,
  category_id: String(p.category.id),
  brand_id: String(p.brand.id),
  colors: p.colors.join(', '),
  finish: p.finish ?? '',
  style_tags: p.style_tags,
  texture: textureValues(p.texture),
  sizes: p.sizes.map((s) => ({
    id: s.id,
    width_size: s.width_size ?? '',
    height_size: s.height_size ?? '',
    length_size: s.length_size ?? '',
    pattern: s.pattern ?? '',
    unit: PRODUCT_UNITS.find((u) => u === s.unit) ?? 'Piece',
    uom: s.uom ?? '',
    box_sqft: s.box_sqft == null ? '' : String(s.box_sqft),
    cut_allowance_in: s.cut_allowance_in == null ? '' : String(s.cut_allowance_in),
    min_qty: String(s.min_qty),
    price: (s.vendor_price_cents / 100).toFixed(2),
    in_carts: s.in_carts,
  })),
  // A free sample shows an empty price, which the form reads as "Free".
  sample: p.sample
    ? {
        offered: true,
        size: p.sample.size,
        price: p.sample.price_cents === 0 ? '' : (p.sample.price_cents / 100).toFixed(2),
      }
    : { offered: false, size: '', price: '' },
});

const orUndefined = (typed: string) => (typed.trim() === '' ? undefined : typed.trim());
const numberOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));
const centsOf = (typed: string) => {
  const n = Number(typed);
  return typed.trim() === '' || !Number.isFinite(n) ? undefined : fromDollars(n);
};

/** The POST/PUT body of the form's values. */
export function productBody(v: ProductFormValues): VendorProductDraft {
  return {
    name: v.name,
    description: v.description,
    category_id: orUndefined(v.category_id) as string,
    brand_id: orUndefined(v.brand_id) as string,
    colors: v.colors
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    finish: v.finish,
    style_tags: v.style_tags as VendorProductDraft['style_tags'],
    texture: {
      ...v.texture,
      tile_width_in: numberOf(v.texture.tile_width_in) as number,
      tile_height_in: numberOf(v.texture.tile_height_in) as number,
      grout_width_in: numberOf(v.texture.grout_width_in) as number,
      roughness: numberOf(v.texture.roughness) as number,
    },
    sizes: v.sizes.map((s) => ({
      ...(s.id == null ? {} : { id: s.id }),
      width_size: s.width_size,
      height_size: s.height_size,
      length_size: s.length_size,
      pattern: s.pattern,
      unit: s.unit,
      uom: s.uom,
      box_sqft: orUndefined(s.box_sqft) ?? null,
      // Only a slab has one; a size switched away from Slab drops its hidden value rather than be refused.
      ...(s.unit === 'Slab' ? { cut_allowance_in: numberOf(s.cut_allowance_in) ?? null } : {}),
      min_qty: orUndefined(s.min_qty),
      vendor_price_cents: centsOf(s.price) as number,
    })),
    // Unticked: null takes an offer away (the server keeps the offer only when `sample` is absent).
    sample: v.sample.offered
      ? {
          size: v.sample.size,
          price_cents: isFreeSample(v.sample.price) ? 0 : (centsOf(v.sample.price) as number),
        }
      : null,
  };
}

/**
 * An error's place on the form, from its path in the body or the server's field name: a size's price and the
 * sample's are typed in dollars; one colour or style is the whole list's input; a refusal of the sizes as a whole shows
 * above them.
 */
export function formPathOf(path: string): string {
  const price = /^sizes\.(\d+)\.vendor_price_cents$/.exec(path);
  if (price) return `sizes.${price[1]}.price`;
  if (path === 'sample.price_cents') return 'sample.price';
  if (path === 'sample') return 'sample.offered';
  if (/^(colors|style_tags)\.\d+$/.test(path)) return path.split('.')[0]!;
  if (path === 'sizes') return 'root.sizes';
  return path;
}

/** What the form cannot name alone: a category and a brand must be chosen, a price typed. */
function missing(v: ProductFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v.category_id) out.category_id = 'Choose a category.';
  if (!v.brand_id) out.brand_id = 'Choose one of your brands.';
  v.sizes.forEach((s, i) => {
    if (!s.price.trim()) out[`sizes.${i}.price`] = 'The price field is required.';
  });
  return out;
}

/** The form's values checked by the domain schema: the body, or each error's first message by form path. */
export function checkProduct(v: ProductFormValues): {
  body: VendorProductDraft;
  errors: Record<string, string>;
} {
  const body = productBody(v);
  const errors = missing(v);
  for (const issue of vendorProductInputSchema.safeParse(body).error?.issues ?? []) {
    errors[formPathOf(issue.path.join('.'))] ??= issue.message;
  }
  return { body, errors };
}

/**
 * The texture the preview draws while the vendor types: each value the schema accepts, else the default
 * one (a half-typed colour or an empty width does not blank the preview).
 */
export function previewTexture(t: TextureFormValues): Texture {
  const shape = textureInputSchema.shape;
  const pick = <K extends Exclude<keyof Texture, 'mirror'>>(key: K, typed: unknown): Texture[K] => {
    const parsed = shape[key].safeParse(typed);
    return parsed.success ? (parsed.data as Texture[K]) : DEFAULT_TEXTURE[key];
  };
  return {
    pattern: pick('pattern', t.pattern),
    base_color: pick('base_color', t.base_color),
    accent_color: pick('accent_color', t.accent_color),
    grout_color: pick('grout_color', t.grout_color),
    tile_width_in: pick('tile_width_in', numberOf(t.tile_width_in)),
    tile_height_in: pick('tile_height_in', numberOf(t.tile_height_in)),
    grout_width_in: pick('grout_width_in', numberOf(t.grout_width_in)),
    roughness: pick('roughness', numberOf(t.roughness)),
  };
}
