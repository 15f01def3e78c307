import type { ProductGallery } from '@app/domain/catalog/product-images-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { storeGallery } from './product-images.ts';

/** PUT /api/vendor/products/{id}/images: every picture's id in the new order. */
export function useReorderProductImages(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageIds: number[]) =>
      api.put<ProductGallery>(apiPaths.vendorProductImages(productId), { image_ids: imageIds }),
    onSuccess: (reply) => storeGallery(queryClient, productId, reply.data.images),
  });
}
