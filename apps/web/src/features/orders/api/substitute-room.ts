import type { Design } from '@app/domain/designs/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/designs/{id}?version=n (docs/api-designs.md): the room the substitutes of a declined item were found
 * in (its answer's `room.design`), to show each in it. A version's document never changes: asked once. Silent:
 * the preview says it could not load the room, and the substitutes stay listed beside it.
 */
export const substituteRoomQuery = (design: { id: number; version: number }) =>
  queryOptions({
    queryKey: ['design', design.id, { version: design.version }] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<Design>(apiPaths.design(design.id), {
          query: { version: design.version },
          signal,
          silent: true,
        })
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
