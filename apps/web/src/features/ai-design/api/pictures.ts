import { AI_TOKEN_HEADER } from '@app/domain/ai-design/contract';
import type { AiPicture } from '@app/domain/ai-design/picture';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { AI_CALL, aiQueryKeys, endAiSessionOn401 } from '../../../lib/ai-session.ts';
import { api, isApiError } from '../../../lib/api-client.ts';
import type { ServerRenderMeta } from '../../../lib/page-state.ts';
import { type AuthHeaders, type PrivateFileState, usePrivateFileUrl } from '../../../lib/private-file.ts';
import { getAiAuthToken } from '../../../lib/storage.ts';
import type { RoomMaps } from '../../../visualizer/photo/take-maps.ts';

/**
 * A design's styled picture (issue 26 point 5; docs/api-ai-design.md "Styled pictures"): asked for with the
 * maps the browser drew from the design's 3-D view, made by the server's image model in the background,
 * polled here until it is made or failed, and read with the AI token (an <img src> cannot carry it).
 */

/** How often a picture being made is asked again. */
export const PICTURE_POLL_MS = 2000;

export const pictureKey = (generation: number, design: number) =>
  [...aiQueryKeys.all, 'pictures', generation, design] as const;

export const isMaking = (p: Pick<AiPicture, 'status'> | null | undefined) =>
  p?.status === 'queued' || p?.status === 'running';

/**
 * POST …/designs/{design}/picture with the two maps: 202 with the queued picture, its coins held. `key` is
 * the attempt's Idempotency-Key. Every refusal (402, 409, 422) comes back to the caller to show beside the
 * button, without a toast.
 */
export async function startPicture(generation: number, design: number, maps: RoomMaps, key: string) {
  const form = new FormData();
  form.append('depth', maps.depth, 'depth.png');
  form.append('edges', maps.edges, 'edges.png');
  try {
    const answer = await api.postForm<{ picture: AiPicture }>(
      apiPaths.aiDesignPicture(generation, design),
      form,
      {
        ...AI_CALL,
        silent: true,
        headers: { 'Idempotency-Key': key },
        accepted: [202],
      },
    );
    return answer.data.picture;
  } catch (error) {
    endAiSessionOn401(error);
    throw error;
  }
}

/** GET …/designs/{design}/picture: the design's newest picture, or null when none was asked for (404). */
export const pictureQuery = (generation: number, design: number) =>
  queryOptions({
    queryKey: pictureKey(generation, design),
    queryFn: async ({ signal }) => {
      try {
        const path = apiPaths.aiDesignPicture(generation, design);
        return (await api.get<{ picture: AiPicture }>(path, { ...AI_CALL, signal, silent: true })).data
          .picture;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        endAiSessionOn401(error);
        throw error;
      }
    },
    refetchInterval: (q) => (isMaking(q.state.data) ? PICTURE_POLL_MS : false),
    retry: false,
    meta: { ssr: false } satisfies ServerRenderMeta,
  });

export const usePicture = (generation: number, design: number, enabled: boolean) =>
  useQuery({ ...pictureQuery(generation, design), enabled });

/** The AI session's own header: a stored picture is its account's only. */
const aiHeaders: AuthHeaders = (): Record<string, string> => {
  const token = getAiAuthToken();
  return token ? { [AI_TOKEN_HEADER]: token } : {};
};

/** An object URL of a stored picture for an <img>, fetched with the AI token; revoked when it goes. */
export const usePictureSrc = (url: string | null): PrivateFileState => usePrivateFileUrl(url, aiHeaders);
