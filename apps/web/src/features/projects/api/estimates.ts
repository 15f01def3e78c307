import type { ApprovalQuote, ApproveEstimateRequest } from '@app/domain/estimates/approval';
import {
  type ApprovedEstimate,
  type EstimateCard,
  type EstimateView,
  estimateSchema,
  type ProEstimate,
} from '@app/domain/estimates/contract';
import type {
  DeclineEstimateRequest,
  DraftEstimateRequest,
  EstimateVersionRequest,
} from '@app/domain/estimates/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api, isApiError } from '../../../lib/api-client.ts';

export const estimatesKey = (projectId: number) => ['project', projectId, 'estimates'] as const;
export const estimateKey = (projectId: number, estimateId: number) =>
  [...estimatesKey(projectId), estimateId] as const;

/** GET /api/project/{id}/estimates: the cards (the owner's: sent estimates only). */
export const useEstimates = (projectId: number) =>
  useQuery(
    queryOptions({
      queryKey: estimatesKey(projectId),
      queryFn: async ({ signal }) =>
        (await api.get<EstimateCard[]>(apiPaths.projectEstimates(projectId), { signal, silent: true })).data,
      staleTime: 0,
    }),
  );

/** GET …/estimates/{estimateId}: the pro's copy to drafters, the client's to the owner. */
export const useEstimate = (projectId: number, estimateId: number) =>
  useQuery(
    queryOptions({
      queryKey: estimateKey(projectId, estimateId),
      queryFn: async ({ signal }) =>
        (
          await api.get<EstimateView>(apiPaths.projectEstimate(projectId, estimateId), {
            signal,
            silent: true,
          })
        ).data,
      staleTime: 0,
    }),
  );

/** POST …/estimates: version 1 from a room; a refusal is on the dialog's fields. */
export const draftEstimate = async (projectId: number, body: DraftEstimateRequest) =>
  api.post<ProEstimate>(apiPaths.projectEstimates(projectId), body, { fieldsShown: 'all' });

/** POST …/send: the shown newest version goes to the homeowner. */
export const sendEstimate = async (projectId: number, estimateId: number, version: number) =>
  api.post<ProEstimate>(apiPaths.projectEstimate(projectId, estimateId, 'send'), { version });

/** POST …/decline: the homeowner's answer with their reason (422 on `reason` shown under it). */
export const declineEstimate = async (projectId: number, estimateId: number, body: DeclineEstimateRequest) =>
  api.post<EstimateView>(apiPaths.projectEstimate(projectId, estimateId, 'decline'), body, {
    fieldsShown: 'all',
  });

/** The quote of approving `version` (what it costs today and what blocks it) under its estimate's key. */
export const approvalQuoteKey = (projectId: number, estimateId: number, version: number) =>
  [...estimateKey(projectId, estimateId), 'approval', version] as const;

/** GET …/approval?version=N: the owner's quote before paying; its 409 (not awaiting) is the dialog's to say. */
export const approvalQuote = async (
  projectId: number,
  estimateId: number,
  version: number,
  signal?: AbortSignal,
) =>
  (
    await api.get<ApprovalQuote>(apiPaths.projectEstimate(projectId, estimateId, 'approval'), {
      query: { version },
      signal,
      silent: true,
    })
  ).data;

export const useApprovalQuote = (projectId: number, estimateId: number, version: number) =>
  useQuery(
    queryOptions({
      queryKey: approvalQuoteKey(projectId, estimateId, version),
      queryFn: ({ signal }) => approvalQuote(projectId, estimateId, version, signal),
      staleTime: 0,
      retry: false,
    }),
  );

/**
 * POST …/approve under the attempt's Idempotency-Key: the same key for a retry after a network error or a
 * 503, so the homeowner is never charged twice. Every 422 field is shown by the dialog (no toast on top).
 */
export const approveEstimate = async (
  projectId: number,
  estimateId: number,
  body: ApproveEstimateRequest,
  key: string,
) =>
  api.post<ApprovedEstimate>(apiPaths.projectEstimate(projectId, estimateId, 'approve'), body, {
    headers: { 'Idempotency-Key': key },
    fieldsShown: 'all',
  });

/** POST …/versions: every line again on `base_version`; a 409 is the caller's to handle (conflictOf). */
export const saveEstimateVersion = async (
  projectId: number,
  estimateId: number,
  body: EstimateVersionRequest,
) =>
  api.post<ProEstimate>(apiPaths.projectEstimate(projectId, estimateId, 'versions'), body, {
    fieldsShown: 'all',
    silent: true,
  });

/** The copy a 409 carries (someone saved or answered first), checked against the contract. */
export function estimateConflictOf(error: unknown): { message: string; current: EstimateView } | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { message?: string; current?: unknown } | null;
  const current = estimateSchema.safeParse(body?.current);
  return current.success ? { message: body?.message ?? error.message, current: current.data } : null;
}
