import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, productImages, products } from '../../db/schema/index.ts';

/** A picture of a product as the gallery lists it (no bytes). */
export type StoredImage = { id: number; position: number; sha256: string; width: number; height: number };
/** A picture's row: the keys of its WebP and thumbnail in the object store (put before the row is written). */
export type NewImage = { sha256: string; width: number; height: number; imageKey: string; thumbKey: string };

/** objectKey's kind of product pictures and thumbnails: their folder in the object store. */
export const PRODUCT_IMAGES_KIND = 'product-images';

const galleryColumns = {
  id: productImages.id,
  position: productImages.position,
  sha256: productImages.sha256,
  width: productImages.width,
  height: productImages.height,
};

/**
 * Whether the product is the vendor's: its brand's `vendor_user_id` is the vendor. With `lock`, inside a
 * transaction, the product row is locked until commit, so one product's picture writes run one at a time
 * (the 12-picture limit and the positions are read and written without a race).
 */
export async function isVendorProduct(
  db: Database,
  vendorId: number,
  productId: number,
  lock = false,
): Promise<boolean> {
  const query = db
    .select({ id: products.id })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, productId), eq(brands.vendorUserId, vendorId)));
  const rows = lock ? await query.for('update', { of: products }) : await query;
  return rows.length > 0;
}

/** A product's pictures in gallery order. */
export function listProductImages(db: Database, productId: number): Promise<StoredImage[]> {
  return db
    .select(galleryColumns)
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

/** Appends pictures after position `from`, in the caller's transaction; answers them with their ids. */
export async function insertProductImages(
  tx: Database,
  productId: number,
  from: number,
  images: NewImage[],
): Promise<StoredImage[]> {
  if (images.length === 0) return [];
  return tx
    .insert(productImages)
    .values(images.map((image, i) => ({ ...image, productId, position: from + i })))
    .returning(galleryColumns);
}

/**
 * Deletes one picture and closes the gap it leaves, in the caller's transaction; null when not there. Answers
 * the objects it named (none for a row kept from before the store), for the caller to delete after commit.
 */
export async function deleteProductImage(
  tx: Database,
  productId: number,
  imageId: number,
): Promise<(StoredImage & { objectKeys: (string | null)[] }) | null> {
  const [row] = await tx
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ ...galleryColumns, imageKey: productImages.imageKey, thumbKey: productImages.thumbKey });
  if (!row) return null;
  const { imageKey, thumbKey, ...gone } = row;
  await tx
    .update(productImages)
    .set({ position: sql`${productImages.position} - 1` })
    .where(and(eq(productImages.productId, productId), gt(productImages.position, gone.position)));
  return { ...gone, objectKeys: [imageKey, thumbKey] };
}

/**
 * Gives the pictures `ids` positions 0, 1, 2… in that order, in one statement (the positions' uniqueness
 * is checked at commit, migration 0024). The caller has checked that `ids` are exactly the product's.
 */
export async function setProductImageOrder(tx: Database, productId: number, ids: number[]): Promise<void> {
  await tx.execute(sql`update product_images pi set position = o.ord - 1
    from unnest(string_to_array(${ids.join(',')}, ',')::int[]) with ordinality as o(id, ord)
    where pi.id = o.id and pi.product_id = ${productId}`);
}
