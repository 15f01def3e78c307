import type { EmailVerified } from '@app/domain/accounts/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { AI_CALL, endAiSessionOn401 } from '../../../lib/ai-session.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/AI/design/email/resend: the AI account's verification link mailed again (429 when asked too often). */
export async function resendAiVerification() {
  try {
    return await api.get<null>(apiPaths.aiEmailResend, AI_CALL);
  } catch (error) {
    endAiSessionOn401(error);
    throw error;
  }
}

export const useResendAiVerification = () => useMutation({ mutationFn: resendAiVerification });

/**
 * GET /api/AI/design/email/verify/{hash}: the mailed link lands on /design-ai/welcome?verify={hash}. No session
 * needed (the signed hash names the account); silent: the page shows the server's message itself.
 */
export const verifyAiEmail = (hash: string) =>
  api.get<EmailVerified>(apiPaths.aiEmailVerify(hash), { ...AI_CALL, silent: true });

export const useVerifyAiEmail = (hash: string | null) =>
  useQuery({
    queryKey: ['ai', 'email-verify', hash],
    queryFn: () => verifyAiEmail(hash ?? ''),
    enabled: !!hash,
    // A verification link is used once: never asked again behind the visitor's back.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
