import type { CouponInput, ProCoupon } from '@app/domain/pros/coupons';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const couponsKey = ['pro', 'coupons'] as const;

/** GET /api/pro/coupons: the pro's coupons, newest first. */
export const couponsQuery = () =>
  queryOptions({
    queryKey: couponsKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ coupons: ProCoupon[] }>(apiPaths.proCoupons, { signal })).data.coupons,
  });

export const useCoupons = () => useQuery(couponsQuery());

/** POST /api/pro/coupons, or PUT /api/pro/coupons/{id} with `id`; the list is read again after. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, terms }: { id?: number; terms: CouponInput }) =>
      id == null
        ? api.post<ProCoupon>(apiPaths.proCoupons, terms, { silent: true })
        : api.put<ProCoupon>(apiPaths.proCoupon(id), terms, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

/** DELETE /api/pro/coupons/{id}. */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(apiPaths.proCoupon(id), { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
