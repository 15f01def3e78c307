import type { ProductGallery } from '@app/domain/catalog/product-images-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { storeGallery } from './product-images.ts';

/** DELETE /api/vendor/products/{id}/images/{imageId}: the gallery after it. */
export function useDeleteProductImage(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) =>
      api.delete<ProductGallery>(apiPaths.vendorProductImage(productId, imageId)),
    onSuccess: (reply) => storeGallery(queryClient, productId, reply.data.images),
  });
}
