import type { FloorPlan } from '@app/domain/room/floor-plans';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { ServerRenderMeta } from '../../../lib/page-state.ts';

/**
 * GET /api/visualization/plan: a room the homeowner measured in a project (`project-room-{id}`), for the
 * project's people only. The built-in plans are in the page's code already (domain room/floor-plans.ts).
 */
export const useProjectRoomPlan = (planId: string | null) =>
  useQuery({
    queryKey: ['floor-plan', planId] as const,
    queryFn: async ({ signal }) =>
      (await api.get<FloorPlan>(apiPaths.floorPlan, { query: { floorplan: planId }, signal, silent: true }))
        .data,
    enabled: planId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // A member's own room: the browser asks with its token (src/ssr draws for nobody in particular).
    meta: { ssr: false } satisfies ServerRenderMeta,
  });
