import { PRODUCT_IMAGES_FIELD, productImageField } from '@app/domain/catalog/product-images';
import type { ProductImageUpload } from '@app/domain/catalog/product-images-contract';
import { apiPaths } from '../../../config/paths.ts';
import { uploadForm } from '../../../lib/api-upload.ts';

/** The multipart body POST …/images reads: files in the `images` field. */
export function productImageForm(file: File): FormData {
  const form = new FormData();
  form.append(PRODUCT_IMAGES_FIELD, file, file.name);
  return form;
}

/**
 * POST /api/vendor/products/{id}/images with one file, reporting upload progress (0..1). A 422 carries the
 * file's message under `images.0` (or `images` for the request); the caller shows it next to the file, so
 * no toast.
 */
export const uploadProductImage = (
  productId: number,
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
) =>
  uploadForm<ProductImageUpload>(apiPaths.vendorProductImages(productId), productImageForm(file), {
    onProgress,
    signal,
    fieldsShown: [PRODUCT_IMAGES_FIELD, productImageField(0)],
  });
