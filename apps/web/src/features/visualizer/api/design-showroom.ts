import type { Cart } from '@app/domain/cart/contract';
import { useQuery } from '@tanstack/react-query';
import { showroomById } from '../../../components/showroom/showroom-by-id.ts';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { ServerRenderMeta } from '../../../lib/page-state.ts';
import { getDesign } from './designs.ts';

/**
 * The showroom a saved design was made in: its project's (GET /api/designs/{id}, then GET
 * /api/projectCart?project=), as a stored selection; null when the design has no project or its showroom is
 * gone. Opening a design from /projects uses it instead of asking for the showroom ID again.
 */
async function showroomOfDesign(id: number, signal?: AbortSignal) {
  const design = await getDesign(id, signal);
  if (design.project === null) return null;
  const { data: cart } = await api.get<Cart>(apiPaths.projectCart, {
    query: { project: design.project },
    signal,
    silent: true,
  });
  return cart.vsd_id ? showroomById(cart.vsd_id, signal) : null;
}

export const useDesignShowroom = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['design-showroom', id] as const,
    queryFn: ({ signal }) => showroomOfDesign(id, signal),
    enabled,
    retry: false,
    staleTime: 60_000,
    // The signed-in homeowner's design and project: left to the browser (src/ssr).
    meta: { ssr: false } satisfies ServerRenderMeta,
  });
