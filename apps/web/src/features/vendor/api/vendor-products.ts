import type { VendorProductDraft } from '@app/domain/catalog/vendor-product';
import type {
  ProductState,
  VendorCatalogOptions,
  VendorProduct,
  VendorProductsPage,
} from '@app/domain/catalog/vendor-products-contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const productsKey = ['vendor', 'products'] as const;

export type VendorProductsFilter = { q: string; category_id: string; state: ProductState | ''; page: number };

/** GET /api/vendor/products: one page of the vendor's own products, filtered. */
export const useVendorProducts = (f: VendorProductsFilter) =>
  useQuery(
    queryOptions({
      queryKey: [...productsKey, 'list', f],
      queryFn: async ({ signal }) =>
        (
          await api.get<VendorProductsPage>(apiPaths.vendorProducts, {
            query: {
              q: f.q || undefined,
              category_id: f.category_id || undefined,
              state: f.state || undefined,
              page: f.page,
            },
            signal,
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/vendor/products/{id}. */
export const useVendorProduct = (id: number | null) =>
  useQuery(
    queryOptions({
      queryKey: [...productsKey, 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get<VendorProduct>(apiPaths.vendorProduct(id!), { signal })).data,
      enabled: id != null,
    }),
  );

/** GET /api/vendor/catalog_options: the categories, own brands, units, styles and patterns the form offers. */
export const useCatalogOptions = () =>
  useQuery(
    queryOptions({
      queryKey: ['vendor', 'catalog-options'],
      queryFn: async ({ signal }) =>
        (await api.get<VendorCatalogOptions>(apiPaths.vendorCatalogOptions, { signal })).data,
      staleTime: 5 * 60_000,
    }),
  );

/**
 * POST /api/vendor/products, or PUT /api/vendor/products/{id} with `id`. The form shows every 422 error
 * itself (next to its field, or above the form), so no toast on top (decisions/0010).
 */
export function useSaveVendorProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: VendorProductDraft }) =>
      id == null
        ? api.post<VendorProduct>(apiPaths.vendorProducts, body, { fieldsShown: 'all' })
        : api.put<VendorProduct>(apiPaths.vendorProduct(id), body, { fieldsShown: 'all' }),
    onSuccess: (reply) => {
      queryClient.setQueryData([...productsKey, 'one', reply.data.id], reply.data);
      return queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
    },
  });
}

/** POST /api/vendor/products/{id}/hide or …/show; silent: the page says what happened, next to the product. */
export function useProductVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'hide' | 'show' }) =>
      api.post<VendorProduct>(apiPaths.vendorProductVisibility(id, action), undefined, { silent: true }),
    onSuccess: (reply) => {
      queryClient.setQueryData([...productsKey, 'one', reply.data.id], reply.data);
      return queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
    },
  });
}
