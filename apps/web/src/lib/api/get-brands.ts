import type { Brand } from '@app/domain/catalog/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../api-client.ts';

/** One brand partner as GET /api/brands answers it: the domain's contract (catalog/contract.ts). */
export type { Brand };

export const getBrands = async (signal?: AbortSignal) =>
  (await api.get<Brand[]>(apiPaths.brands, { silent: true, signal })).data;

export const brandsQuery = () =>
  queryOptions({
    queryKey: ['brands'] as const,
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 10 * 60_000,
  });

/** `enabled: false` waits (e.g. until the home page's brand section nears the screen). */
export const useBrands = ({ enabled = true } = {}) => useQuery({ ...brandsQuery(), enabled });
