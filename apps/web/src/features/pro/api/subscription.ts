import type {
  ProSubscription,
  SubscribeRequest,
  SubscriptionCardRequest,
  SubscriptionInvoice,
  SubscriptionView,
} from '@app/domain/subscriptions/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const subscriptionKey = ['pro', 'subscription'] as const;
const invoicesKey = ['pro', 'subscription', 'invoices'] as const;

/** The fields of a subscribe refusal the page shows under its inputs (no toast on top of them). */
export const SUBSCRIBE_FIELDS = [
  'plan',
  'payment',
  'card_number',
  'name_on_Card',
  'exp_date',
  'cvv',
] as const;

/** GET /api/pro/subscription: the plans, the pro's subscription and saved card. */
export const useProSubscription = () =>
  useQuery(
    queryOptions({
      queryKey: subscriptionKey,
      queryFn: async ({ signal }) =>
        (await api.get<ProSubscription>(apiPaths.proSubscription, { signal })).data,
    }),
  );

/** GET /api/pro/subscription/invoices. */
export const useSubscriptionInvoices = () =>
  useQuery(
    queryOptions({
      queryKey: invoicesKey,
      queryFn: async ({ signal }) =>
        (await api.get<SubscriptionInvoice[]>(apiPaths.proSubscriptionInvoices, { signal })).data,
    }),
  );

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionKey });
}

/** POST /api/pro/subscription under the attempt's Idempotency-Key (a retry with it never charges twice). */
export function useSubscribe() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ body, key }: { body: SubscribeRequest; key: string }) =>
      api.post<SubscriptionView>(apiPaths.proSubscription, body, {
        headers: { 'Idempotency-Key': key },
        fieldsShown: SUBSCRIBE_FIELDS,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/pro/subscription/cancel or /resume. */
export function useCancelAtPeriodEnd() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (cancel: boolean) =>
      api.post<SubscriptionView>(
        cancel ? apiPaths.proSubscriptionCancel : apiPaths.proSubscriptionResume,
        {},
      ),
    onSuccess: refresh,
  });
}

/** PUT /api/pro/subscription/card: the card renewals are charged on (a past_due invoice is charged at once). */
export function useReplaceCard() {
  const refresh = useRefreshAfter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: SubscriptionCardRequest) =>
      api.put<SubscriptionView>(apiPaths.proSubscriptionCard, card, {
        fieldsShown: ['card_number', 'name_on_Card', 'exp_date', 'cvv'],
      }),
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: invoicesKey });
    },
  });
}
