import type { DesignerInboxItem, DesignerRequest } from '@app/domain/projects/designers-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export const designerRequestsKey = ['pro', 'designer-requests'] as const;

/**
 * GET /api/pro/designer_requests: all the designer's requests, newest first (at most 200), filtered by status
 * on the page so that each status shows its count.
 */
export const useDesignerRequests = () =>
  useQuery(
    queryOptions({
      queryKey: designerRequestsKey,
      queryFn: async ({ signal }) =>
        (
          await api.get<DesignerInboxItem[]>(apiPaths.designerRequests, {
            signal,
            silent: true,
          })
        ).data,
      // Requests arrive and are withdrawn from elsewhere: asked again on each visit and on coming back.
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
  );

/**
 * POST /api/pro/designer_requests/{id}/accept or /decline (with an optional reason): 409 (silent here) when
 * the project withdrew it or it was answered already; its message says which.
 */
export const answerDesignerRequest = async (id: number, answer: 'accept' | 'decline', reason = '') => {
  const body = answer === 'decline' ? { reason } : undefined;
  const reply = await api.post<DesignerRequest>(apiPaths.designerRequestAnswer(id, answer), body, {
    fieldsShown: ['reason'],
  });
  return { request: reply.data, message: reply.message };
};
