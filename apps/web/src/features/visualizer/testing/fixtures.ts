import { type ProductCard, productCardSchema } from '@app/domain/catalog/contract';
import {
  type Checklist,
  checklistSchema,
  type SwapOption,
  swapOptionSchema,
} from '@app/domain/designs/contract';
import type { SwapFacets } from '@app/domain/designs/swap-filters';
import type { RoomDocument } from '@app/domain/room/document';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';

export const PLAN = 'bathroom-hall-2438x1524';
export const TEMPLATE = 'bathroom-modern-light';
export const SHOWROOM = { showroom: 2, vsd_id: 'DEMO2026', company_name: 'Golden State Remodeling' };
export const selectShowroom = () => writeStored(STORAGE_KEYS.my_item, SHOWROOM);

/** A card of the catalogue for `hash`, size `sizeId`, at `cents`. */
export const card = (hash: string, sizeId: number, cents: number, name = `Product ${hash}`): ProductCard =>
  productCardSchema.parse({
    id: sizeId,
    hash,
    name,
    brand: { id: 1, name: 'Arcadia Tile Co.' },
    category: { id: 3, name: 'Tile Flooring', slug_url: 'tile-flooring', unit: 'Box' },
    image: `/media/products/${hash}.svg`,
    thumb: `/media/products/${hash}.svg`,
    colors: ['White'],
    finish: null,
    price: cents / 100,
    price_cents: cents,
    unit: 'Box',
    uom: null,
    box_sqft: 15,
    price_per_sqft: null,
    min_qty: 1,
    size_id: sizeId,
    size_label: '12 X 12',
  });

/** The hall bath with a product on every surface and fixture (`p-<id>`, size 1). */
export function dressedBath(): RoomDocument {
  const doc = structuredClone(floorPlanById(PLAN)!.doc);
  return {
    ...doc,
    surfaces: doc.surfaces.map((s) => ({ ...s, product: { product: `p-${s.id}`, sizeId: 1 } })),
    fixtures: doc.fixtures.map((f) => ({ ...f, product: { product: `p-${f.id}`, sizeId: 1 } })),
  };
}

const TEXTURE = {
  base_color: '#ffffff',
  accent_color: '#cccccc',
  pattern: 'tile',
  tile_width_in: 12,
  tile_height_in: 12,
  grout_color: '#999999',
  grout_width_in: 0.125,
  roughness: 0.5,
};

/** A checklist of the document: one line per product, priced at 1000 cents a unit. */
export function checklistOf(doc: RoomDocument): Checklist {
  const parts = [...doc.surfaces, ...doc.fixtures].filter((p) => p.product);
  const lines = parts.map((p) => ({
    product: card(p.product!.product, p.product!.sizeId, 1000, `Product ${p.product!.product}`),
    units: 2,
    unit_name: 'Box',
    qty: 2,
    line_total_cents: 2000,
    surfaces: 'region' in p ? [{ id: p.id, net_sqft: 20, waste_percent: 10, with_waste_sqft: 22 }] : [],
    fixtures: 'region' in p ? [] : [p.id],
    steps: [`${p.id}: 20.00 sq ft + 10% waste = 22.00 sq ft`],
    accessory: false,
  }));
  return checklistSchema.parse({
    lines,
    subtotal_cents: lines.length * 2000,
    problems: [],
    unpriced: [],
    textures: Object.fromEntries(parts.map((p) => [`${p.product!.product}#${p.product!.sizeId}`, TEXTURE])),
  });
}

export const option = (hash: string, sizeId: number, cents: number, widthIn: number | null): SwapOption =>
  swapOptionSchema.parse({
    product: card(hash, sizeId, cents, `Option ${hash}`),
    texture: TEXTURE,
    width_in: widthIn,
  });

/** Facet counts of a swap options page: none, unless a test gives them. */
export const noFacets = (): SwapFacets => ({
  colors: [],
  finishes: [],
  sizes: [],
  brands: [],
  styles: [],
  price: { min: null, max: null },
  fitting: 0,
});

/** One page of swap options, as GET /api/visualization/options answers it. */
export const optionsPage = (...data: SwapOption[]) => ({
  data,
  total: data.length,
  per_page: 12,
  current_page: 1,
  last_page: 1,
  path: '',
  links: [],
  facets: { ...noFacets(), fitting: data.length },
});
