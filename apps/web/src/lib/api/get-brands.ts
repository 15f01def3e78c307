import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../api-client.ts';

/** One brand partner as GET /api/brands answers it (docs/api-catalogue.md). */
export type Brand = { id: number; name: string; slug: string; logo: string | null; product_count: number };

export const getBrands = async (signal?: AbortSignal) =>
  (await api.get<Brand[]>(apiPaths.brands, { silent: true, signal })).data;

export const brandsQuery = () =>
  queryOptions({
    queryKey: ['brands'] as const,
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 10 * 60_000,
  });

export const useBrands = () => useQuery(brandsQuery());
