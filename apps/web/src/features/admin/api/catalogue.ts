import type {
  AdminBrand,
  AdminBrandsPage,
  AdminProduct,
  AdminProductsPage,
} from '@app/domain/admin/catalogue';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export type ProductsFilter = {
  q: string;
  brandId: number | null;
  vendorId: number | null;
  listed: '' | 'true' | 'false';
  page: number;
};

const productsKey = ['admin', 'catalogue', 'products'] as const;
const brandsKey = ['admin', 'catalogue', 'brands'] as const;

/** GET /api/admin/products: every product, listed or not, with the filters set. */
export const useAdminProducts = (f: ProductsFilter) =>
  useQuery(
    queryOptions({
      queryKey: [...productsKey, f],
      queryFn: async ({ signal }) =>
        (
          await api.get<AdminProductsPage>(apiPaths.adminProducts, {
            signal,
            query: {
              q: f.q || undefined,
              brand_id: f.brandId ?? undefined,
              vendor_id: f.vendorId ?? undefined,
              listed: f.listed || undefined,
              page: f.page,
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/admin/brands: every brand by name, with its vendor and product counts. */
export const useAdminBrands = (q: string, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...brandsKey, q, page],
      queryFn: async ({ signal }) =>
        (await api.get<AdminBrandsPage>(apiPaths.adminBrands, { signal, query: { q: q || undefined, page } }))
          .data,
      placeholderData: keepPreviousData,
    }),
  );

type Moderation = { id: number; reason: string | null };

/** Hiding or showing a product or brand changes what both lists show: both are read again. */
function useModeration<T>(call: (m: Moderation) => Promise<{ data: T; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'catalogue'] }),
  });
}

/** POST /api/admin/products/{id}/hide with the reason, or …/unhide when the reason is null. */
export const useModerateProduct = () =>
  useModeration(({ id, reason }) =>
    reason === null
      ? api.post<AdminProduct>(apiPaths.adminProductModeration(id, 'unhide'))
      : api.post<AdminProduct>(
          apiPaths.adminProductModeration(id, 'hide'),
          { reason },
          { fieldsShown: ['reason'] },
        ),
  );

/** POST /api/admin/brands/{id}/hide with the reason, or …/unhide when the reason is null. */
export const useModerateBrand = () =>
  useModeration(({ id, reason }) =>
    reason === null
      ? api.post<AdminBrand>(apiPaths.adminBrandModeration(id, 'unhide'))
      : api.post<AdminBrand>(
          apiPaths.adminBrandModeration(id, 'hide'),
          { reason },
          { fieldsShown: ['reason'] },
        ),
  );
