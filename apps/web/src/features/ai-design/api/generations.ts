import type { Generation } from '@app/domain/ai-design/contract';
import type { GenerationRequest, RefinementBody } from '@app/domain/ai-design/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { AI_CALL, aiQueryKeys, endAiSessionOn401 } from '../../../lib/ai-session.ts';
import { api } from '../../../lib/api-client.ts';
import type { ServerRenderMeta } from '../../../lib/page-state.ts';

/** How often a running generation is asked again (its progress bar moves in steps of about this). */
export const POLL_MS = 1500;

export const generationKeys = {
  list: [...aiQueryKeys.all, 'generations'] as const,
  one: (id: number) => [...aiQueryKeys.all, 'generations', id] as const,
};

export const isRunning = (g: Pick<Generation, 'status'>) => g.status === 'queued' || g.status === 'running';

/** Any AI call: a 401 ends the AI session (the page then shows its landing), never the marketplace's. */
async function aiCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    endAiSessionOn401(error);
    throw error;
  }
}

/** 202 Accepted: the generation is queued (a retry under the same key answers 200 with the same one). */
const QUEUED = [202] as const;

/** The request's fields the form shows its 422s beside (no toast on top of them). */
const FORM_FIELDS = 'all' as const;

/**
 * POST /api/AI/generations: 202 with the queued generation, its coins held. `key` is the attempt's
 * Idempotency-Key, kept across a retry after no answer, so a retry never holds coins twice. 402 (short of
 * coins) is left to the caller (the buy-coins dialog); 422s come back on the form's fields.
 */
export const startGeneration = (body: GenerationRequest, key: string) =>
  aiCall(
    async () =>
      (
        await api.post<{ generation: Generation }>(apiPaths.aiGenerations, body, {
          ...AI_CALL,
          fieldsShown: FORM_FIELDS,
          headers: { 'Idempotency-Key': key },
          accepted: QUEUED,
        })
      ).data.generation,
  );

/** POST /api/AI/generations/{id}/refine: a new generation (its `parent` is id) at the refinement's cost. */
export const refineGeneration = (id: number, body: RefinementBody, key: string) =>
  aiCall(
    async () =>
      (
        await api.post<{ generation: Generation }>(apiPaths.aiGenerationRefine(id), body, {
          ...AI_CALL,
          fieldsShown: ['ask', 'design'],
          headers: { 'Idempotency-Key': key },
          accepted: QUEUED,
        })
      ).data.generation,
  );

/** GET /api/AI/generations/{id}, asked again every POLL_MS while it is queued or running. */
export const generationQuery = (id: number) =>
  queryOptions({
    queryKey: generationKeys.one(id),
    queryFn: ({ signal }) =>
      aiCall(
        async () =>
          (
            await api.get<{ generation: Generation }>(apiPaths.aiGeneration(id), {
              ...AI_CALL,
              signal,
              silent: true,
            })
          ).data.generation,
      ),
    refetchInterval: (q) => (q.state.data && isRunning(q.state.data) ? POLL_MS : false),
    retry: false,
    meta: { ssr: false } satisfies ServerRenderMeta,
  });

export const useGeneration = (id: number | null) =>
  useQuery({ ...generationQuery(id ?? 0), enabled: id !== null });

/** GET /api/AI/generations: the account's recent generations, newest first ("Your designs"). */
export function useGenerations(enabled: boolean) {
  return useQuery({
    queryKey: generationKeys.list,
    queryFn: ({ signal }) =>
      aiCall(
        async () =>
          (
            await api.get<{ generations: Generation[] }>(apiPaths.aiGenerations, {
              ...AI_CALL,
              signal,
              silent: true,
            })
          ).data.generations,
      ),
    enabled,
    retry: false,
    meta: { ssr: false } satisfies ServerRenderMeta,
  });
}
