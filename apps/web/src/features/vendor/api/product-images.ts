import type { ProductGallery, ProductImage } from '@app/domain/catalog/product-images-contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export const productImagesKey = (productId: number) => ['vendor', 'product-images', productId] as const;

/** GET /api/vendor/products/{id}/images: the product's pictures in gallery order. */
export const productImagesQuery = (productId: number) =>
  queryOptions({
    queryKey: productImagesKey(productId),
    queryFn: async ({ signal }) =>
      (await api.get<ProductGallery>(apiPaths.vendorProductImages(productId), { signal })).data.images,
  });

export const useProductImages = (productId: number) => useQuery(productImagesQuery(productId));

/** Every change answers the gallery after it: the cache takes it as it is. */
export const storeGallery = (queryClient: QueryClient, productId: number, images: ProductImage[]) =>
  queryClient.setQueryData(productImagesKey(productId), images);
