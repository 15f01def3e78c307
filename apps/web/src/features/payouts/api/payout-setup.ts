import type { PayoutSetup } from '@app/domain/payouts/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export const payoutSetupKey = ['payout-setup'] as const;

/** GET /api/payout_setup (Contractor): status of the connected payout account. */
export const payoutSetupQuery = () =>
  queryOptions({
    queryKey: payoutSetupKey,
    queryFn: async ({ signal }) =>
      (await api.get<PayoutSetup>(apiPaths.payoutSetup, { signal, silent: true })).data,
  });

/** POST /api/payout_setup: connects the account (sandbox: at once; Stripe: answers an onboarding URL). */
export function useConnectPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PayoutSetup>(apiPaths.payoutSetup),
    onSuccess: (reply) => queryClient.setQueryData(payoutSetupKey, reply.data),
  });
}
