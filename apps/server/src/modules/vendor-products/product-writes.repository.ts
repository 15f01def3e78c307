import { randomInt } from 'node:crypto';
import {
  productSearchText,
  type VendorProductInput,
  type VendorSizeInput,
} from '@app/domain/catalog/vendor-product';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema/index.ts';

/**
 * Rows per multi-row INSERT. PostgreSQL takes at most 65,535 bind parameters per statement: 1,000 products ×
 * 11 columns and 2,000 sizes × 10 columns stay well under it, and keep each statement small enough that
 * 10,000 products with their sizes are written in a few seconds (the CSV import's budget is 30 s).
 */
export const PRODUCT_CHUNK = 1000;
export const SIZE_CHUNK = 2000;

/** The seed's alphabet (no 0/1/i/l/o): a hash reads well in a URL and when spoken. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * The hash of a product a vendor lists: 5 random letters, then the product's id in base 36 on 7 digits.
 * Unique because the id is (the sequence never gives the same id twice); never equal to a seeded hash,
 * which is 5 letters and the seed's index on 4 digits (9 characters, 10 past 1.6 million products), while
 * this one is always 12 (36^7 is past PostgreSQL's largest integer id).
 */
export function newProductHash(id: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out}${id.toString(36).padStart(7, '0')}`;
}

/** A size's columns as the catalogue stores them: lengths as text, box square feet as numeric(10,2). */
export function sizeColumns(s: VendorSizeInput, position: number) {
  return {
    widthSize: s.width_size,
    heightSize: s.height_size,
    lengthSize: s.length_size,
    pattern: s.pattern,
    unit: s.unit,
    uom: s.uom,
    boxSqft: s.box_sqft == null ? null : s.box_sqft.toFixed(2),
    cutAllowanceIn: s.cut_allowance_in == null ? null : s.cut_allowance_in.toFixed(2),
    minQty: s.min_qty,
    vendorPriceCents: s.vendor_price_cents,
    position,
  };
}

/**
 * A product's sample columns from its input: an offer sets both, null clears both, and an input without
 * `sample` (a CSV import's product) names neither, so an update leaves the offer as it is.
 */
function sampleColumns(sample: VendorProductInput['sample']) {
  if (sample === undefined) return {};
  return { sampleSize: sample?.size ?? null, samplePriceCents: sample?.price_cents ?? null };
}

/** A product's own columns (not its id, hash or visibility) from a validated input. */
export function productColumns(p: VendorProductInput, names: { brand: string; category: string }) {
  return {
    name: p.name,
    description: p.description,
    brandId: p.brand_id,
    categoryId: p.category_id,
    colors: p.colors,
    finish: p.finish,
    styleTags: p.style_tags,
    texture: p.texture,
    searchText: productSearchText(p, names),
    ...sampleColumns(p.sample),
    // The default size is the first (position 0): written here so the sizes trigger finds nothing to do.
    defaultVendorPriceCents: p.sizes[0]?.vendor_price_cents ?? null,
  };
}

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** Takes `count` ids from the products' sequence in one round trip, so each hash can be derived from its id. */
async function nextProductIds(tx: Database, count: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as id
      from generate_series(1, ${count}::int)`),
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Lists new products with their sizes, in the caller's transaction: the vendor form (one product) and the
 * CSV import (10,000 in one go) both write through here. Inputs are already validated, and their brand and
 * category already checked to be the vendor's and a leaf; `names` gives each one's name for the search text.
 * Chunked multi-row inserts: products, then sizes. Answers each product's id and hash, in input order.
 * A new product is listed at once (the triggers of migration 0022 unlist it if its brand is moderated).
 */
export async function insertProducts(
  tx: Database,
  inputs: VendorProductInput[],
  names: { brand: Map<number, string>; category: Map<number, string> },
): Promise<{ id: number; hash: string }[]> {
  if (inputs.length === 0) return [];
  const ids = await nextProductIds(tx, inputs.length);
  const created = inputs.map((p, i) => ({ id: ids[i], hash: newProductHash(ids[i]), input: p }));

  for (const chunk of chunks(created, PRODUCT_CHUNK)) {
    await tx.insert(products).values(
      chunk.map(({ id, hash, input }) => ({
        id,
        hash,
        ...productColumns(input, {
          brand: names.brand.get(input.brand_id) ?? '',
          category: names.category.get(input.category_id) ?? '',
        }),
      })),
    );
  }
  const sizes = created.flatMap(({ id, input }) =>
    input.sizes.map((s, position) => ({ productId: id, ...sizeColumns(s, position) })),
  );
  for (const chunk of chunks(sizes, SIZE_CHUNK)) await tx.insert(productSizes).values(chunk);

  return created.map(({ id, hash }) => ({ id, hash }));
}

/**
 * Rewrites a product's own columns from a validated input (its sizes are synced by syncSizes). A mirror's look
 * (texture.mirror: its outline and frame, which the vendor form does not edit) is kept from the stored texture.
 */
export async function updateProduct(
  tx: Database,
  id: number,
  input: VendorProductInput,
  names: { brand: string; category: string },
): Promise<void> {
  const { defaultVendorPriceCents: _kept, texture, ...columns } = productColumns(input, names);
  // The default price is left to the sizes trigger: it runs after syncSizes has the final positions.
  await tx
    .update(products)
    .set({
      ...columns,
      texture: sql`${JSON.stringify(texture)}::jsonb || case when ${products.texture} ? 'mirror'
        then jsonb_build_object('mirror', ${products.texture} -> 'mirror') else '{}'::jsonb end`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, id));
}

/**
 * Makes a product's sizes those of `sizes`, in that order: a size with an `id` (already checked to be the
 * product's) is changed in place, so carts and order items keep pointing at it; one without is added;
 * `removedIds` are deleted (the caller has checked that no cart holds them; order items keep their snapshot).
 */
export async function syncSizes(
  tx: Database,
  productId: number,
  sizes: readonly VendorSizeInput[],
  removedIds: readonly number[],
): Promise<void> {
  if (removedIds.length > 0)
    await tx
      .delete(productSizes)
      .where(and(eq(productSizes.productId, productId), inArray(productSizes.id, [...removedIds])));
  const added: ReturnType<typeof sizeColumns>[] = [];
  for (const [position, size] of sizes.entries()) {
    if (size.id == null) {
      added.push(sizeColumns(size, position));
      continue;
    }
    await tx
      .update(productSizes)
      .set(sizeColumns(size, position))
      .where(and(eq(productSizes.id, size.id), eq(productSizes.productId, productId)));
  }
  if (added.length > 0) await tx.insert(productSizes).values(added.map((s) => ({ ...s, productId })));
}

/**
 * The vendor hides (true) or shows (false) a product; the triggers of migration 0022 keep `listed`. Answers
 * whether anything changed: hiding a hidden product (a retried click) changes nothing.
 */
export async function setHidden(tx: Database, id: number, hidden: boolean): Promise<boolean> {
  const changed = await tx
    .update(products)
    .set({ hiddenAt: hidden ? sql`now()` : null, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), hidden ? isNull(products.hiddenAt) : isNotNull(products.hiddenAt)))
    .returning({ id: products.id });
  return changed.length > 0;
}
