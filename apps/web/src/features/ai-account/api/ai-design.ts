import type { AiLoginRequest, AiRegisterRequest } from '@app/domain/ai-design/ai-account';
import type { AiSession } from '@app/domain/ai-design/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { AI_CALL } from '../../../lib/ai-session.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/AI/design (spec point 7: login and register in one path, told apart by `action`). A field's 422
 * shows under it with no toast on top (decisions/0010); wrong credentials come back on `password`.
 */
export const requestAiLogin = (body: AiLoginRequest) =>
  api.post<AiSession>(apiPaths.aiDesign, body, { ...AI_CALL, fieldsShown: ['email', 'password'] });

export const requestAiRegister = (body: AiRegisterRequest) =>
  api.post<AiSession>(apiPaths.aiDesign, body, {
    ...AI_CALL,
    fieldsShown: ['name', 'email', 'password', 'password_confirmation'],
  });

export const useAiLogin = () => useMutation({ mutationFn: requestAiLogin });
export const useAiRegister = () => useMutation({ mutationFn: requestAiRegister });
