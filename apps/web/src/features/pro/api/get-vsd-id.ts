import type { VsdIdAnswer } from '@app/domain/pros/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/register/vsd_id: a free showroom ID for the company name, or whether a typed one is free. */
export const vsdIdQuery = (ask: { company_name: string } | { vsd_id: string }) =>
  queryOptions({
    queryKey: ['vsd-id', ask] as const,
    queryFn: async ({ signal }) =>
      (await api.get<VsdIdAnswer>(apiPaths.vsdId, { query: ask, silent: true, signal })).data,
    staleTime: 30_000,
  });

export const useVsdId = (ask: { company_name: string } | { vsd_id: string } | null) =>
  useQuery({
    ...vsdIdQuery(ask ?? { company_name: '' }),
    enabled: ask !== null,
    placeholderData: keepPreviousData,
  });
