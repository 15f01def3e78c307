import { categoryLabel, labelCategoryTree } from '@app/domain/catalog/category-label';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths.ts';
import { api } from './api-client.ts';
import type { MenuDepartment } from './catalog-types.ts';
import { useSelectedShowroom } from './showroom-selection.ts';

/**
 * GET /api/menu_category: the header's departments with their categories (spec point 3 "Header menu"),
 * each name as shoppers read it (domain categoryLabel: 'luxury-flooring' → 'Luxury Flooring').
 */
export const getMenu = async (vsdId: string | null, signal?: AbortSignal) =>
  (
    await api.get<MenuDepartment[]>(apiPaths.menuCategory, {
      query: { vsd_id: vsdId ?? undefined },
      silent: true,
      signal,
    })
  ).data.map((d) => ({ ...d, name: categoryLabel(d.name), categories: d.categories.map(labelCategoryTree) }));

export const menuQuery = (vsdId: string | null) =>
  queryOptions({
    queryKey: ['menu-category', vsdId ?? ''] as const,
    queryFn: ({ signal }) => getMenu(vsdId, signal),
    staleTime: 10 * 60_000,
  });

/** The menu for the selected showroom (or the platform's when none is selected), fetched once per showroom. */
export function useMenu() {
  const { selected } = useSelectedShowroom();
  return useQuery(menuQuery(selected?.vsd_id ?? null));
}
