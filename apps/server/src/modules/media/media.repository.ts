import { asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { brands, categories, productImages, products, showrooms } from '../../db/schema/index.ts';

/** What a product's swatch is drawn from: its name and texture; null for an unknown hash. */
export async function findProductArt(db: Database, hash: string) {
  const [row] = await db
    .select({ name: products.name, texture: products.texture })
    .from(products)
    .where(eq(products.hash, hash));
  return row ?? null;
}

/**
 * What a product's rendered picture is composed from (its category, styles and texture) and its first uploaded
 * picture's hash, which comes first; null for an unknown hash.
 */
export async function findProductArtSubject(db: Database, hash: string) {
  const [row] = await db
    .select({
      categorySlug: categories.slugUrl,
      name: products.name,
      styleTags: products.styleTags,
      texture: products.texture,
      uploaded: sql<string | null>`(SELECT ${productImages.sha256} FROM ${productImages}
        WHERE ${productImages.productId} = ${products.id} ORDER BY ${productImages.position} LIMIT 1)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.hash, hash));
  return row ?? null;
}

/** The first product of a category or of its children (its tile's picture); null when it has none. */
export async function findCategoryArtProduct(db: Database, slug: string) {
  const parents = alias(categories, 'parents');
  const [row] = await db
    .select({ hash: products.hash })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parents, eq(parents.id, categories.parentId))
    .where(or(eq(categories.slugUrl, slug), eq(parents.slugUrl, slug)))
    .orderBy(asc(products.id))
    .limit(1);
  return row?.hash ?? null;
}

/** A brand's name by slug (its wordmark); null when unknown. */
export async function findBrandName(db: Database, slug: string) {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug));
  return row?.name ?? null;
}

/** A showroom's company name by its vsd_id (its wordmark); null when unknown. */
export async function findShowroomName(db: Database, vsdId: string) {
  const [row] = await db
    .select({ name: showrooms.companyName })
    .from(showrooms)
    .where(eq(showrooms.vsdId, vsdId));
  return row?.name ?? null;
}

/**
 * Where an uploaded product picture's WebP (or its thumbnail) is, by the image's hash: its object's key, or
 * the bytes of a row kept from before the object store. Any product's row will do, as equal hashes are equal
 * pictures. Null when none holds it (deleted, or never uploaded).
 */
export async function findProductImage(db: Database, sha256: string, size: 'full' | 'thumb') {
  const thumb = size === 'thumb';
  const [row] = await db
    .select({
      key: thumb ? productImages.thumbKey : productImages.imageKey,
      bytes: thumb ? productImages.thumbBytes : productImages.bytes,
    })
    .from(productImages)
    .where(eq(productImages.sha256, sha256))
    .limit(1);
  return row ?? null;
}
