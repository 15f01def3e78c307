import { imageSizeMessage } from '../accounts/messages.ts';
import { required } from '../shared/field-messages.ts';
import { hasImageExtension, IMAGE_TYPES } from '../shared/image-types.ts';

/**
 * The pictures a vendor uploads for a product (issue 12, spec point 5's image rule `maxdimensions`,
 * docs/decisions/0018-product-images.md). The server checks each file by its content and keeps only
 * re-encoded WebP copies: the image (longest side at most FULL_SIDE) and its thumbnail (THUMB_SIDE).
 */
export const PRODUCT_IMAGE_LIMITS = {
  /** Pictures in one product's gallery; also the most one request may send. */
  perProduct: 12,
  /** One file's size: a phone's full-resolution JPEG fits. */
  maxBytes: 10 * 1024 * 1024,
  /** Spec point 5's minimums for a product picture: the product page shows it about this large. */
  minWidth: 400,
  minHeight: 400,
  /** Refused from the header, before decoding (a decompression bomb); 48- and 50-megapixel phones fit. */
  maxInputPixels: 50_000_000,
  /** Longest side of the stored image and of its thumbnail, in pixels. */
  fullSide: 1600,
  thumbSide: 400,
} as const;

/** The multipart field holding the files (each a part; `images[]` is read the same). */
export const PRODUCT_IMAGES_FIELD = 'images';
/** Where a file's own message goes in a 422's `errors`: `images.0` for the first file sent, and so on. */
export const productImageField = (index: number) => `${PRODUCT_IMAGES_FIELD}.${index}`;
/** The body field of PUT …/images (the new order). */
export const PRODUCT_IMAGE_ORDER_FIELD = 'image_ids';

const L = PRODUCT_IMAGE_LIMITS;

export const PRODUCT_IMAGE_MESSAGES = {
  required: required(PRODUCT_IMAGES_FIELD),
  empty: 'The file is empty.',
  type: `The image must be a file of type: ${IMAGE_TYPES.join(', ')}.`,
  polyglot: 'The image holds web page or script code besides the picture; upload a plain image.',
  tooSmall: imageSizeMessage('image', L.minWidth, L.minHeight),
  tooLarge: `The image may not be greater than ${L.maxBytes / 1024} kilobytes.`,
  tooManyPixels: `The image may not have more than ${L.maxInputPixels / 1_000_000} million pixels.`,
  unreadable: 'The file could not be read as an image.',
  full: `A product may have at most ${L.perProduct} images.`,
  duplicate: 'This image is already among the product’s images.',
  tooManyFiles: `Send at most ${L.perProduct} images at once.`,
  order: 'The image ids must list each of the product’s images once.',
  removed: 'The image is removed.',
  reordered: 'The new order is saved.',
} as const;

/** Why the server refused one file: each maps to its message above. */
export type ProductImageProblem =
  | 'empty'
  | 'type'
  | 'polyglot'
  | 'tooSmall'
  | 'tooLarge'
  | 'tooManyPixels'
  | 'unreadable'
  | 'full'
  | 'duplicate';

/** The answer's message after an upload: how many of the files sent were saved. */
export const savedMessage = (saved: number, sent: number) =>
  saved === sent
    ? `${saved === 1 ? 'The image is' : `${saved} images are`} saved.`
    : `${saved} of ${sent} images saved; the others are refused.`;

/**
 * The browser's first look at a chosen file, by name and size only (the server decides by content): the
 * message to show next to it, or null to send it.
 */
export function productImageFileProblem(file: { name: string; size: number }): string | null {
  if (!hasImageExtension(file.name)) return PRODUCT_IMAGE_MESSAGES.type;
  if (file.size === 0) return PRODUCT_IMAGE_MESSAGES.empty;
  return file.size > L.maxBytes ? PRODUCT_IMAGE_MESSAGES.tooLarge : null;
}

/**
 * Public URLs, content-addressed (a new picture is a new URL, so each may be cached for good): the image
 * and its thumbnail, by the SHA-256 of the stored image.
 */
export const PRODUCT_MEDIA_PREFIX = '/media/products/';
export const productImageUrl = (sha256: string) => `${PRODUCT_MEDIA_PREFIX}${sha256}.webp`;
export const productThumbUrl = (sha256: string) => `${PRODUCT_MEDIA_PREFIX}${sha256}.thumb.webp`;
/** A stored picture's file name under PRODUCT_MEDIA_PREFIX: its hash and whether the thumbnail is asked. */
export const PRODUCT_IMAGE_FILE = /^([0-9a-f]{64})(\.thumb)?\.webp$/;

/**
 * The small version of a product picture for a gallery's thumbnails: an upload's own thumbnail file, else the
 * generated swatch drawn small (`?size=thumb`, which the swatch route ignores today but caches apart).
 */
export function galleryThumbUrl(src: string): string {
  const upload = /^\/media\/products\/([0-9a-f]{64})\.webp$/.exec(src);
  if (upload) return productThumbUrl(upload[1]!);
  return `${src}${src.includes('?') ? '&' : '?'}size=thumb`;
}
