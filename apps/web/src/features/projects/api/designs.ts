import type { DesignSummary } from '@app/domain/designs/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/designs: the homeowner's saved designs, to start a project from one. */
export const useSavedDesigns = (enabled: boolean) =>
  useQuery({
    queryKey: ['designs'] as const,
    queryFn: async ({ signal }) => (await api.get<DesignSummary[]>(apiPaths.designs, { signal })).data,
    enabled,
  });

/** DELETE /api/designs/{id}: a room of the project and its versions (order lines keep their id and version). */
export const deleteRoom = async (id: number) => (await api.delete<null>(apiPaths.design(id))).message;
