import {
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_IMAGE_ORDER_FIELD,
  productImageUrl,
  productThumbUrl,
} from '@app/domain/catalog/product-images';
import type { ProductGallery } from '@app/domain/catalog/product-images-contract';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { ObjectStore } from '../../lib/object-store/object-store.ts';
import { deleteObjects } from '../../lib/object-store/stored-objects.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  deleteProductImage,
  isVendorProduct,
  listProductImages,
  type StoredImage,
  setProductImageOrder,
} from './product-images.repository.ts';

/** The signed-in vendor, as the audit log records it. */
export type Vendor = Pick<RequestUser, 'id' | 'type'>;

/** A product's gallery as the API answers it (packages/domain/src/catalog/product-images-contract.ts). */
export const galleryOf = (images: StoredImage[]): ProductGallery => ({
  images: images.map((image) => ({
    id: image.id,
    position: image.position,
    url: productImageUrl(image.sha256),
    thumb_url: productThumbUrl(image.sha256),
    width: image.width,
    height: image.height,
  })),
});

/** What the audit log keeps of a picture (never its bytes). */
export const auditedImage = (image: StoredImage) => ({
  image_id: image.id,
  sha256: image.sha256,
  position: image.position,
});

/** 404 unless the product is the vendor's (another vendor's product is as unknown as a missing one). */
export async function assertVendorProduct(db: Database, vendorId: number, productId: number, lock = false) {
  if (!(await isVendorProduct(db, vendorId, productId, lock))) throw new AppError('not_found');
}

/** GET /api/vendor/products/{id}/images: the vendor's product's pictures in order. */
export async function readGallery(
  db: Database,
  vendorId: number,
  productId: number,
): Promise<ProductGallery> {
  await assertVendorProduct(db, vendorId, productId);
  return galleryOf(await listProductImages(db, productId));
}

/**
 * DELETE /api/vendor/products/{id}/images/{imageId}: the picture goes, the later ones move up by one; its
 * objects are deleted once the row's delete has committed (one left by a crash is the sweep's).
 */
export async function removeProductImage(
  db: Database,
  objects: ObjectStore,
  vendor: Vendor,
  productId: number,
  imageId: number,
): Promise<ProductGallery> {
  const { gallery, objectKeys } = await db.transaction(async (tx) => {
    await assertVendorProduct(tx, vendor.id, productId, true);
    const gone = await deleteProductImage(tx, productId, imageId);
    if (!gone) throw new AppError('not_found');
    await recordAudit(tx, vendor, {
      action: 'product_image_removed',
      entity: 'product',
      entityId: productId,
      before: auditedImage(gone),
    });
    return { gallery: galleryOf(await listProductImages(tx, productId)), objectKeys: gone.objectKeys };
  });
  await deleteObjects(objects, objectKeys);
  return gallery;
}

/** True when `ids` are exactly the gallery's ids, each once. */
const isPermutation = (ids: number[], current: StoredImage[]) =>
  ids.length === current.length &&
  new Set(ids).size === ids.length &&
  current.every((i) => ids.includes(i.id));

/**
 * PUT /api/vendor/products/{id}/images: the pictures in the order given (every one of them, once). The same
 * order again writes nothing.
 */
export async function reorderProductImages(
  db: Database,
  vendor: Vendor,
  productId: number,
  ids: number[],
): Promise<ProductGallery> {
  return db.transaction(async (tx) => {
    await assertVendorProduct(tx, vendor.id, productId, true);
    const current = await listProductImages(tx, productId);
    if (!isPermutation(ids, current)) {
      throw AppError.invalid(fieldError(PRODUCT_IMAGE_ORDER_FIELD, PRODUCT_IMAGE_MESSAGES.order));
    }
    const before = current.map((i) => i.id);
    if (before.every((id, i) => id === ids[i])) return galleryOf(current);
    await setProductImageOrder(tx, productId, ids);
    await recordAudit(tx, vendor, {
      action: 'product_images_reordered',
      entity: 'product',
      entityId: productId,
      before: { image_ids: before },
      after: { image_ids: ids },
    });
    return galleryOf(await listProductImages(tx, productId));
  });
}
