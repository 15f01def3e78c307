import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { ProductCardPage, ShowroomProductsBody } from '../../../lib/catalog-types.ts';

/** The body of POST /api/visualization/products: the domain's contract (catalog/contract.ts). */
export type CategoryProductsParams = ShowroomProductsBody;

/** POST /api/visualization/products: a category's products (its sub-categories included), priced. */
export async function getCategoryProducts(params: CategoryProductsParams, signal?: AbortSignal) {
  const { data } = await api.post<ProductCardPage>(apiPaths.visualizationProducts, params, {
    signal,
    silent: true,
  });
  return data;
}

export const categoryProductsQuery = (params: CategoryProductsParams) =>
  queryOptions({
    queryKey: ['category-products', params] as const,
    queryFn: ({ signal }) => getCategoryProducts(params, signal),
  });

export const useCategoryProducts = (params: CategoryProductsParams) =>
  useQuery(categoryProductsQuery(params));
