import type { StartingDesign } from '@app/domain/designs/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/visualization/design: the floor plan dressed by the template from the catalogue. */
export async function getStartingDesign(floorplan: string, floorTemplate: string, signal?: AbortSignal) {
  const { data } = await api.get<StartingDesign>(apiPaths.startingDesign, {
    query: { floorplan, floorTemplate },
    signal,
  });
  return data;
}

export const startingDesignQuery = (floorplan: string, floorTemplate: string) =>
  queryOptions({
    queryKey: ['starting-design', floorplan, floorTemplate] as const,
    queryFn: ({ signal }) => getStartingDesign(floorplan, floorTemplate, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useStartingDesign = (floorplan: string, floorTemplate: string, enabled: boolean) =>
  useQuery({ ...startingDesignQuery(floorplan, floorTemplate), enabled });
