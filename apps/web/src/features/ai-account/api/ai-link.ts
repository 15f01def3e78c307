import type { AiUser } from '@app/domain/ai-design/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { AI_CALL } from '../../../lib/ai-session.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/AI/link (optional): links the AI account (AIauthToken) to the signed-in marketplace account
 * (Authorization). Silent: a 409 (linked elsewhere) is said next to the button.
 */
export const linkAiAccount = () =>
  api.post<{ user: AiUser }>(apiPaths.aiLink, {}, { ...AI_CALL, silent: true });

export const useLinkAiAccount = () => useMutation({ mutationFn: linkAiAccount });
