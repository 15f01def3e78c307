import { categoryLabel } from '@app/domain/catalog/category-label';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { CategoryTile } from '../../../lib/catalog-types.ts';

/** GET /api/categories/tiles: the 21 'Shop by category' tiles, already in the spec's order (names read). */
export const getCategoryTiles = async (signal?: AbortSignal) =>
  (await api.get<CategoryTile[]>(apiPaths.categoryTiles, { silent: true, signal })).data.map((t) => ({
    ...t,
    name: categoryLabel(t.name),
  }));

export const categoryTilesQuery = () =>
  queryOptions({
    queryKey: ['category-tiles'] as const,
    queryFn: ({ signal }) => getCategoryTiles(signal),
    staleTime: 10 * 60_000,
  });

/** `enabled: false` waits (the section asks once it nears the screen). */
export const useCategoryTiles = ({ enabled = true } = {}) => useQuery({ ...categoryTilesQuery(), enabled });
