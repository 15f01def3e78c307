import type { ReceivedReturn, ReturnsPage } from '@app/domain/orders/returns-desk';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export type ReturnsView = 'requested' | 'received';

const returnsKey = ['admin', 'returns'] as const;

/** GET /api/admin/returns: the requests waiting, or the returns received (docs/api-admin-orders.md). */
export const useReturns = (view: ReturnsView, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...returnsKey, view, page],
      queryFn: async ({ signal }) =>
        (await api.get<ReturnsPage>(apiPaths.adminReturns, { signal, query: { view, page } })).data,
      placeholderData: keepPreviousData,
    }),
  );

/**
 * POST /api/admin/returns/{itemId}/receive with the restocking fee (cents); the desk is read again after. A
 * 422 on the fee is shown next to the field by the caller (no toast on top).
 */
export function useReceiveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, restockingFeeCents }: { itemId: number; restockingFeeCents: number }) =>
      api.post<ReceivedReturn>(
        apiPaths.adminReceiveReturn(itemId),
        { restocking_fee_cents: restockingFeeCents },
        { fieldsShown: ['restocking_fee_cents'] },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}
