import {
  PRODUCT_IMAGE_LIMITS,
  PRODUCT_IMAGE_MESSAGES,
  type ProductImageProblem,
  productImageField,
  savedMessage,
} from '@app/domain/catalog/product-images';
import type { ProductImageUpload } from '@app/domain/catalog/product-images-contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ObjectStore, objectKey } from '../../lib/object-store/object-store.ts';
import { deleteObjects, type NewObject, putThenRecord } from '../../lib/object-store/stored-objects.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { encodeImage, pictureRules } from '../media/image-upload.ts';
import type { UploadedPart } from '../media/upload-files.ts';
import {
  insertProductImages,
  listProductImages,
  type NewImage,
  PRODUCT_IMAGES_KIND,
} from './product-images.repository.ts';
import { assertVendorProduct, auditedImage, galleryOf, type Vendor } from './product-images.service.ts';

const L = PRODUCT_IMAGE_LIMITS;
const RULES = pictureRules(L);

/** A picture ready to store: its row, and its WebP and thumbnail as objects under the row's keys. */
type Picture = NewImage & { objects: NewObject[] };
/** What became of one file: a picture ready to store, or the reason it is refused. */
type Outcome = { index: number; image: Picture } | { index: number; problem: ProductImageProblem };
const refused = (index: number, problem: ProductImageProblem): Outcome => ({ index, problem });

/**
 * The gallery as seen so far: the hashes it holds and the room left. Checked before a file is decoded
 * (a full gallery decodes nothing) and again under the product's lock before writing.
 */
class Gallery {
  private readonly hashes: Set<string>;
  constructor(stored: { sha256: string }[]) {
    this.hashes = new Set(stored.map((i) => i.sha256));
  }
  get full() {
    return this.hashes.size >= L.perProduct;
  }
  /** Takes the picture in, or says why not. */
  admit(index: number, image: Picture): Outcome {
    if (this.hashes.has(image.sha256)) return refused(index, 'duplicate');
    if (this.full) return refused(index, 'full');
    this.hashes.add(image.sha256);
    return { index, image };
  }
}

/** One file checked and re-encoded (the image and its thumbnail), or refused. */
async function prepare(file: UploadedPart, gallery: Gallery): Promise<Outcome> {
  if ('problem' in file) return refused(file.index, file.problem);
  if (gallery.full) return refused(file.index, 'full');
  const result = await encodeImage(file.bytes, RULES);
  if (!result.ok) return refused(file.index, result.problem);
  const [image, thumb] = result.renditions;
  const { sha256, width, height } = image!;
  const objects = [image!, thumb!].map((r) => ({
    key: objectKey(PRODUCT_IMAGES_KIND),
    bytes: r.bytes,
    contentType: 'image/webp',
  }));
  const [imageKey, thumbKey] = objects.map((o) => o.key) as [string, string];
  return gallery.admit(file.index, { sha256, width, height, imageKey, thumbKey, objects });
}

/** A stored picture's row (its objects are already in the store). */
const rowOf = ({ objects: _, ...row }: Picture): NewImage => row;

const messageOf = (o: Outcome) => ('problem' in o ? PRODUCT_IMAGE_MESSAGES[o.problem] : null);
const accepted = (outcomes: Outcome[]) => outcomes.flatMap((o) => ('image' in o ? [o] : []));
const fittingKeys = (outcomes: Outcome[]) =>
  new Set(accepted(outcomes).flatMap((o) => o.image.objects.map((object) => object.key)));

/** Every file refused: the spec's 422, one message per file under `images.{index}`. */
const refusal = (outcomes: Outcome[]) =>
  AppError.invalid(Object.fromEntries(outcomes.map((o) => [productImageField(o.index), [messageOf(o)!]])));

/**
 * POST /api/vendor/products/{id}/images: each file sent is checked on its own (type by content, pixel limit
 * before decoding, spec point 5's minimum, page markup) and re-encoded; the accepted pictures' objects are put
 * in the store (outside any transaction), then their rows appended to the gallery in one transaction, under
 * the product's lock, with an audit entry each. At least one saved: the gallery and each file's outcome; none:
 * a 422 with each file's message, and nothing kept (objects of a failed or refused write are deleted).
 */
export async function uploadProductImages(
  db: Database,
  objects: ObjectStore,
  vendor: Vendor,
  productId: number,
  uploads: AsyncIterable<UploadedPart>,
): Promise<{ message: string; upload: ProductImageUpload }> {
  await assertVendorProduct(db, vendor.id, productId);
  const seen = new Gallery(await listProductImages(db, productId));
  const outcomes: Outcome[] = [];
  for await (const file of uploads) outcomes.push(await prepare(file, seen));
  const put = accepted(outcomes).flatMap((o) => o.image.objects);
  if (put.length === 0) throw refusal(outcomes);

  const saved = await putThenRecord(objects, put, () =>
    db.transaction(async (tx) => {
      await assertVendorProduct(tx, vendor.id, productId, true);
      const stored = await listProductImages(tx, productId);
      // Another upload may have committed since: the files are admitted again against what is stored now.
      const now = new Gallery(stored);
      for (const [i, o] of outcomes.entries()) if ('image' in o) outcomes[i] = now.admit(o.index, o.image);
      const fitting = accepted(outcomes);
      if (fitting.length === 0) throw refusal(outcomes);
      const rows = await insertProductImages(
        tx,
        productId,
        stored.length,
        fitting.map((o) => rowOf(o.image)),
      );
      await recordAudit(
        tx,
        vendor,
        ...rows.map((row) => ({
          action: 'product_image_added',
          entity: 'product',
          entityId: productId,
          after: auditedImage(row),
        })),
      );
      const idOf = new Map(rows.map((row) => [row.sha256, row.id]));
      return {
        gallery: [...stored, ...rows].sort((a, b) => a.position - b.position),
        ids: new Map(fitting.map((o) => [o.index, idOf.get(o.image.sha256)!])),
      };
    }),
  );
  // Pictures another upload made duplicates or overflow since they were put: no row names their objects.
  const kept = fittingKeys(outcomes);
  await deleteObjects(
    objects,
    put.flatMap((o) => (kept.has(o.key) ? [] : [o.key])),
  );

  const files = outcomes.map((o) => ({
    index: o.index,
    image_id: saved.ids.get(o.index) ?? null,
    error: messageOf(o),
  }));
  return {
    message: savedMessage(saved.ids.size, outcomes.length),
    upload: { ...galleryOf(saved.gallery), files },
  };
}
