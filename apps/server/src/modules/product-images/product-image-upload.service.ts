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
import { recordAudit } from '../audit/audit.repository.ts';
import { encodeImage, pictureRules } from '../media/image-upload.ts';
import type { UploadedPart } from '../media/upload-files.ts';
import { insertProductImages, listProductImages, type NewImage } from './product-images.repository.ts';
import { assertVendorProduct, auditedImage, galleryOf, type Vendor } from './product-images.service.ts';

const L = PRODUCT_IMAGE_LIMITS;
const RULES = pictureRules(L);

/** What became of one file: a picture ready to store, or the reason it is refused. */
type Outcome = { index: number; image: NewImage } | { index: number; problem: ProductImageProblem };
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
  admit(index: number, image: NewImage): Outcome {
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
  const { sha256, width, height, bytes } = image!;
  return gallery.admit(file.index, { sha256, width, height, bytes, thumbBytes: thumb!.bytes });
}

const messageOf = (o: Outcome) => ('problem' in o ? PRODUCT_IMAGE_MESSAGES[o.problem] : null);
const accepted = (outcomes: Outcome[]) => outcomes.flatMap((o) => ('image' in o ? [o] : []));

/** Every file refused: the spec's 422, one message per file under `images.{index}`. */
const refusal = (outcomes: Outcome[]) =>
  AppError.invalid(Object.fromEntries(outcomes.map((o) => [productImageField(o.index), [messageOf(o)!]])));

/**
 * POST /api/vendor/products/{id}/images: each file sent is checked on its own (type by content, pixel limit
 * before decoding, spec point 5's minimum, page markup) and re-encoded; those accepted are appended to the
 * gallery in one transaction, under the product's lock, with an audit entry each. At least one saved: the
 * gallery and each file's outcome; none: a 422 with each file's message, and nothing written.
 */
export async function uploadProductImages(
  db: Database,
  vendor: Vendor,
  productId: number,
  uploads: AsyncIterable<UploadedPart>,
): Promise<{ message: string; upload: ProductImageUpload }> {
  await assertVendorProduct(db, vendor.id, productId);
  const seen = new Gallery(await listProductImages(db, productId));
  const outcomes: Outcome[] = [];
  for await (const file of uploads) outcomes.push(await prepare(file, seen));
  if (accepted(outcomes).length === 0) throw refusal(outcomes);

  const saved = await db.transaction(async (tx) => {
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
      fitting.map((o) => o.image),
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
  });

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
