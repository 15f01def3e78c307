import { z } from 'zod';
import { idField } from '../shared/input-limits.ts';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES } from './product-images.ts';

/**
 * The vendor's product pictures API (docs/api-product-images.md): the server serialises with these schemas
 * and the vendor portal's types are their z.infer.
 */

const id = z.number().int();

/** One picture of a product, in gallery order (`position` 0 is the one cards show). */
export const productImageSchema = z.object({
  id,
  position: z.number().int(),
  /** The stored WebP, longest side at most 1600 px. */
  url: z.string(),
  /** Its thumbnail, longest side at most 400 px. */
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** GET, DELETE and PUT answer the product's gallery after the change. */
export const productGallerySchema = z.object({ images: z.array(productImageSchema) });
export type ProductGallery = z.infer<typeof productGallerySchema>;

/** What became of one file of an upload: saved (its image id) or refused (its message). */
export const uploadedFileSchema = z.object({
  /** The file's place among the request's `images` parts, from 0 (its 422 field is `images.{index}`). */
  index: z.number().int(),
  image_id: id.nullable(),
  error: z.string().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST …/images when at least one file is saved: the gallery after it, and each file's outcome. */
export const productImageUploadSchema = productGallerySchema.extend({ files: z.array(uploadedFileSchema) });
export type ProductImageUpload = z.infer<typeof productImageUploadSchema>;

/** PUT …/images: the product's image ids in their new order (each of them, once). */
export const productImageOrderSchema = z.object({
  image_ids: z
    .array(idField('image id'), { error: PRODUCT_IMAGE_MESSAGES.order })
    .max(PRODUCT_IMAGE_LIMITS.perProduct, { error: PRODUCT_IMAGE_MESSAGES.order }),
});
export type ProductImageOrder = z.infer<typeof productImageOrderSchema>;
