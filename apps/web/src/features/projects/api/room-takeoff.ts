import type { Checklist, ChecklistRequest, Design } from '@app/domain/designs/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * A room's takeoff at the project's showroom prices (issue 24 point 3): its newest version (GET
 * /api/designs/{id}, which the owner, the project's designers and its pro may read) priced by POST
 * /api/visualization/checklist, as /visualize/checklist prices it.
 */
export const roomTakeoffQuery = (designId: number, version: number, vsdId: string | undefined) =>
  queryOptions({
    queryKey: ['room-takeoff', designId, version, vsdId ?? null] as const,
    queryFn: async ({ signal }) => {
      const design = (await api.get<Design>(apiPaths.design(designId), { signal, silent: true })).data;
      const body: ChecklistRequest = { document: design.document, vsd_id: vsdId };
      return (await api.post<Checklist>(apiPaths.checklist, body, { signal, silent: true })).data;
    },
    staleTime: 60_000,
  });
