import type { Payout, PayoutBalance } from '@app/domain/payouts/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/payouts/balance (Contractor, Vendor): pending, available and negative amounts, latest payouts. */
export const payoutBalanceQuery = () =>
  queryOptions({
    queryKey: ['payouts', 'balance'],
    queryFn: async ({ signal }) =>
      (await api.get<PayoutBalance>(apiPaths.payoutsBalance, { signal, silent: true })).data,
  });

/** GET /api/payouts (Contractor: its own; Admin: everyone's), newest first. */
export const payoutHistoryQuery = (limit = 50) =>
  queryOptions({
    queryKey: ['payouts', 'history', limit],
    queryFn: async ({ signal }) =>
      (await api.get<Payout[]>(apiPaths.payouts, { signal, silent: true, query: { limit } })).data,
  });
