import { labelCategoryTree } from '@app/domain/catalog/category-label';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api, isApiError } from '../../../lib/api-client.ts';
import type { CategoryInfo, PublicInfo } from '../../../lib/catalog-types.ts';

export type { CategoryInfo };

/**
 * GET /api/public?cid= : a category's name, unit, department and children (names as shoppers read them,
 * domain categoryLabel); null when unknown.
 */
export async function getCategory(cid: string, signal?: AbortSignal): Promise<CategoryInfo | null> {
  try {
    const { data } = await api.get<PublicInfo>(apiPaths.publicInfo, { query: { cid }, signal, silent: true });
    return data.category ? labelCategoryTree(data.category) : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const categoryQuery = (cid: string) =>
  queryOptions({
    queryKey: ['category', cid] as const,
    queryFn: ({ signal }) => getCategory(cid, signal),
    staleTime: 10 * 60_000,
  });

export const useCategory = (cid: string | undefined) =>
  useQuery({ ...categoryQuery(cid ?? ''), enabled: Boolean(cid) });
