import type {
  CreateDesignRequest,
  Design,
  DesignSummary,
  SaveDesignRequest,
} from '@app/domain/designs/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { ServerRenderMeta } from '../../../lib/page-state.ts';

/** POST /api/designs: a new design, version 1. */
export const createDesign = async (body: CreateDesignRequest) =>
  (await api.post<Design>(apiPaths.designs, body)).data;

/** PUT /api/designs/{id}: the next version, from `base_version` (409 when another tab saved first). */
export const saveDesign = async (id: number, body: SaveDesignRequest) =>
  (await api.put<Design>(apiPaths.design(id), body)).data;

/** GET /api/designs/{id}: the newest version of one of the user's designs. */
export const getDesign = async (id: number, signal?: AbortSignal) =>
  (await api.get<Design>(apiPaths.design(id), { signal })).data;

export const useDesign = (id: number | null) =>
  useQuery({
    queryKey: ['design', id] as const,
    queryFn: ({ signal }) => getDesign(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    // The signed-in homeowner's own design: the browser asks for it (src/ssr draws for nobody in particular).
    meta: { ssr: false } satisfies ServerRenderMeta,
  });

/** GET /api/designs: the user's designs, newest change first. */
export const listDesigns = async (signal?: AbortSignal) =>
  (await api.get<DesignSummary[]>(apiPaths.designs, { signal })).data;

export const useDesigns = (enabled: boolean) =>
  useQuery({ queryKey: ['designs'] as const, queryFn: ({ signal }) => listDesigns(signal), enabled });

/** DELETE /api/designs/{id}: the design and its versions (order lines keep their id and version). */
export const deleteDesign = async (id: number) => (await api.delete<null>(apiPaths.design(id))).message;
