import type { ProVerificationRow } from '@app/domain/pros/contract';
import type { Verification } from '@app/domain/pros/registration';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { pendingQueueQuery, useQueueDecision } from './verification-queue.ts';

const queueKey = ['admin', 'pro-verifications'] as const;

/** GET /api/admin/pro_verifications: pros waiting for their licence check, oldest first. */
export const proQueueQuery = () => pendingQueueQuery<ProVerificationRow>(queueKey, apiPaths.proVerifications);

export const useProQueue = () => useQuery(proQueueQuery());

/** POST …/{id}/approve or …/{id}/decline with the reason; the queue is read again after. */
export const useDecideProVerification = () =>
  useQueueDecision<Verification>(apiPaths.proVerificationDecision, queueKey);
